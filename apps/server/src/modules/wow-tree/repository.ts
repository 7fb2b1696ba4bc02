import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media, showcases } from '../../db/schema';
import { one, rows } from '../../db/sql';

/** Deepest level walked in either direction; a real network is far shallower. */
export const MAX_NETWORK_DEPTH = 10_000;

/** A text parameter cast to int[]: works for an empty list too. */
function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/** Kopecks the member's orders brought to the viewer: positive, not reversed order accruals on the viewer's own accounts. */
function broughtBy(viewerId: number, member: SQL, showcaseId: number | null): SQL {
  return sql`(select coalesce(sum(e.amount), 0)::float8 from bonus_entries e join bonus_accounts a on a.id = e.account_id
    where a.user_id = ${viewerId} and a.kind in ('user_network', 'user_local') and e.source_user_id = ${member}
      and e.order_id is not null and e.amount > 0 and e.status <> 'reversed'
      ${showcaseId === null ? sql`` : sql`and e.showcase_id = ${showcaseId}`})`;
}

function ordersOf(member: SQL, showcaseId: number | null): SQL {
  return sql`(select count(*)::int from orders o where o.user_id = ${member} and o.status <> 'cancelled'
    ${showcaseId === null ? sql`` : sql`and o.showcase_id = ${showcaseId}`})`;
}

/** How far `descendantId` sits below `ancestorId` in the referral tree (0 = same user), or null. */
export async function depthBelow(db: Db, ancestorId: number, descendantId: number): Promise<number | null> {
  const row = await one<{ depth: number }>(
    db,
    sql`
    with recursive up(id, referrer_id, depth) as (
      select id, referrer_id, 0 from users where id = ${descendantId}
      union all
      select u.id, u.referrer_id, up.depth + 1 from users u join up on u.id = up.referrer_id where up.depth < ${MAX_NETWORK_DEPTH}
    )
    select depth from up where id = ${ancestorId} limit 1`,
  );
  return row?.depth ?? null;
}

export interface MemberRow {
  id: number;
  parentId: number;
  depth: number;
  name: string;
  avatarUrl: string | null;
  joinedAt: Date | string;
  isNew: boolean;
  childrenCount: number;
  ordersCount: number;
  brought: number;
}

/** The members up to `depth` levels below `rootId`, parents first, with what the viewer sees of each. */
export function subtree(db: Db, viewerId: number, rootId: number, depth: number): Promise<MemberRow[]> {
  return rows<MemberRow>(
    db,
    sql`
    with recursive down(id, parent_id, depth) as (
      select id, referrer_id, 1 from users where referrer_id = ${rootId}
      union all
      select u.id, u.referrer_id, d.depth + 1 from users u join down d on u.referrer_id = d.id where d.depth < ${depth}
    )
    select d.id, d.parent_id as "parentId", d.depth, u.name, u.avatar_url as "avatarUrl",
      coalesce(u.referrer_set_at, u.created_at) as "joinedAt",
      (u.referrer_id = ${viewerId} and not u.referral_seen) as "isNew",
      (select count(*)::int from users c where c.referrer_id = d.id) as "childrenCount",
      ${ordersOf(sql`d.id`, null)} as "ordersCount",
      ${broughtBy(viewerId, sql`d.id`, null)} as brought
    from down d join users u on u.id = d.id
    order by d.depth, coalesce(u.referrer_set_at, u.created_at), d.id`,
  );
}

/** `with recursive down(id, depth)`: everyone below the user, depth 1 being their direct referrals. */
const downline = (userId: number) => sql`
  with recursive down(id, depth) as (
    select id, 1 from users where referrer_id = ${userId}
    union all
    select u.id, d.depth + 1 from users u join down d on u.referrer_id = d.id where d.depth < ${MAX_NETWORK_DEPTH}
  )`;

export interface LevelRow {
  level: number;
  members: number;
  orders: number;
  brought: number;
}

