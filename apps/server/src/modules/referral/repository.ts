import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { lastLinks, sessions, showcases, users, type SessionData } from '../../db/schema';
import { one } from '../../db/sql';

type Conn = Db | Tx;

/** Deepest upline walked when looking for a cycle; a real network is far shallower. */
const MAX_UPLINE = 10_000;

/** Every referrer assignment takes this transaction lock, so two concurrent ones can never close a cycle. */
const REFERRAL_LOCK = 0x5eff_e11a;

export async function lockReferralAssignments(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REFERRAL_LOCK})`);
}

export async function sessionReferral(conn: Conn, hash: string): Promise<SessionData['referral'] | null> {
  const [row] = await conn.select({ data: sessions.data }).from(sessions).where(eq(sessions.idHash, hash)).limit(1);
  return row?.data.referral ?? null;
}

/** The owner of a ref code, unless that user is banned from the network. */
export async function referrerByCode(conn: Conn, refCode: string): Promise<number | null> {
  const [row] = await conn
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.refCode, refCode), eq(users.isBanned, false)))
    .limit(1);
  return row?.id ?? null;
}

export async function liveShowcaseExists(conn: Conn, showcaseId: number): Promise<boolean> {
  if (!Number.isSafeInteger(showcaseId) || showcaseId <= 0 || showcaseId > 2_147_483_647) return false;
  const [row] = await conn
    .select({ id: showcases.id })
    .from(showcases)
    .where(and(eq(showcases.id, showcaseId), isNull(showcases.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Sets the referrer once: only while the user has none, never to the user, never to someone in the user's
 * own downline (the referrer's upline must not reach the user). Returns whether the row changed.
 */
export async function setReferrerOnce(conn: Conn, userId: number, referrerId: number, showcaseId: number): Promise<boolean> {
  const row = await one<{ id: number }>(
    conn,
    sql`
    update users set referrer_id = ${referrerId}, referral_showcase_id = ${showcaseId}, referrer_set_at = now(),
      referral_seen = false, updated_at = now()
    where id = ${userId} and referrer_id is null and ${referrerId}::int <> ${userId}::int
      and not exists (
        with recursive upline(id, referrer_id, depth) as (
          select id, referrer_id, 0 from users where id = ${referrerId}
          union all
          select u.id, u.referrer_id, up.depth + 1 from users u join upline up on u.id = up.referrer_id where up.depth < ${MAX_UPLINE}
        )
        select 1 from upline where id = ${userId}
      )
    returning id`,
  );
  return row !== undefined;
}

/** The last link a user sent through a bot (one row per user and bot). */
export async function upsertLastLink(conn: Conn, userId: number, bot: string, url: string): Promise<void> {
  await conn
    .insert(lastLinks)
    .values({ userId, bot, url })
    .onConflictDoUpdate({ target: [lastLinks.userId, lastLinks.bot], set: { url, sentAt: sql`now()` } });
}
