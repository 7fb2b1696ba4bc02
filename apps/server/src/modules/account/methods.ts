import { updateClientBodySchema } from '@storefront/contract/account';
import { requireUser } from '../../lib/guards';
import { userWrite, type MethodTable } from '../../lib/dispatch-types';
import { updateClient } from './service';

/** /api/ajax/ actions of the account ("update client", spec §7). */
export const accountActions: MethodTable = {
  updateClient: userWrite(updateClientBodySchema, async (input, { app, req }) => ({
    profile: await updateClient(app.db, requireUser(req).id, input),
  })),
};
