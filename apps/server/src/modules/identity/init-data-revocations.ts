import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one } from '../../db/sql';

/**
 * Telegram init data stays valid for TELEGRAM_AUTH_MAX_AGE after Telegram signed it, and the Mini App's URL keeps
 * carrying it, so logging out must revoke the init data the session was opened with: replaying it would log straight
 * back in. A revocation (table revoked_init_data) matters only until the init data would have expired anyway.
 */
export async function isInitDataRevoked(db: Db | Tx, hash: string): Promise<boolean> {
  const row = await one<{ n: number }>(db, sql`select count(*)::int as n from revoked_init_data where hash = ${hash} and expires_at > now()`);
  return (row?.n ?? 0) > 0;
}

export async function revokeInitData(tx: Db | Tx, userId: number, hash: string, expiresAtSeconds: number): Promise<void> {
  await tx.execute(sql`delete from revoked_init_data where expires_at <= now()`);
  await tx.execute(sql`insert into revoked_init_data (hash, user_id, expires_at)
    values (${hash}, ${userId}, to_timestamp(${expiresAtSeconds}::float8))
    on conflict (hash) do nothing`);
}
