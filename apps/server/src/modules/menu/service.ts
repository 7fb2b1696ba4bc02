import type { AuthState, ClientInfo, MenuConfig } from '@storefront/contract/menu';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireShowcase } from '../../lib/guards';
import { canAdminister } from '../showcases/service';
import { fromKopecks } from '../../lib/money';
import type { CurrentUser } from '../../lib/request-context';
import { countPublicLandings } from '../landings/service';
import * as repo from './repository';

/** network_settings key of the network's own bot (the "Баланс {network}" confirm leads to it). */
export const NETWORK_BOT_SETTING = 'network_bot_username';

export function clientInfo(user: CurrentUser | null): ClientInfo | null {
  return user ? { Id: user.id, Name: user.name, Avatar: user.avatarUrl, RefCode: user.refCode, Role: user.role } : null;
}

export function authState(req: FastifyRequest): AuthState {
  return { isLogged: req.user !== null, clientInfo: clientInfo(req.user) };
}

/** GET /api/menu/ (spec §3 "other context values"): everything the shell needs besides the startup config. */
export async function menuConfig(app: FastifyInstance, req: FastifyRequest): Promise<MenuConfig> {
  const { db } = app;
  const showcase = requireShowcase(req);
  const owner = { userId: req.user?.id ?? null, sessionHash: req.session?.hash ?? null };
  const isAdmin = await canAdminister(db, req.user, showcase.id);
  const [accounts, favouritesCnt, wishlistsCnt, cartCnt, actionsCnt, networkBot] = await Promise.all([
    isAdmin ? repo.showcaseAccounts(db, showcase.id) : null,
    repo.countFavourites(db, owner),
    repo.countWishlists(db, owner.userId),
    repo.countCartGoods(db, owner, showcase.id),
    countPublicLandings(db, showcase.id),
    repo.networkSetting(db, NETWORK_BOT_SETTING),
  ]);
  const data = req.session?.data ?? {};
  return {
    clientInfo: clientInfo(req.user),
    showcaseBalance: accounts
      ? {
          Balance: accounts.network === null ? null : fromKopecks(accounts.network),
          LocalBalance: accounts.fund === null ? null : fromKopecks(accounts.fund),
          PendingBalance: accounts.pending === null ? null : fromKopecks(accounts.pending),
        }
      : null,
    updated_after: showcase.updatedAfter,
    burger_menu: showcase.burgerMenu,
    likechain_showcase: { telegram_bot_name: typeof networkBot === 'string' ? networkBot : '' },
    isShowcaseAdmin: isAdmin,
    favouritesCnt,
    wishlistsCnt,
    cartCnt,
    wowTreeMode: data.wowTreeMode === true,
    showHeader: true,
    shareText: showcase.shareText,
    devMode: data.devMode === true && isAdmin,
    actionsCnt,
    showcaseStateId: showcase.stateId,
  };
}
