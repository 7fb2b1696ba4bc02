import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../lib/guards';
import { getProfile } from './service';

export function accountRoutes(app: FastifyInstance): void {
  app.get('/api/account/profile', async (req) => ({ profile: await getProfile(app.db, requireUser(req).id) }));
}
