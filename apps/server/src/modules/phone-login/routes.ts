import { phoneCodeBodySchema, phoneVerifyBodySchema } from '@storefront/contract/phone-login';
import type { FastifyInstance } from 'fastify';
import { requireShowcase } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { sandboxMessages, sendCode, verifyCode } from './service';
import { smsSandboxRoutes } from './sandbox';

/** Web login by phone with a one-time SMS code (DESIGN §8), and on demo servers the gateway sandbox. */
export function phoneLoginRoutes(app: FastifyInstance): void {
  const limited = { onRequest: app.rateLimits.login };

  app.post('/api/auth/phone/code', limited, async (req, reply) => {
    const { phone } = validate(phoneCodeBodySchema, req.body ?? {}, requestLocale(req));
    return sendCode(app, req, reply, requireShowcase(req), phone);
  });

  app.post('/api/auth/phone/verify', limited, async (req, reply) => {
    const body = validate(phoneVerifyBodySchema, req.body ?? {}, requestLocale(req));
    return verifyCode(app, req, reply, body);
  });

  if (!app.config.DEMO) return;
  app.get('/api/test/sms', { config: { allowBanned: true } }, async () => ({ messages: await sandboxMessages(app) }));
  smsSandboxRoutes(app);
}
