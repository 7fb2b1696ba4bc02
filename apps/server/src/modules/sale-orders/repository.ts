import { SALE_ORDERS_TIME_ZONE } from '@storefront/contract/sale-orders';
import type { OrderStatus } from '@storefront/contract/orders';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import type { OrderBaseRow } from '../orders/views';

/** SQL of the sale orders screens. Every query is limited to the showcase ids the caller checked. */

type Conn = Db | Tx;

export interface SellerShowcaseRow {
  id: number;
  name: string;
  stateId: number;
}

/** Live showcases the user owns or administers and is not banned on (operators are not given every showcase here). */
export function sellerShowcases(db: Conn, userId: number): Promise<SellerShowcaseRow[]> {
  return rows<SellerShowcaseRow>(
    db,
    sql`
    select s.id, s.name, s.state_id as "stateId" from showcases s
    where s.deleted_at is null
      and (s.owner_id = ${userId} or exists (select 1 from showcase_admins a where a.showcase_id = s.id and a.user_id = ${userId}))
      and not exists (select 1 from showcase_bans b where b.showcase_id = s.id and b.user_id = ${userId})
    order by s.id`,
  );
}

export interface SaleOrderFilters {
  showcaseIds: readonly number[];
  status?: OrderStatus | undefined;
  /** Calendar days (YYYY-MM-DD) of the store's time zone, both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

function where(f: SaleOrderFilters): SQL {
  const parts: SQL[] = [sql`o.showcase_id in (${idList(f.showcaseIds)})`];
  if (f.status) parts.push(sql`o.status = ${f.status}`);
  if (f.from) parts.push(sql`o.created_at >= (${f.from}::date)::timestamp at time zone ${SALE_ORDERS_TIME_ZONE}`);
  if (f.to) parts.push(sql`o.created_at < ((${f.to}::date + 1)::timestamp at time zone ${SALE_ORDERS_TIME_ZONE})`);
  return sql.join(parts, sql` and `);
}

export interface SaleOrderRow extends OrderBaseRow {
  showcaseStateId: number;
  itemsCount: number;
}

const COLUMNS = sql`o.id, o.number, o.status, o.showcase_id as "showcaseId", s.name as "showcaseName", s.state_id as "showcaseStateId",
  o.created_at as "createdAt", o.payment_system_id as "paymentSystemId", o.contact, o.delivery, o.comment,
  (select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = o.id) as "itemsCount",
  o.goods_total::float8 as "goodsTotal", o.bonus_network_spent::float8 as "bonusNetworkSpent",
  o.bonus_local_spent::float8 as "bonusLocalSpent", o.total::float8 as total, o.tracking_number as "trackingNumber",
  o.delivery_price::float8 as "deliveryPrice", o.delivery_choice as "deliveryChoice"`;

/** One page of the filtered orders, newest first, and how many match in all. */
export async function saleOrdersPage(db: Conn, f: SaleOrderFilters, limit: number, offset: number): Promise<{ rows: SaleOrderRow[]; total: number }> {
  if (f.showcaseIds.length === 0) return { rows: [], total: 0 };
  const count = await one<{ n: number }>(db, sql`select count(*)::int as n from orders o where ${where(f)}`);
  const page = await rows<SaleOrderRow>(
    db,
    sql`
    select ${COLUMNS} from orders o join showcases s on s.id = o.showcase_id
    where ${where(f)} order by o.created_at desc, o.id desc limit ${limit} offset ${offset}`,
  );
  return { rows: page, total: count?.n ?? 0 };
}

/** One order, only when it was placed on one of `showcaseIds`. */
export function saleOrderById(db: Conn, orderId: number, showcaseIds: readonly number[]): Promise<SaleOrderRow | undefined> {
  if (showcaseIds.length === 0) return Promise.resolve(undefined);
  return one<SaleOrderRow>(
    db,
    sql`
    select ${COLUMNS} from orders o join showcases s on s.id = o.showcase_id
    where o.id = ${orderId} and o.showcase_id in (${idList(showcaseIds)})`,
  );
}

/** The showcase an order was placed on, locked with the order for the move that follows. */
export function lockOrderShowcase(
  tx: Tx,
  orderId: number,
): Promise<{ showcaseId: number; status: OrderStatus; paymentSystemId: number; hasProvider: boolean } | undefined> {
  return one(
    tx,
    sql`
    select showcase_id as "showcaseId", status, payment_system_id as "paymentSystemId", delivery_choice is not null as "hasProvider"
    from orders where id = ${orderId} for update`,
  );
}

/** An order of the export, with its lines folded into one text. */
export type ExportRow = Omit<OrderBaseRow, 'id' | 'showcaseId' | 'deliveryPrice' | 'deliveryChoice'> & { lines: string };

/** Every order of the period (oldest first) with its lines folded into one text, for the CSV export. */
export function exportRows(db: Conn, f: SaleOrderFilters): Promise<ExportRow[]> {
  if (f.showcaseIds.length === 0) return Promise.resolve([]);
  return rows<ExportRow>(
    db,
    sql`
    select o.number, o.created_at as "createdAt", s.name as "showcaseName", o.status, o.payment_system_id as "paymentSystemId",
      o.contact, o.delivery, o.comment, o.goods_total::float8 as "goodsTotal", o.bonus_network_spent::float8 as "bonusNetworkSpent",
      o.bonus_local_spent::float8 as "bonusLocalSpent", o.total::float8 as total, o.tracking_number as "trackingNumber",
      coalesce((select string_agg(oi.article || ' ' || oi.name || ' × ' || oi.quantity, '; ' order by oi.id) from order_items oi where oi.order_id = o.id), '') as lines
    from orders o join showcases s on s.id = o.showcase_id
    where ${where(f)} order by o.created_at, o.id`,
  );
}
