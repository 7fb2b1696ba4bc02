import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { one } from '../../db/sql';
import { oneTimeCodes } from '../../db/one-time-codes';

/** How long a bot login link works (issue 7: 10 minutes, single use). */
export const LOGIN_TOKEN_TTL_MINUTES = 10;

const loginTokens = oneTimeCodes({ table: 'login_tokens', hashColumn: 'token_hash', ttlMinutes: LOGIN_TOKEN_TTL_MINUTES, bytes: 32 });

/** A one-time login token for a user (only its SHA-256 is stored); the user's spent and expired ones are swept. */
export function createLoginToken(db: Db, userId: number): Promise<string> {
  return loginTokens.create(db, userId);
}

/** Spends a token atomically: the first caller within its lifetime gets the user id, everyone else null. */
export function consumeLoginToken(db: Db, token: string): Promise<number | null> {
  return loginTokens.consume(db, token);
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
