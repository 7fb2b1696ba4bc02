import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema';

type Conn = Db | Tx;

export interface NotificationRow {
  id: number;
  type: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
  seenAt: Date | null;
}

const mine = (userId: number) => eq(notifications.userId, userId);
const cnt = sql<number>`count(*)::int`;

export function pageOf(db: Conn, userId: number, limit: number, offset: number): Promise<NotificationRow[]> {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      seenAt: notifications.seenAt,
    })
    .from(notifications)
    .where(mine(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function counts(db: Conn, userId: number): Promise<{ total: number; unseen: number }> {
  const [row] = await db
    .select({ total: cnt, unseen: sql<number>`(count(*) filter (where ${notifications.seenAt} is null))::int` })
    .from(notifications)
    .where(mine(userId));
  return { total: row?.total ?? 0, unseen: row?.unseen ?? 0 };
}

/** False when the notification is not the user's (nothing changes then). Marking twice keeps the first time. */
export async function markSeen(db: Conn, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ seenAt: sql`coalesce(${notifications.seenAt}, now())` })
    .where(and(eq(notifications.id, id), mine(userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllSeen(db: Conn, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ seenAt: sql`now()` })
    .where(and(mine(userId), isNull(notifications.seenAt)));
}
