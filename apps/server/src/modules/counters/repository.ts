import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

type Conn = Db | Tx;
import { bonusAccounts, bonusEntries, notifications, users } from '../../db/schema';

/** Accounts whose entries count as "my transactions". */
function myAccountIds(db: Conn, userId: number) {
  return db
    .select({ id: bonusAccounts.id })
    .from(bonusAccounts)
    .where(and(eq(bonusAccounts.userId, userId), inArray(bonusAccounts.kind, ['user_network', 'user_local'])));
}

function referralsOf(userId: number, showcaseId: number | null): SQL | undefined {
  return and(eq(users.referrerId, userId), eq(users.referralSeen, false), showcaseId === null ? undefined : eq(users.referralShowcaseId, showcaseId));
}

function unseenEntriesOf(db: Conn, userId: number, showcaseId: number | null): SQL | undefined {
  return and(
    inArray(bonusEntries.accountId, myAccountIds(db, userId)),
    isNull(bonusEntries.seenAt),
    showcaseId === null ? undefined : eq(bonusEntries.showcaseId, showcaseId),
  );
}

const cnt = sql<number>`count(*)::int`;

export async function countNewReferrals(db: Conn, userId: number, showcaseId: number | null): Promise<number> {
  const [row] = await db.select({ cnt }).from(users).where(referralsOf(userId, showcaseId));
  return row?.cnt ?? 0;
}

export async function countUnseenEntries(db: Conn, userId: number, showcaseId: number | null): Promise<number> {
  const [row] = await db
    .select({ cnt })
    .from(bonusEntries)
    .where(unseenEntriesOf(db, userId, showcaseId));
  return row?.cnt ?? 0;
}

export async function countUnseenNotifications(db: Conn, userId: number): Promise<number> {
  const [row] = await db
    .select({ cnt })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.seenAt)));
  return row?.cnt ?? 0;
}

/** Each mark* returns false when the document is not the caller's (nothing is changed then). */
export async function markReferralSeen(db: Conn, userId: number, referralId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ referralSeen: true })
    .where(and(eq(users.id, referralId), eq(users.referrerId, userId)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Stamps seen_at on the row `where` picks, keeping the first stamp; false when it picks none. */
async function stampSeen(db: Conn, table: typeof bonusEntries | typeof notifications, where: SQL | undefined): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ seenAt: sql`coalesce(${table.seenAt}, now())` })
    .where(where)
    .returning({ id: table.id });
  return rows.length > 0;
}

export function markEntrySeen(db: Conn, userId: number, entryId: number): Promise<boolean> {
  return stampSeen(db, bonusEntries, and(eq(bonusEntries.id, entryId), inArray(bonusEntries.accountId, myAccountIds(db, userId))));
}

export function markNotificationSeen(db: Conn, userId: number, id: number): Promise<boolean> {
  return stampSeen(db, notifications, and(eq(notifications.id, id), eq(notifications.userId, userId)));
}

export async function clearReferrals(db: Conn, userId: number, showcaseId: number | null): Promise<void> {
  await db.update(users).set({ referralSeen: true }).where(referralsOf(userId, showcaseId));
}

export async function clearEntries(db: Conn, userId: number, showcaseId: number | null): Promise<void> {
  await db
    .update(bonusEntries)
    .set({ seenAt: sql`now()` })
    .where(unseenEntriesOf(db, userId, showcaseId));
}
