import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one } from '../../db/sql';
import { randomToken, sha256Hex } from '../../lib/crypto';

/** How long a code for linking the other messenger works (single use). */
export const LINK_CODE_TTL_MINUTES = 15;

/** A one-time code (128 bits, 22 base64url characters: it fits a 64-character start parameter); only its hash is kept. */
export async function createLinkCode(db: Db, userId: number): Promise<string> {
  const code = randomToken(16);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from identity_link_codes where user_id = ${userId} and (used_at is not null or expires_at <= now())`);
    await tx.execute(sql`insert into identity_link_codes (code_hash, user_id, expires_at)
      values (${sha256Hex(code)}, ${userId}, now() + make_interval(mins => ${LINK_CODE_TTL_MINUTES}::int))`);
  });
  return code;
}

/** Spends a code: the first caller within its lifetime gets the user who made it, everyone else null. */
export async function consumeLinkCode(tx: Db | Tx, code: string): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{22}$/.test(code)) return null;
  const row = await one<{ userId: number }>(
    tx,
    sql`update identity_link_codes set used_at = now()
    where code_hash = ${sha256Hex(code)} and used_at is null and expires_at > now()
    returning user_id as "userId"`,
  );
  return row?.userId ?? null;
}
