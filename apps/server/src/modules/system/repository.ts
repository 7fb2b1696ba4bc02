import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';

/** The database clock (spec §7 getDBTime). */
export async function databaseNow(db: Db): Promise<Date> {
  const [row] = await rows<{ now: Date | string }>(db, sql`select now() as now`);
  const value = row?.now;
  return value instanceof Date ? value : new Date(String(value));
}
