import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { one } from '../../src/db/sql';
import type { PgTable } from 'drizzle-orm/pg-core';
import { sessions, showcases, users } from '../../src/db/schema';
import { sha256Hex } from '../../src/lib/crypto';
import { DEMO_USERS, type DemoUserKey } from '../../src/db/seed/fixtures';

/** Seeded rows by their stable facts (aliases, telegram ids), never by guessed ids. */
export async function showcaseByAlias(db: Db, alias: string) {
  const [row] = await db.select().from(showcases).where(eq(showcases.alias, alias));
  if (!row) throw new Error(`showcase ${alias} not seeded`);
  return row;
}

export async function demoUserId(db: Db, key: DemoUserKey): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.telegramId, DEMO_USERS[key].telegramId));
  if (!row) throw new Error(`demo user ${key} not seeded`);
  return row.id;
}

export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

/** A fingerprint of the rows a refused request must leave alone (sessions, users, counters' sources). */
export async function snapshot(db: Db): Promise<string> {
  const row = await one<{ v: string }>(
    db,
    sql`select json_build_object(
    'sessions', (select coalesce(json_agg(json_build_object('h', id_hash, 'u', user_id, 'd', data) order by id_hash), '[]') from sessions),
    'users', (select coalesce(json_agg(json_build_object('i', id, 'n', name, 'r', referral_seen, 'b', is_banned) order by id), '[]') from users),
    'entries', (select coalesce(json_agg(json_build_object('i', id, 's', seen_at) order by id), '[]') from bonus_entries),
    'notifications', (select count(*) from notifications where seen_at is null)
  )::text as v`,
  );
  return row?.v ?? '';
}

/** The user a session cookie belongs to: undefined when no session row holds it (null for an anonymous session). */
export async function sessionOwner(db: Db, cookie: string): Promise<number | null | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.idHash, sha256Hex(cookie)));
  return row?.userId;
}
