import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sessions, users, type SessionData } from '../../db/schema';
import type { CurrentUser, SessionState } from '../../lib/request-context';

type Conn = Db | Tx;

export const currentUserColumns = {
  id: users.id,
  name: users.name,
  avatarUrl: users.avatarUrl,
  refCode: users.refCode,
  role: users.role,
  isBanned: users.isBanned,
  referrerId: users.referrerId,
};

const liveSessionQuery = (db: Conn) =>
  db
    .select({ session: sessions, user: currentUserColumns })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('find_live_session');

/** Built once per database (a named prepared statement on PostgreSQL): every API request with a cookie asks it. */
const liveSessionQueries = new WeakMap<Conn, ReturnType<typeof liveSessionQuery>>();

/** A live session and its user in one query; expired sessions are treated as absent. */
export async function findLiveSession(db: Conn, hash: string): Promise<{ session: SessionState; user: CurrentUser | null; lastSeenAt: Date } | null> {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = liveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ hash });
  if (!row) return null;
  const { idHash, userId, data, expiresAt, lastSeenAt } = row.session;
  return { session: { hash: idHash, userId, data, expiresAt }, user: row.user, lastSeenAt };
}

export async function insertSession(db: Conn, s: { hash: string; userId: number | null; data: SessionData; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values({ idHash: s.hash, userId: s.userId, data: s.data, expiresAt: s.expiresAt });
}

export async function extendSession(db: Conn, hash: string, expiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: sql`now()` })
    .where(eq(sessions.idHash, hash));
}

export async function saveSessionData(db: Conn, hash: string, data: SessionData): Promise<void> {
  await db.update(sessions).set({ data }).where(eq(sessions.idHash, hash));
}

export async function deleteSession(db: Conn, hash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hash));
}

export async function findUser(db: Conn, id: number): Promise<CurrentUser | null> {
  const [row] = await db.select(currentUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserIdByRefCode(db: Conn, refCode: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.refCode, refCode)).limit(1);
  return row?.id ?? null;
}

export type Messenger = 'telegram' | 'max';

const idColumn = { telegram: users.telegramId, max: users.maxId } as const;

/** Creates or refreshes the user of a Telegram or MAX account; the ref code is only used on insert. */
export async function upsertMessengerUser(
  db: Conn,
  messenger: Messenger,
  /** avatarUrl undefined: keep the stored one (the source carries no photo). */
  profile: { accountId: number; name: string; username: string | null; avatarUrl: string | null | undefined; refCode: string },
): Promise<CurrentUser> {
  const [row] = await db
    .insert(users)
    .values({
      ...(messenger === 'telegram' ? { telegramId: profile.accountId } : { maxId: profile.accountId }),
      name: profile.name,
      username: profile.username,
      avatarUrl: profile.avatarUrl,
      refCode: profile.refCode,
    })
    .onConflictDoUpdate({
      target: idColumn[messenger],
      set: { name: profile.name, username: profile.username, avatarUrl: profile.avatarUrl, updatedAt: sql`now()` },
    })
    .returning(currentUserColumns);
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/**
 * Makes the user of a Telegram account an operator, creating the account when it does not exist yet (its
 * profile fills in on the first login). Returns the user id and whether the account was created.
 */
export async function upsertOperator(
  db: Conn,
  profile: { telegramId: number; name: string; username: string | null; refCode: string },
): Promise<{ id: number; created: boolean }> {
  const [row] = await db
    .insert(users)
    .values({ telegramId: profile.telegramId, name: profile.name, username: profile.username, refCode: profile.refCode, role: 'operator' })
    .onConflictDoUpdate({ target: users.telegramId, set: { role: 'operator', updatedAt: sql`now()` } })
    .returning({ id: users.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** The messenger accounts a user holds. */
export async function messengerIdsOf(db: Conn, userId: number): Promise<{ telegram: number | null; max: number | null } | null> {
  const [row] = await db.select({ telegram: users.telegramId, max: users.maxId }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** The user holding a messenger account, if any. */
export async function findUserIdByMessenger(db: Conn, messenger: Messenger, accountId: number): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(idColumn[messenger], accountId)).limit(1);
  return row?.id ?? null;
}

/** Attaches a messenger account to a user who has none of that messenger yet; false when they already hold another. */
export async function attachMessenger(db: Conn, userId: number, messenger: Messenger, accountId: number): Promise<boolean> {
  const column = idColumn[messenger];
  const rows = await db
    .update(users)
    .set(messenger === 'telegram' ? { telegramId: accountId, updatedAt: sql`now()` } : { maxId: accountId, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), sql`(${column} is null or ${column} = ${accountId})`))
    .returning({ id: users.id });
  return rows.length > 0;
}
