import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client';

export const BATCH_SIZE = 1000;

/** Multi-row INSERTs in batches, so that 100 000 rows take a hundred statements and not a hundred thousand. */
export async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: ReadonlyArray<PgInsertValue<T>>, size = BATCH_SIZE): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size));
  }
}

export const DAY_MS = 86_400_000;

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
