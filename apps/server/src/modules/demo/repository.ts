import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export function listDemoUsers(db: Db) {
  return db
    .select({ id: users.id, name: users.name, demoRole: users.demoRole, telegramId: users.telegramId })
    .from(users)
    .where(isNotNull(users.demoRole))
    .orderBy(asc(users.id));
}

export async function findDemoUserId(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, id), isNotNull(users.demoRole))).limit(1);
  return row?.id ?? null;
}