/** Totals per level of the viewer's whole downline. */
export function levelTotals(db: Db, viewerId: number): Promise<LevelRow[]> {
  return rows<LevelRow>(
    db,
    sql`
    ${downline(viewerId)},
    order_counts as (
      select o.user_id, count(*)::int as n from orders o where o.user_id in (select id from down) and o.status <> 'cancelled' group by o.user_id
    ),
    brought as (
      select e.source_user_id as user_id, sum(e.amount)::float8 as amount
      from bonus_entries e join bonus_accounts a on a.id = e.account_id
      where a.user_id = ${viewerId} and a.kind in ('user_network', 'user_local') and e.order_id is not null and e.amount > 0
        and e.status <> 'reversed' and e.source_user_id in (select id from down)
      group by e.source_user_id
    )
    select d.depth as level, count(*)::int as members, coalesce(sum(oc.n), 0)::int as orders, coalesce(sum(b.amount), 0)::float8 as brought
    from down d left join order_counts oc on oc.user_id = d.id left join brought b on b.user_id = d.id
    group by d.depth order by d.depth`,
  );
}

export interface MemberInfoRow {
  id: number;
  name: string;
  avatarUrl: string | null;
  joinedAt: Date | string;
  referralsCount: number;
  ordersCount: number;
  brought: number;
}

export function memberInfo(db: Db, viewerId: number, memberId: number, showcaseId: number | null): Promise<MemberInfoRow | undefined> {
  return one<MemberInfoRow>(
    db,
    sql`
    select u.id, u.name, u.avatar_url as "avatarUrl", coalesce(u.referrer_set_at, u.created_at) as "joinedAt",
      (select count(*)::int from users c where c.referrer_id = u.id) as "referralsCount",
      ${ordersOf(sql`u.id`, showcaseId)} as "ordersCount",
      ${broughtBy(viewerId, sql`u.id`, showcaseId)} as brought
    from users u where u.id = ${memberId}`,
  );
}

/** The viewer's upline, nearest first. */
export async function upline(db: Db, userId: number): Promise<Array<{ id: number; name: string; depth: number }>> {
  return rows(
    db,
    sql`
    with recursive up(id, depth) as (
      select referrer_id, 1 from users where id = ${userId} and referrer_id is not null
      union all
      select u.referrer_id, up.depth + 1 from users u join up on u.id = up.id where u.referrer_id is not null and up.depth < ${MAX_NETWORK_DEPTH}
    )
    select up.id, u.name, up.depth from up join users u on u.id = up.id order by up.depth`,
  );
}

/** The viewer's whole downline (ids only). */
export async function downlineIds(db: Db, userId: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`
    ${downline(userId)}
    select id from down`,
  );
  return found.map((r) => r.id);
}

export async function directReferrals(db: Db, userId: number): Promise<Array<{ id: number; name: string }>> {
  return rows(db, sql`select id, name from users where referrer_id = ${userId} order by coalesce(referrer_set_at, created_at), id`);
}

/** Who runs which live showcase: the owner and every admin. */
export async function runners(db: Db, userIds: readonly number[]): Promise<Array<{ userId: number; showcaseId: number; name: string }>> {
  if (userIds.length === 0) return [];
  return rows(
    db,
    sql`
    select distinct r.user_id as "userId", s.id as "showcaseId", s.name
    from (select owner_id as user_id, id as showcase_id from showcases union select user_id, showcase_id from showcase_admins) r
    join showcases s on s.id = r.showcase_id
    where r.user_id = any(${intArray(userIds)}) and s.deleted_at is null
    order by s.id`,
  );
}

export interface ShowcaseCard {
  id: number;
  name: string;
  alias: string;
  domain: string | null;
  domainVerifiedAt: Date | null;
  botUsername: string;
  stateId: number;
  ownerId: number;
  logoType: string | null;
  logo: Uint8Array | null;
}

const cardColumns = {
  id: showcases.id,
  name: showcases.name,
  alias: showcases.alias,
  domain: showcases.domain,
  domainVerifiedAt: showcases.domainVerifiedAt,
  botUsername: showcases.botUsername,
  stateId: showcases.stateId,
  ownerId: showcases.ownerId,
  logoType: media.contentType,
  logo: media.data,
};

/** Live showcases by id, with their logo bytes, in id order. */
export async function showcaseCards(db: Db, ids: readonly number[]): Promise<ShowcaseCard[]> {
  if (ids.length === 0) return [];
  return db
    .select(cardColumns)
    .from(showcases)
    .leftJoin(media, eq(media.id, showcases.logoMediaId))
    .where(and(inArray(showcases.id, [...ids]), isNull(showcases.deletedAt)))
    .orderBy(asc(showcases.id));
}
