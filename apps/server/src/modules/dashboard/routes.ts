import { dashboardExportQuerySchema, dashboardQuerySchema } from '@storefront/contract/dashboard';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { requireShowcaseAdmin } from '../seller-showcases/access';
import { dashboard, dashboardExport } from './service';

/** The seller's dashboard of a showcase (issue 15): its owner and admins (and operators) only, checked here. */
export function dashboardRoutes(app: FastifyInstance): void {
  app.get('/api/account/showcases/dashboard', async (req, reply) => {
    const query = validate(dashboardQuerySchema, req.query, requestLocale(req));
    const { showcase } = await requireShowcaseAdmin(app, req, query.id, 'read');
    void reply.header('cache-control', 'no-store');
    return dashboard(app.db, showcase.id, query.days);
  });

  app.get('/api/account/showcases/dashboard/export.csv', async (req, reply) => {
    const query = validate(dashboardExportQuerySchema, req.query, requestLocale(req));
    const { showcase } = await requireShowcaseAdmin(app, req, query.id, 'read');
    const { filename, body } = await dashboardExport(app.db, showcase.id, query.days, query.kind);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
