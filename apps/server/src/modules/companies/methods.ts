import { removeCompanyBodySchema } from '@storefront/contract/companies';
import { requireUser } from '../../lib/guards';
import { userWrite, type MethodTable } from '../../lib/dispatch-types';
import { removeCompany } from './service';

/** /api/ajax/ actions of the companies area (spec §7 "remove company"). */
export const companyActions: MethodTable = {
  removeCompany: userWrite(removeCompanyBodySchema, async (input, { app, req }) => {
    await removeCompany(app.db, requireUser(req).id, input.id);
    return { ok: true };
  }),
};
