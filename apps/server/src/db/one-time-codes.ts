import { sql } from 'drizzle-orm';
import { randomToken, sha256Hex } from '../lib/crypto';
import type { Db, Tx } from './client';
import { one } from './sql';

/** A table of single-use codes for a user: `<hash column>, user_id, expires_at, used_at`. */
export interface OneTimeCodeTable {
  table: string;
  hashColumn: string;
  ttlMinutes: number;
  /** Random bytes of a code (its base64url text is 4/3 as long). */
  bytes: number;
}

/**
 * Codes of which only the SHA-256 is stored, with the database clock setting the expiry: making one sweeps the
 * user's spent and expired ones; spending one is atomic (the first caller within its lifetime gets the user).
 */
export function oneTimeCodes(spec: OneTimeCodeTable) {
  const table = sql.identifier(spec.table);
  const hash = sql.identifier(spec.hashColumn);
  return {
    async create(db: Db, userId: number): Promise<string> {
      const code = randomToken(spec.bytes);
      await db.transaction(async (tx) => {
        await tx.execute(sql`delete from ${table} where user_id = ${userId} and (used_at is not null or expires_at <= now())`);
        await tx.execute(sql`insert into ${table} (${hash}, user_id, expires_at)
          values (${sha256Hex(code)}, ${userId}, now() + make_interval(mins => ${spec.ttlMinutes}::int))`);
      });
      return code;
    },
    async consume(db: Db | Tx, code: string): Promise<number | null> {
      const row = await one<{ userId: number }>(
        db,
        sql`update ${table} set used_at = now()
        where ${hash} = ${sha256Hex(code)} and used_at is null and expires_at > now()
        returning user_id as "userId"`,
      );
      return row?.userId ?? null;
    },
  };
}
