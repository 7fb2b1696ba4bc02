import type { FastifyInstance } from 'fastify';
import { authState, menuConfig } from './service';

export function menuRoutes(app: FastifyInstance): void {
  app.get('/api/menu', async (req) => menuConfig(app, req));

  app.get('/api/account/auth', (req, reply) => reply.send(authState(req)));

  // A banned user can still leave.
  app.post('/api/account/logout', { config: { allowBanned: true } }, async (req, reply) => {
    await app.sessions.logout(req, reply);
    return { ok: true };
  });
}
