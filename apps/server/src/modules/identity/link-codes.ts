import type { Db, Tx } from '../../db/client';
import { oneTimeCodes } from '../../db/one-time-codes';

/** How long a code for linking the other messenger works (single use). */
export const LINK_CODE_TTL_MINUTES = 15;

/** 128 bits, 22 base64url characters: a code fits a 64-character start parameter. */
const linkCodes = oneTimeCodes({ table: 'identity_link_codes', hashColumn: 'code_hash', ttlMinutes: LINK_CODE_TTL_MINUTES, bytes: 16 });

/** A one-time code; only its hash is kept. */
export function createLinkCode(db: Db, userId: number): Promise<string> {
  return linkCodes.create(db, userId);
}

/** Spends a code: the first caller within its lifetime gets the user who made it, everyone else null. */
export async function consumeLinkCode(tx: Db | Tx, code: string): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{22}$/.test(code)) return null;
  return linkCodes.consume(tx, code);
}
