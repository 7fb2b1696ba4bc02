import type { OrderStatus } from '@storefront/contract/orders';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import type { OrderContact, OrderDelivery, OrderDeliveryChoice, OrderLineView } from '../../db/schema';

type Conn = Db | Tx;

/** An order's money: what the goods cost, the bonuses spent, the delivery and what is left to pay. */
export interface OrderAmounts {
  goodsTotal: number;
  bonusNetworkSpent: number;
  bonusLocalSpent: number;
  total: number;
  deliveryPrice: number;
  deliveryChoice: OrderDeliveryChoice | null;
}

/** The columns of an order that the buyer's and the seller's views share. */
export interface OrderBaseRow extends OrderAmounts {
  id: number;
  number: string;
  showcaseId: number;
  showcaseName: string;
  status: OrderStatus;
  paymentSystemId: number;
  contact: OrderContact;
  delivery: OrderDelivery;
  comment: string;
  trackingNumber: string | null;
  createdAt: Date | string;
}

export interface OrderRow extends OrderBaseRow {
  userId: number;
}

export interface ItemRow extends OrderLineView {
  orderId: number;
  /** A claim other than a rejected one exists for the line. */
  claimed: boolean;
}

export interface EventRow {
  orderId: number;
  toStatus: OrderStatus;
  note: string;
  createdAt: Date | string;
}

const ORDER_COLUMNS = sql`o.id, o.number, o.user_id as "userId", o.showcase_id as "showcaseId", s.name as "showcaseName", o.status,
  o.payment_system_id as "paymentSystemId", o.contact, o.delivery, o.comment, o.goods_total::float8 as "goodsTotal",
  o.bonus_network_spent::float8 as "bonusNetworkSpent", o.bonus_local_spent::float8 as "bonusLocalSpent", o.total::float8 as total,
  o.delivery_price::float8 as "deliveryPrice", o.delivery_choice as "deliveryChoice", o.tracking_number as "trackingNumber", o.created_at as "createdAt"`;

export function orderById(db: Conn, id: number): Promise<OrderRow | undefined> {
  return one<OrderRow>(db, sql`select ${ORDER_COLUMNS} from orders o join showcases s on s.id = o.showcase_id where o.id = ${id}`);
}

/** The user's orders, newest first. */
export function ordersOfUser(db: Conn, userId: number, limit: number): Promise<OrderRow[]> {
  return rows<OrderRow>(
    db,
    sql`
    select ${ORDER_COLUMNS} from orders o join showcases s on s.id = o.showcase_id
    where o.user_id = ${userId} order by o.created_at desc, o.id desc limit ${limit}`,
  );
}

export async function orderIdByKey(db: Conn, userId: number, key: string): Promise<number | undefined> {
  return (await one<{ id: number }>(db, sql`select id from orders where user_id = ${userId} and idempotency_key = ${key}`))?.id;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export function itemsOf(db: Conn, orderIds: readonly number[]): Promise<ItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return rows<ItemRow>(
    db,
    sql`
    select oi.id, oi.order_id as "orderId", oi.product_id as "productId", oi.name, oi.article, oi.price::float8 as price, oi.quantity,
      '/' || img.path as picture,
      -- No unit left to claim: all returned or named by open claims (claim_lines, migration 0022).
      oi.quantity - oi.returned_quantity - coalesce((select sum(cl.quantity) from claim_lines cl join claims c on c.id = cl.claim_id
        where cl.order_item_id = oi.id and c.status in ('new', 'in_review', 'escalated')), 0) <= 0 as claimed
    from order_items oi
    left join lateral (
      select m.path from product_images pi join media m on m.id = pi.small_media_id
      where pi.product_id = oi.product_id order by pi.position limit 1
    ) img on true
    where oi.order_id in (${idList(orderIds)}) order by oi.order_id, oi.id`,
  );
}

export function eventsOf(db: Conn, orderIds: readonly number[]): Promise<EventRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return rows<EventRow>(
    db,
    sql`
    select order_id as "orderId", to_status as "toStatus", note, created_at as "createdAt"
    from order_events where order_id in (${idList(orderIds)}) order by order_id, created_at, id`,
  );
}

export interface BuyerProfile {
  name: string;
  phone: string | null;
  email: string | null;
  city: string | null;
}

export function buyerProfile(db: Conn, userId: number): Promise<BuyerProfile | undefined> {
  return one<BuyerProfile>(db, sql`select name, phone, email, city from users where id = ${userId}`);
}
