import { decodeStartParam, parseReferralQuery, type ReferralContext } from '@storefront/contract/links';
import type { Db } from '../../db/client';
import type { SessionData } from '../../db/schema';
import type { CurrentUser } from '../../lib/request-context';
import { userIdByRefCode } from '../identity/service';
import { showcaseById } from '../showcases/service';

/** The referral context of a launch: the page query (`s`, `cmp`), else a Telegram start parameter; one with a code wins. */
export function referralFromLaunch(query: Record<string, string>, startParam: string | null): ReferralContext | null {
  const contexts = [parseReferralQuery(new URLSearchParams(query))];
  for (const candidate of [startParam, query.tgWebAppStartParam, query.startapp]) {
    const decoded = decodeStartParam(candidate);
    contexts.push(decoded ? parseReferralQuery(decoded) : null);
  }
  return contexts.find((c) => c?.refCode) ?? contexts.find((c) => c !== null) ?? null;
}

/** A referral counts when its showcase is live and its code belongs to another user. */
export async function validReferral(
  db: Db,
  ctx: ReferralContext | null,
  user: CurrentUser | null,
): Promise<NonNullable<SessionData['referral']> | null> {
  if (!ctx?.refCode) return null;
  if (!(await showcaseById(db, ctx.showcaseId))) return null;
  const referrerId = await userIdByRefCode(db, ctx.refCode);
  if (referrerId === null || referrerId === user?.id) return null;
  return { showcaseId: ctx.showcaseId, refCode: ctx.refCode, cmp: ctx.cmp };
}
