import type { FastifyInstance } from 'fastify';
import { requireShowcase, requireUser } from '../../lib/guards';
import { createIdentityLink, listIdentities } from '../identity/linking';
import { getProfile } from './service';

export function accountRoutes(app: FastifyInstance): void {
  app.get('/api/account/profile', async (req) => ({ profile: await getProfile(app.db, requireUser(req).id) }));
  /** Which messengers the logged-in user's account holds (Telegram, MAX). */
  app.get('/api/account/identities', async (req) => listIdentities(app, requireUser(req).id));
  /**
   * The logged-in side confirms linking the other messenger: a one-time code and the deep links into this showcase's
   * Mini App in Telegram and MAX that carry it. Opening one of them there attaches that account to this user.
   */
  app.post('/api/account/identities/link', async (req) => createIdentityLink(app, requireUser(req).id, requireShowcase(req)));
}
