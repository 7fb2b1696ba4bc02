import { saveCompanyBodySchema } from '@storefront/contract/companies';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { listCompanies, saveCompany } from './service';

/** Spec §7 `/account/companies/`: the user's legal entities; POST creates one or edits the user's own `id`. */
export function companyRoutes(app: FastifyInstance): void {
  app.get('/api/account/companies', async (req) => ({ companies: await listCompanies(app.db, requireUser(req).id) }));

  app.post('/api/account/companies', async (req) => {
    const user = requireUser(req);
    const locale = requestLocale(req);
    return { company: await saveCompany(app.db, locale, user.id, validate(saveCompanyBodySchema, req.body, locale)) };
  });
}
