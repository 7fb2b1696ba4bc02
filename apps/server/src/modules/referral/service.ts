import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { SessionData } from '../../db/schema';
import { liveShowcaseExists, lockReferralAssignments, referrerByCode, sessionReferral, setReferrerOnce, upsertLastLink } from './repository';

export type Referral = NonNullable<SessionData['referral']>;

/**
 * DESIGN §6: the first valid referral sets the user's referrer, once. The context is checked again here
 * (it may have waited in an anonymous session): a live showcase, a code of another, unbanned user, and no
 * cycle. Anything else is ignored, never an error: a stale link must not break a login.
 */
export async function applyReferral(tx: Tx, userId: number, referral: Referral | null | undefined): Promise<boolean> {
  if (!referral?.refCode) return false;
  if (!(await liveShowcaseExists(tx, referral.showcaseId))) return false;
  const referrerId = await referrerByCode(tx, referral.refCode);
  if (referrerId === null || referrerId === userId) return false;
  await lockReferralAssignments(tx);
  return setReferrerOnce(tx, userId, referrerId, referral.showcaseId);
}

/** Outside a login (a Telegram launch whose start parameter carries the link): its own transaction. */
export function applyReferralNow(db: Db, userId: number, referral: Referral | null): Promise<boolean> {
  if (!referral?.refCode) return Promise.resolve(false);
  return db.transaction((tx) => applyReferral(tx, userId, referral));
}

/** On login, the referral the anonymous session carried sets the referrer (inside the login transaction). */
export function registerReferralOnLogin(app: FastifyInstance): void {
  app.sessions.onLogin(async ({ newHash, userId }, tx) => {
    await applyReferral(tx, userId, await sessionReferral(tx, newHash));
  });
}

export function saveLastLink(db: Db, userId: number, bot: string, url: string): Promise<void> {
  return upsertLastLink(db, userId, bot, url);
}
