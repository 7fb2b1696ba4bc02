import type { ClaimReason, ClaimStatus } from '@storefront/contract/claims';
import type { OrderStatus } from '@storefront/contract/orders';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';

type Conn = Db | Tx;

/**
 * Operator records that have no column of their own live in network_settings (the operator's table), one row per
 * showcase block or user ban: `showcase_block:{id}` keeps the state an unblock restores, `user_ban:{id}` the reason.
 */
export const blockKey = (showcaseId: number) => `showcase_block:${showcaseId}`;
export const banKey = (userId: number) => `user_ban:${userId}`;

export interface BlockRecord {
  reason: string;
  blockedAt: string;
  blockedBy: number;
  previousStateId: number;
}
export interface BanRecord {
  reason: string;
  bannedAt: string;
  bannedBy: number;
}

/** A case-insensitive "contains" pattern with LIKE's wildcards taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function takeRecord<T>(conn: Conn, key: string): Promise<T | undefined> {
  const row = await one<{ value: T }>(conn, sql`delete from network_settings where key = ${key} returning value`);
  return row?.value;
}

// ---- Showcases ----

export interface ShowcaseRow {
  id: number;
  alias: string;
  name: string;
  stateId: number;
  ownerId: number;
  ownerName: string;
  ownerRefCode: string;
  adminsCount: number;
  ordersCount: number;
  visibleProducts: number;
  block: BlockRecord | null;
}

export function listShowcases(db: Db, filter: { search?: string | undefined; state?: number | undefined }): Promise<ShowcaseRow[]> {
  const where: SQL[] = [sql`s.deleted_at is null`];
  if (filter.search) where.push(sql`(s.name ilike ${contains(filter.search)} or s.alias ilike ${contains(filter.search)})`);
  if (filter.state !== undefined) where.push(sql`s.state_id = ${filter.state}`);
  return rows<ShowcaseRow>(db, sql`
    select s.id, s.alias, s.name, s.state_id as "stateId", s.owner_id as "ownerId", u.name as "ownerName", u.ref_code as "ownerRefCode",
      (select count(*)::int from showcase_admins a where a.showcase_id = s.id) as "adminsCount",
      (select count(*)::int from orders o where o.showcase_id = s.id) as "ordersCount",
      (select count(*)::int from products p join showcase_categories sc on sc.category_id = p.category_id and sc.showcase_id = s.id and sc.visible
         where p.is_active) as "visibleProducts",
      (select ns.value from network_settings ns where ns.key = 'showcase_block:' || s.id) as block
    from showcases s join users u on u.id = s.owner_id
    where ${sql.join(where, sql` and `)}
    order by s.id limit 200`);
}

export function lockShowcase(tx: Tx, id: number): Promise<{ id: number; name: string; stateId: number; ownerId: number } | undefined> {
  return one(tx, sql`select id, name, state_id as "stateId", owner_id as "ownerId" from showcases where id = ${id} and deleted_at is null for update`);
}

export async function setShowcaseState(tx: Tx, id: number, stateId: number): Promise<void> {
  await tx.execute(sql`update showcases set state_id = ${stateId}, updated_after = greatest(updated_after + 1, extract(epoch from now())::bigint) where id = ${id}`);
}

// ---- Users ----

export interface UserRow {
  id: number;
  name: string;
  username: string | null;
  refCode: string;
  role: 'shopper' | 'operator';
  isBanned: boolean;
  ban: BanRecord | null;
  createdAt: Date | string;
  ordersCount: number;
  showcasesOwned: number;
}

export function listUsers(db: Db, filter: { search?: string | undefined; banned?: boolean | undefined }): Promise<UserRow[]> {
  const where: SQL[] = [sql`true`];
  const text = filter.search?.replace(/^@/, '');
  if (text) {
    const p = contains(text);
    where.push(sql`(u.name ilike ${p} or u.ref_code ilike ${p} or u.username ilike ${p})`);
  }
  if (filter.banned !== undefined) where.push(sql`u.is_banned = ${filter.banned}`);
  return rows<UserRow>(db, sql`
    select u.id, u.name, u.username, u.ref_code as "refCode", u.role, u.is_banned as "isBanned", u.created_at as "createdAt",
      (select ns.value from network_settings ns where ns.key = 'user_ban:' || u.id) as ban,
      (select count(*)::int from orders o where o.user_id = u.id) as "ordersCount",
      (select count(*)::int from showcases s where s.owner_id = u.id and s.deleted_at is null) as "showcasesOwned"
    from users u
    where ${sql.join(where, sql` and `)}
    order by u.is_banned desc, u.id limit 100`);
}

export function lockUser(tx: Tx, id: number): Promise<{ id: number; role: 'shopper' | 'operator'; isBanned: boolean } | undefined> {
  return one(tx, sql`select id, role, is_banned as "isBanned" from users where id = ${id} for update`);
}

export async function setBanned(tx: Tx, id: number, banned: boolean): Promise<void> {
  await tx.execute(sql`update users set is_banned = ${banned}, updated_at = now() where id = ${id}`);
}

// ---- Claims ----

export interface ClaimRow {
  id: number;
  status: ClaimStatus;
  reason: ClaimReason;
  description: string;
  answer: string | null;
  createdAt: Date | string;
  orderNumber: string;
  orderStatus: OrderStatus;
  showcaseName: string;
  buyerName: string;
  productName: string;
  article: string;
  price: number;
  quantity: number;
  photos: number;
}

/** Open claims oldest first (the queue); decided ones newest first. */
export function listClaims(db: Db, filter: 'open' | 'decided'): Promise<ClaimRow[]> {
  const open = filter === 'open';
  return rows<ClaimRow>(db, sql`
    select c.id, c.status, c.reason, c.description, c.answer, c.created_at as "createdAt", o.number as "orderNumber", o.status as "orderStatus",
      s.name as "showcaseName", u.name as "buyerName", oi.name as "productName", oi.article, oi.price::int as price, oi.quantity,
      (select count(*)::int from claim_photos cp where cp.claim_id = c.id) as photos
    from claims c join orders o on o.id = c.order_id join order_items oi on oi.id = c.order_item_id
      join showcases s on s.id = o.showcase_id join users u on u.id = c.user_id
    where ${open ? sql`c.status in ('new', 'in_review')` : sql`c.status in ('approved', 'rejected')`}
    order by ${open ? sql`c.created_at, c.id` : sql`c.updated_at desc, c.id desc`} limit 200`);
}

// ---- Network settings ----

export async function settingsUpdatedAt(db: Db, keys: readonly string[]): Promise<Date | string | null> {
  const row = await one<{ at: Date | string | null }>(db, sql`select max(updated_at) as at from network_settings
    where key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`);
  return row?.at ?? null;
}

/** Upserts network_settings rows one after another (inside a transaction the statements share one connection). */
export async function putSettings(conn: Conn, values: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await conn.execute(sql`insert into network_settings (key, value, updated_at) values (${key}, ${JSON.stringify(value)}::jsonb, now())
      on conflict (key) do update set value = excluded.value, updated_at = now()`);
  }
}
