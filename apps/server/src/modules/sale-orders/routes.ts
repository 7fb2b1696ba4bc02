import { saleOrdersExportQuerySchema, saleOrdersQuerySchema } from '@storefront/contract/sale-orders';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { z } from 'zod';
import { localizeEvents } from '../orders/event-notes';
import { exportSaleOrders, listSaleOrders, saleOrder, saleOrderLabel } from './service';

const labelQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Orders placed on the showcases the user administers (issue 5). Moves go through /api/ajax/ orderAction (methods.ts). */
export function saleOrderRoutes(app: FastifyInstance): void {
  app.get('/api/account/sale-orders', async (req) => {
    const user = requireUser(req);
    const locale = requestLocale(req);
    const query = validate(saleOrdersQuerySchema, req.query, locale);
    if (query.id !== undefined) return { order: localizeEvents(await saleOrder(app.db, user, query.id), locale) };
    return listSaleOrders(app.db, user, query);
  });

  app.get('/api/account/sale-orders/label.pdf', async (req, reply) => {
    const user = requireUser(req);
    const { id } = validate(labelQuery, req.query, requestLocale(req));
    const { filename, body } = await saleOrderLabel(app, user, id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.get('/api/account/sale-orders/export.csv', async (req, reply) => {
    const user = requireUser(req);
    const query = validate(saleOrdersExportQuerySchema, req.query, requestLocale(req));
    const { filename, body } = await exportSaleOrders(app.db, user, query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
