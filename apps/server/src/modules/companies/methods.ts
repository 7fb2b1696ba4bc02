import { removeCompanyBodySchema } from '@storefront/contract/companies';
import { requireUser } from '../../lib/guards';
import { defineMethod, type MethodTable } from '../../lib/dispatch-types';
import { removeCompany } from './service';

/** /api/ajax/ actions of the companies area (spec §7 "remove company"). */
export const companyActions: MethodTable = {
  removeCompany: defineMethod({
    schema: removeCompanyBodySchema,
    access: 'user',
    kind: 'write',
    handler: async (input, { app, req }) => {
      await removeCompany(app.db, requireUser(req).id, input.id);
      return { ok: true };
    },
  }),
};
