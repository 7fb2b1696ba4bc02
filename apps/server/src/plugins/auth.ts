import { SHOWCASE_STATE } from '@storefront/contract/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { isBannedOnShowcase } from '../modules/showcases/repository';

/**
 * Server-side bans (DESIGN §5): a banned user, a blocked showcase, or a user banned on this showcase
 * gets 403 everywhere except the routes marked allowBanned (startup answers with the flags instead).
 */
export const authPlugin = fp((app: FastifyInstance) => {
  app.addHook('preHandler', async (req) => {
    if (req.routeOptions.config.allowBanned) return;
    const { user, showcase } = req;
    if (user?.isBanned) throw new AppError('BANNED');
    if (showcase?.stateId === SHOWCASE_STATE.blocked && user?.role !== 'operator') throw new AppError('BANNED');
    if (user && showcase && (await isBannedOnShowcase(app.db, user.id, showcase.id))) throw new AppError('BANNED_ON_SHOWCASE');
  });
}, { name: 'auth', dependencies: ['session', 'showcase-resolver'] });
