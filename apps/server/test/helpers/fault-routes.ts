import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';

/**
 * A test route (GET `url`) that holds one checked-out connection across an await — 300 ms between two statements —
 * as every transaction does between its statements: what a dropped or stalled connection hits.
 */
export function holdConnectionRoute(app: FastifyInstance, database: Database, url: string): void {
  app.get(url, async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    return { ok: true };
  });
}
