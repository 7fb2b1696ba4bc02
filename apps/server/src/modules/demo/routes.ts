import { testLoginBodySchema, testRegisterBodySchema } from '@storefront/contract/test-login';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { authState } from '../menu/service';
import { launcherRoute } from './launcher';
import { maxLauncherRoutes } from './max-launcher';
import { demoLogin, demoRegister, demoUsers } from './service';

/** The /test page's demo logins; not registered at all unless DEMO=1, so they answer 404. */
export function demoRoutes(app: FastifyInstance): void {
  if (!app.config.DEMO) return;

  app.get('/api/test/users', { config: { allowBanned: true } }, async () => ({ users: await demoUsers(app) }));

  app.post('/api/test/login', { config: { allowBanned: true }, onRequest: app.rateLimits.login }, async (req, reply) => {
    const { userId } = validate(testLoginBodySchema, req.body ?? {}, requestLocale(req));
    await demoLogin(app, req, reply, userId);
    return authState(req);
  });

  app.post('/api/test/register', { onRequest: app.rateLimits.login }, async (req, reply) => {
    const { name } = validate(testRegisterBodySchema, req.body ?? {}, requestLocale(req));
    await demoRegister(app, req, reply, name);
    return authState(req);
  });

  launcherRoute(app);
  maxLauncherRoutes(app);
}
