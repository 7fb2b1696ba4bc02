import type { OrderStatus } from '@storefront/contract/orders';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import type { ClaimCoreRow } from '../claims/service';

type Conn = Db | Tx;

export interface BlockRecord {
  reason: string;
  blockedAt: Date | string;
  previousStateId: number;
}
export interface BanRecord {
  reason: string;
  bannedAt: Date | string;
}

/** A case-insensitive "contains" pattern with LIKE's wildcards taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
  return rows<ShowcaseRow>(
    db,
    sql`
    select s.id, s.alias, s.name, s.state_id as "stateId", s.owner_id as "ownerId", u.name as "ownerName", u.ref_code as "ownerRefCode",
      (select count(*)::int from showcase_admins a where a.showcase_id = s.id) as "adminsCount",
      (select count(*)::int from orders o where o.showcase_id = s.id) as "ordersCount",
      (select count(*)::int from products p join showcase_categories sc on sc.category_id = p.category_id and sc.showcase_id = s.id and sc.visible
         where p.is_active) as "visibleProducts",
      case when s.blocked_at is null then null
        else json_build_object('reason', s.blocked_reason, 'blockedAt', s.blocked_at, 'previousStateId', s.state_before_block) end as block
    from showcases s join users u on u.id = s.owner_id
    where ${sql.join(where, sql` and `)}
    order by s.id limit 200`,
  );
}

export function lockShowcase(
  tx: Tx,
  id: number,
): Promise<{ id: number; name: string; stateId: number; ownerId: number; stateBeforeBlock: number | null } | undefined> {
  return one(
    tx,
    sql`select id, name, state_id as "stateId", owner_id as "ownerId", state_before_block as "stateBeforeBlock"
    from showcases where id = ${id} and deleted_at is null for update`,
  );
}

const bumped = sql`updated_after = greatest(updated_after + 1, extract(epoch from now())::bigint)`;

/** State 3 with the block's record; the state it had is kept for the unblock. */
export async function blockShowcase(tx: Tx, id: number, block: { reason: string; operatorId: number }): Promise<void> {
  await tx.execute(sql`update showcases set state_before_block = state_id, state_id = 3, blocked_reason = ${block.reason},
    blocked_at = now(), blocked_by = ${block.operatorId}, ${bumped} where id = ${id}`);
}

export async function unblockShowcase(tx: Tx, id: number, stateId: number): Promise<void> {
  await tx.execute(sql`update showcases set state_id = ${stateId}, blocked_reason = null, blocked_at = null, blocked_by = null,
    state_before_block = null, ${bumped} where id = ${id}`);
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
  return rows<UserRow>(
    db,
    sql`
    select u.id, u.name, u.username, u.ref_code as "refCode", u.role, u.is_banned as "isBanned", u.created_at as "createdAt",
      case when u.banned_at is null then null else json_build_object('reason', u.ban_reason, 'bannedAt', u.banned_at) end as ban,
      (select count(*)::int from orders o where o.user_id = u.id) as "ordersCount",
      (select count(*)::int from showcases s where s.owner_id = u.id and s.deleted_at is null) as "showcasesOwned"
    from users u
    where ${sql.join(where, sql` and `)}
    order by u.is_banned desc, u.id limit 100`,
  );
}

export function lockUser(tx: Tx, id: number): Promise<{ id: number; role: 'shopper' | 'operator'; isBanned: boolean } | undefined> {
  return one(tx, sql`select id, role, is_banned as "isBanned" from users where id = ${id} for update`);
}

/** A network-wide ban with its record, or (ban null) its lifting. */
export async function setBan(tx: Tx, id: number, ban: { reason: string; operatorId: number } | null): Promise<void> {
  await tx.execute(
    ban
      ? sql`update users set is_banned = true, ban_reason = ${ban.reason}, banned_at = now(), banned_by = ${ban.operatorId}, updated_at = now() where id = ${id}`
      : sql`update users set is_banned = false, ban_reason = null, banned_at = null, banned_by = null, updated_at = now() where id = ${id}`,
  );
}

// ---- Claims ----

export interface ClaimRow extends ClaimCoreRow {
  orderId: number;
  orderNumber: string;
  orderStatus: OrderStatus;
  showcaseName: string;
  buyerName: string;
  productName: string;
  article: string;
  price: number;
  quantity: number;
  photos: number;
  escalationNote: string | null;
}

/** Open claims oldest first (the queue); decided ones newest first. */
export function listClaims(db: Db, filter: 'open' | 'decided'): Promise<ClaimRow[]> {
  const open = filter === 'open';
  return rows<ClaimRow>(
    db,
    sql`
    select c.id, c.status, c.reason, c.description, c.answer, c.escalation_note as "escalationNote", c.created_at as "createdAt", o.id as "orderId", o.number as "orderNumber", o.status as "orderStatus",
      s.name as "showcaseName", u.name as "buyerName", oi.name as "productName", oi.article, oi.price::int as price, oi.quantity,
      (select count(*)::int from claim_photos cp where cp.claim_id = c.id) as photos
    from claims c join orders o on o.id = c.order_id join order_items oi on oi.id = c.order_item_id
      join showcases s on s.id = o.showcase_id join users u on u.id = c.user_id
    where ${open ? sql`c.status in ('new', 'in_review', 'escalated')` : sql`c.status in ('approved', 'rejected')`}
    order by ${open ? sql`c.created_at, c.id` : sql`c.updated_at desc, c.id desc`} limit 200`,
  );
}

// ---- Network settings ----

export async function settingsUpdatedAt(db: Db, keys: readonly string[]): Promise<Date | string | null> {
  const row = await one<{ at: Date | string | null }>(
    db,
    sql`select max(updated_at) as at from network_settings
    where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
  return row?.at ?? null;
}

/** Upserts network_settings rows one after another (inside a transaction the statements share one connection). */
export async function putSettings(conn: Conn, values: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await conn.execute(sql`insert into network_settings (key, value, updated_at) values (${key}, ${JSON.stringify(value)}::jsonb, now())
      on conflict (key) do update set value = excluded.value, updated_at = now()`);
  }
}
