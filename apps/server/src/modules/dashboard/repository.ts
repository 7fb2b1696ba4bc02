import { DASHBOARD_TIME_ZONE } from '@storefront/contract/dashboard';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { one, rows } from '../../db/sql';

/** The Moscow calendar day of a timestamp column, and today's. */
const dayOf = (column: ReturnType<typeof sql.raw>) => sql`(${column} at time zone ${DASHBOARD_TIME_ZONE})::date`;
const today = sql`(now() at time zone ${DASHBOARD_TIME_ZONE})::date`;
/** Orders that count: placed on the showcase in the period and not cancelled or returned. */
const counted = (showcaseId: number, days: number) =>
  sql`o.showcase_id = ${showcaseId} and o.status not in ('cancelled', 'returned')
    and ${dayOf(sql.raw('o.created_at'))} > ${today} - ${days}::int`;

/** A share-link open, once per visitor, link and Moscow day; false when this one was counted already. */
export async function insertLinkOpen(db: Db, open: { showcaseId: number; refCode: string; cmp: string; visitor: string }): Promise<boolean> {
  const row = await one<{ id: number }>(
    db,
    sql`insert into link_opens (showcase_id, ref_code, cmp, visitor, day)
      values (${open.showcaseId}, ${open.refCode}, ${open.cmp}, ${open.visitor}, ${today})
      on conflict (showcase_id, ref_code, cmp, visitor, day) do nothing returning id`,
  );
  return row !== undefined;
}

export function period(db: Db, days: number): Promise<{ from: string; to: string } | undefined> {
  return one(db, sql`select to_char(${today} - ${days - 1}::int, 'YYYY-MM-DD') as "from", to_char(${today}, 'YYYY-MM-DD') as "to"`);
}

export async function totals(db: Db, showcaseId: number, days: number): Promise<{ revenue: number; orders: number; linkOrders: number }> {
  const row = await one<{ revenue: number; orders: number; linkOrders: number }>(
    db,
    sql`select coalesce(sum(o.total), 0)::float8 as revenue, count(*)::int as orders, count(o.cmp)::int as "linkOrders"
      from orders o where ${counted(showcaseId, days)}`,
  );
  return row ?? { revenue: 0, orders: 0, linkOrders: 0 };
}

/** Every day of the period with its revenue and orders (generate_series fills the empty days). */
export function series(db: Db, showcaseId: number, days: number): Promise<Array<{ day: string; revenue: number; orders: number }>> {
  return rows(
    db,
    sql`with d as (select (${today} - g)::date as day from generate_series(0, ${days - 1}::int) g),
      o as (select ${dayOf(sql.raw('o.created_at'))} as day, o.total from orders o where ${counted(showcaseId, days)})
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(o.total), 0)::float8 as revenue, count(o.day)::int as orders
      from d left join o on o.day = d.day group by d.day order by d.day`,
  );
}

export function topProducts(
  db: Db,
  showcaseId: number,
  days: number,
  limit: number,
): Promise<Array<{ productId: number; name: string; quantity: number; revenue: number }>> {
  return rows(
    db,
    sql`select oi.product_id as "productId", min(oi.name) as name, sum(oi.quantity)::int as quantity,
        sum(oi.price * oi.quantity)::float8 as revenue
      from order_items oi join orders o on o.id = oi.order_id
      where ${counted(showcaseId, days)}
      group by oi.product_id order by revenue desc, quantity desc, oi.product_id limit ${limit}`,
  );
}

/** Opens and orders per campaign; a campaign with orders but no counted opens (opened before the period) shows too. */
export function campaigns(db: Db, showcaseId: number, days: number): Promise<Array<{ cmp: string; opens: number; orders: number; revenue: number }>> {
  return rows(
    db,
    sql`with opens as (
        select cmp, count(*)::int as n from link_opens where showcase_id = ${showcaseId} and day > ${today} - ${days}::int group by cmp
      ), sold as (
        select o.cmp, count(*)::int as n, sum(o.total)::float8 as revenue from orders o where ${counted(showcaseId, days)} and o.cmp is not null group by o.cmp
      )
      select coalesce(opens.cmp, sold.cmp) as cmp, coalesce(opens.n, 0) as opens, coalesce(sold.n, 0) as orders,
        coalesce(sold.revenue, 0)::float8 as revenue
      from opens full join sold on sold.cmp = opens.cmp
      order by opens desc, orders desc, cmp`,
  );
}

/** The showcase's network share accrued in the period by status (reversed entries left out). */
export async function bonusTotals(db: Db, showcaseId: number, days: number): Promise<{ pending: number; available: number }> {
  const row = await one<{ pending: number; available: number }>(
    db,
    sql`select coalesce(sum(e.amount) filter (where e.status = 'pending'), 0)::float8 as pending,
        coalesce(sum(e.amount) filter (where e.status = 'available'), 0)::float8 as available
      from bonus_entries e join bonus_accounts a on a.id = e.account_id
      where a.kind = 'showcase_network' and a.showcase_id = ${showcaseId} and e.amount > 0
        and ${dayOf(sql.raw('e.created_at'))} > ${today} - ${days}::int`,
  );
  return row ?? { pending: 0, available: 0 };
}

export interface BonusEntryRow {
  createdAt: Date | string;
  operation: string;
  status: string;
  amount: number;
  orderNumber: string | null;
  maturesAt: Date | string | null;
}

export function bonusEntries(db: Db, showcaseId: number, days: number): Promise<BonusEntryRow[]> {
  return rows(
    db,
    sql`select e.created_at as "createdAt", e.operation, e.status, e.amount::float8 as amount, o.number as "orderNumber",
        e.matures_at as "maturesAt"
      from bonus_entries e join bonus_accounts a on a.id = e.account_id left join orders o on o.id = e.order_id
      where a.kind = 'showcase_network' and a.showcase_id = ${showcaseId}
        and ${dayOf(sql.raw('e.created_at'))} > ${today} - ${days}::int
      order by e.created_at, e.id`,
  );
}
