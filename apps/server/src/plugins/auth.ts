import { SHOWCASE_STATE } from '@storefront/contract/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { canAdminister, isBannedOnShowcaseCached } from '../modules/showcases/service';

/**
 * Server-side bans (DESIGN §5): a banned user, a blocked showcase, or a user banned on this showcase
 * gets 403 everywhere except the routes marked allowBanned (startup answers with the flags instead).
 * A draft showcase (state 0) is the same for everyone but its owner, its admins and operators: 403 SHOWCASE_DRAFT.
 */
export const authPlugin = fp(
  (app: FastifyInstance) => {
    app.addHook('preHandler', async (req) => {
      if (req.routeOptions.config.allowBanned) return;
      const { user, showcase } = req;
      if (user?.isBanned) throw new AppError('BANNED');
      if (showcase?.stateId === SHOWCASE_STATE.blocked && user?.role !== 'operator') throw new AppError('BANNED');
      if (user && showcase && (await isBannedOnShowcaseCached(app, user.id, showcase.id))) throw new AppError('BANNED_ON_SHOWCASE');
      if (showcase?.stateId === SHOWCASE_STATE.draft && !(await canAdminister(app.db, user, showcase.id))) throw new AppError('SHOWCASE_DRAFT');
    });
  },
  { name: 'auth', dependencies: ['session', 'showcase-resolver'] },
);
