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
