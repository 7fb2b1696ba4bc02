import { publicUserParamsSchema, publicUserQuerySchema } from '@storefront/contract/users';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { publicProfile } from './service';

export function userRoutes(app: FastifyInstance): void {
  app.get('/api/users/:handle', async (req) => {
    const locale = requestLocale(req);
    const { handle } = validate(publicUserParamsSchema, req.params, locale);
    const { showcase_id } = validate(publicUserQuerySchema, req.query, locale);
    return publicProfile(app.db, app.config, req, handle, showcase_id);
  });
}
