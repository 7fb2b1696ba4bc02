import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { newRefCode } from '../../lib/crypto';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export function listDemoUsers(db: Db) {
  return db
    .select({ id: users.id, name: users.name, demoRole: users.demoRole, telegramId: users.telegramId, maxId: users.maxId })
    .from(users)
    .where(isNotNull(users.demoRole))
    .orderBy(asc(users.id));
}

/**
 * The MAX account a demo user opens the MAX launcher with: their own, else one derived from their id and attached to
 * them (demo users are seeded with Telegram accounts only), so the MAX launch logs in that same demo user.
 */
export async function demoMaxAccount(db: Db, user: { id: number; maxId: number | null }): Promise<number> {
  if (user.maxId !== null) return user.maxId;
  const maxId = 8_000_000_000 + user.id;
  await db
    .update(users)
    .set({ maxId })
    .where(and(eq(users.id, user.id), isNull(users.maxId)));
  return maxId;
}

export async function findDemoUserId(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNotNull(users.demoRole)))
    .limit(1);
  return row?.id ?? null;
}

/** A new shopper without Telegram and without a demo role (so the /test list does not grow). */
export async function insertShopper(db: Db, name: string): Promise<number> {
  const [row] = await db.insert(users).values({ name, refCode: newRefCode() }).returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
