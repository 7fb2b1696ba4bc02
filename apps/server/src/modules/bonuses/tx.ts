import type { Db, Tx } from '../../db/client';

/** SQLSTATEs after which the whole transaction may simply run again: deadlock detected, serialization failure. */
const RETRYABLE = new Set(['40P01', '40001']);

function sqlState(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * A bonus transaction. Accounts are locked in id order, which rules out most deadlocks; the rest (two first uses of
 * the same new account racing) are retried a few times instead of surfacing as a 500.
 */
export async function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (err) {
      const state = sqlState(err);
      if (attempt >= attempts || state === null || !RETRYABLE.has(state)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
