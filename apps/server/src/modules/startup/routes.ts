import { startupRequestSchema } from '@storefront/contract/startup';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { startup } from './service';

export function startupRoutes(app: FastifyInstance): void {
  // Banned users reach startup: it answers with isBanned / isBannedOnShowcase so the client shows the spec texts.
  app.post('/api/startup', { config: { allowBanned: true }, onRequest: app.rateLimits.startup }, async (req, reply) => {
    const body = validate(startupRequestSchema, req.body ?? {}, requestLocale(req));
    return startup(app, req, reply, body);
  });
}
