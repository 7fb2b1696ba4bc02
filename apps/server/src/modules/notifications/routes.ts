import { notificationsQuerySchema } from '@storefront/contract/notifications';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { listNotifications } from './service';

export function notificationRoutes(app: FastifyInstance): void {
  app.get('/api/account/notifications', async (req) => {
    const user = requireUser(req);
    const { page } = validate(notificationsQuerySchema, req.query, requestLocale(req));
    return listNotifications(app.db, user.id, page);
  });
}
