import { SHOWCASE_STATE } from '@storefront/contract/constants';
import type { StartupConfig, StartupRequest } from '@storefront/contract/startup';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { canAdminister, isBannedOnShowcase, showcaseById, showcaseForSParam, staticPageGroups } from '../showcases/service';
import { splitHost } from '../../lib/host';
import { fromKopecks } from '../../lib/money';
import type { Showcase } from '../../lib/request-context';
import { loginWithInitData } from '../identity/service';
import { countPublicLandings } from '../landings/service';
import { rdRedirectTarget } from '../showcases/redirect';
import { inlineConfig } from './inline-config';
import { applyReferralNow } from '../referral/service';
import { referralFromLaunch, validReferral } from './referral';
import { mergeStartQuery } from '@storefront/contract/start-param';
import { networkAccount } from './repository';
import { storeLinkFor } from './store-link';
import { storefrontSettings } from './storefront-settings';
import { countLinkOpen } from '../dashboard/service';

/** The page's own `s` picks the showcase when the host does not name one. */
async function launchShowcase(app: FastifyInstance, req: FastifyRequest, query: Record<string, string>): Promise<Showcase> {
  const fromQuery = req.showcaseSource === 'host' ? null : await showcaseForSParam(app.db, query.s);
  const showcase = fromQuery ?? req.showcase;
  if (!showcase) throw new AppError('NOT_FOUND');
  return showcase;
}

/**
 * POST /api/startup (spec §3): Telegram login when init data comes along, the referral context kept in the session,
 * and the whole startup configuration from the database. A plain anonymous launch creates no session: only a launch
 * with something to keep (a referral, developer mode) does, like the first cart add or favourite.
 */
export async function startup(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, body: StartupRequest): Promise<StartupConfig> {
  const { db, config } = app;
  const showcase = await launchShowcase(app, req, body.query);
  let startParam: string | null = null;
  if (body.tgData) ({ startParam } = await loginWithInitData(app, req, reply, showcase, body.tgData, { query: body.query }));
  else if (body.maxData) ({ startParam } = await loginWithInitData(app, req, reply, showcase, body.maxData, { messenger: 'max', query: body.query }));
  const user = req.user;
  const sessionData = req.session?.data ?? {};

  const adminMode = await canAdminister(db, user, showcase.id);
  const launched = referralFromLaunch(body.query, startParam);
  const referral = await validReferral(db, launched, user);
  // A Telegram start parameter (or a link opened while logged in) arrives after the login: set the referrer now.
  if (user && user.referrerId === null && referral) await applyReferralNow(db, user.id, referral);
  const devMode = body.devMode === 1 && adminMode;
  const patch = {
    ...(referral ? { referral } : {}),
    ...(devMode !== (sessionData.devMode ?? false) ? { devMode } : {}),
  };
  if (Object.keys(patch).length > 0) {
    await app.sessions.ensure(req, reply);
    await app.sessions.patchData(req, patch);
  }

  // A share link's open counts when its campaign arrives (once per visitor, link and day; assets never count).
  if (launched?.cmp && (await showcaseById(db, launched.showcaseId))) {
    await countLinkOpen(
      db,
      { showcaseId: launched.showcaseId, refCode: launched.refCode, cmp: launched.cmp },
      { userId: user?.id ?? null, sessionHash: req.session?.hash ?? null, ip: req.ip, userAgent: req.headers['user-agent'] ?? '' },
    );
  }

  const [bannedOnShowcase, account, staticGroups, landingsCnt, redirectTarget, storeLink] = await Promise.all([
    user ? isBannedOnShowcase(db, user.id, showcase.id) : false,
    user ? networkAccount(db, user.id) : null,
    staticPageGroups(db, showcase.id),
    countPublicLandings(db, showcase.id),
    // A start parameter may carry the rd=1 query too (README "Telegram start parameters"); the page's own query wins.
    rdRedirectTarget(db, config, req, mergeStartQuery(body.query, startParam ?? body.query.tgWebAppStartParam)),
    storeLinkFor(app, req, showcase, user, referral ?? sessionData.referral ?? null),
  ]);
  const hasReferral = user?.referrerId != null || referral !== null || sessionData.referral !== undefined;
  const notOpen = showcase.stateId === SHOWCASE_STATE.draft && !adminMode;
  // A draft is private: a stranger learns neither its name nor its texts (the app shows «витрина ещё не открыта»).
  const showcaseData = notOpen
    ? { ...inlineConfig(showcase, config), showcaseName: '', showcaseDescription: '', slogan: '' }
    : inlineConfig(showcase, config);
  const wow = req.session?.data.wowTreeMode === true;

  return {
    ...showcaseData,
    currentDomain: splitHost(req.host)?.hostname ?? '',
    refCode: user?.refCode ?? null,
    isLogged: user !== null,
    adminMode,
    isBanned: (user?.isBanned ?? false) || (showcase.stateId === SHOWCASE_STATE.blocked && user?.role !== 'operator'),
    isBannedOnShowcase: bannedOnShowcase,
    showcaseNotOpen: notOpen,
    noRefCritical: showcase.requireReferral && !hasReferral && !adminMode,
    staticGroups,
    bonusBalance: account ? fromKopecks(account.balance - account.reserved) : 0,
    bonusExpectedValue: account ? fromKopecks(account.pending) : 0,
    actions_cnt: { cnt: landingsCnt },
    wowShowcaseId: wow ? showcase.id : -1,
    wowShowcaseData: wow
      ? {
          telegramBot: showcaseData.telegramBot,
          showcaseStateId: showcaseData.showcaseStateId,
          slogan: showcaseData.slogan,
          imageBaseUrl: showcaseData.imageBaseUrl,
          siteId: showcaseData.siteId,
          updatedAfter: showcaseData.updatedAfter,
          showcaseDescription: showcaseData.showcaseDescription,
          showcaseName: showcaseData.showcaseName,
        }
      : null,
    redirectTarget,
    storeLink,
    storefront: storefrontSettings(showcase),
  };
}
