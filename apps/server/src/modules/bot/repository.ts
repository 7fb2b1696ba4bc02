import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { one } from '../../db/sql';
import { randomToken, sha256Hex } from '../../lib/crypto';

/** How long a bot login link works (issue 7: 10 minutes, single use). */
export const LOGIN_TOKEN_TTL_MINUTES = 10;

/**
 * A one-time login token for a user: only its SHA-256 is stored, with the database clock setting the
 * expiry. The user's spent and expired tokens are swept at the same time.
 */
export async function createLoginToken(db: Db, userId: number): Promise<string> {
  const token = randomToken(32);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from login_tokens where user_id = ${userId} and (used_at is not null or expires_at <= now())`);
    await tx.execute(sql`insert into login_tokens (token_hash, user_id, expires_at)
      values (${sha256Hex(token)}, ${userId}, now() + make_interval(mins => ${LOGIN_TOKEN_TTL_MINUTES}::int))`);
  });
  return token;
}

/** Spends a token atomically: the first caller within its lifetime gets the user id, everyone else null. */
export async function consumeLoginToken(db: Db, token: string): Promise<number | null> {
  const row = await one<{ userId: number }>(
    db,
    sql`update login_tokens set used_at = now()
    where token_hash = ${sha256Hex(token)} and used_at is null and expires_at > now()
    returning user_id as "userId"`,
  );
  return row?.userId ?? null;
}

/**
 * Records a bot update as handled: true the first time this (messenger, showcase, key) arrives, false for a
 * redelivery (Telegram retries an update until it gets a 200; MAX may resend too).
 */
export async function recordUpdate(db: Db, messenger: 'telegram' | 'max', showcaseId: number, key: string): Promise<boolean> {
  const row = await one<{ k: string }>(
    db,
    sql`insert into bot_updates (messenger, showcase_id, update_key) values (${messenger}, ${showcaseId}, ${key})
    on conflict do nothing returning update_key as k`,
  );
  return row !== undefined;
}

/** Handled-update records older than this many days are swept (redeliveries come within hours). */
export async function sweepUpdates(db: Db, days: number): Promise<void> {
  await db.execute(sql`delete from bot_updates where created_at < now() - make_interval(days => ${days}::int)`);
}

/** Stores (or, with null, removes) a showcase's own Telegram bot: the sealed token and the bot's @username. */
export async function saveBotToken(db: Db, showcaseId: number, sealed: string | null, username: string | null): Promise<void> {
  if (sealed === null) await db.execute(sql`update showcases set bot_token = null where id = ${showcaseId}`);
  else await db.execute(sql`update showcases set bot_token = ${sealed}, bot_username = ${username ?? ''} where id = ${showcaseId}`);
}
