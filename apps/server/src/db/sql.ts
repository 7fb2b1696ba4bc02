import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * Runs a raw SQL query and returns its rows, whichever driver is behind the Db.
 * Cast bigint/numeric columns in the SQL itself (::int, ::float8): node-postgres returns them as strings.
 */
export async function rows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  // The Db type erases the driver, so execute() is typed unknown; both drivers answer with { rows }.
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export async function one<T>(db: Db | Tx, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}

/** The row an INSERT … RETURNING (or the read right after it) must answer: none is a bug, `${what} was not created`. */
export async function created<T>(db: Db | Tx, query: SQL, what: string): Promise<T> {
  const row = await one<T>(db, query);
  if (!row) throw new Error(`${what} was not created`);
  return row;
}

/** A unique-index violation (SQLSTATE 23505), looking through driver and ORM wrappers. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
