import type { OrderStatus, PaymentStatus } from '@storefront/contract/orders';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import type { OrderContact, OrderDelivery } from '../../db/schema';

type Conn = Db | Tx;

/** The columns of an order that the buyer's and the seller's views share. */
export interface OrderBaseRow {
  id: number;
  number: string;
  showcaseId: number;
  showcaseName: string;
  status: OrderStatus;
  paymentSystemId: number;
  contact: OrderContact;
  delivery: OrderDelivery;
  comment: string;
  goodsTotal: number;
  bonusNetworkSpent: number;
  bonusLocalSpent: number;
  total: number;
  trackingNumber: string | null;
  createdAt: Date | string;
}

export interface OrderRow extends OrderBaseRow {
  userId: number;
}

export interface ItemRow {
  id: number;
  orderId: number;
  productId: number;
  name: string;
  article: string;
  price: number;
  quantity: number;
  picture: string | null;
  /** A claim other than a rejected one exists for the line. */
  claimed: boolean;
}

export interface EventRow {
  orderId: number;
  toStatus: OrderStatus;
  note: string;
  createdAt: Date | string;
}

export interface PaymentRow {
  id: number;
  orderId: number;
  systemId: number;
  providerPaymentId: string | null;
  status: PaymentStatus;
  amount: number;
  idempotenceKey: string;
  confirmationUrl: string | null;
}

const ORDER_COLUMNS = sql`o.id, o.number, o.user_id as "userId", o.showcase_id as "showcaseId", s.name as "showcaseName", o.status,
  o.payment_system_id as "paymentSystemId", o.contact, o.delivery, o.comment, o.goods_total::float8 as "goodsTotal",
  o.bonus_network_spent::float8 as "bonusNetworkSpent", o.bonus_local_spent::float8 as "bonusLocalSpent", o.total::float8 as total,
  o.tracking_number as "trackingNumber", o.created_at as "createdAt"`;

export function orderById(db: Conn, id: number): Promise<OrderRow | undefined> {
  return one<OrderRow>(db, sql`select ${ORDER_COLUMNS} from orders o join showcases s on s.id = o.showcase_id where o.id = ${id}`);
}

/** The user's orders, newest first. */
export function ordersOfUser(db: Conn, userId: number, limit: number): Promise<OrderRow[]> {
  return rows<OrderRow>(db, sql`
    select ${ORDER_COLUMNS} from orders o join showcases s on s.id = o.showcase_id
    where o.user_id = ${userId} order by o.created_at desc, o.id desc limit ${limit}`);
}

export async function orderIdByKey(db: Conn, userId: number, key: string): Promise<number | undefined> {
  return (await one<{ id: number }>(db, sql`select id from orders where user_id = ${userId} and idempotency_key = ${key}`))?.id;
}

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

export function itemsOf(db: Conn, orderIds: readonly number[]): Promise<ItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return rows<ItemRow>(db, sql`
    select oi.id, oi.order_id as "orderId", oi.product_id as "productId", oi.name, oi.article, oi.price::float8 as price, oi.quantity,
      '/' || img.path as picture,
      exists (select 1 from claims c where c.order_item_id = oi.id and c.status <> 'rejected') as claimed
    from order_items oi
    left join lateral (
      select m.path from product_images pi join media m on m.id = pi.small_media_id
      where pi.product_id = oi.product_id order by pi.position limit 1
    ) img on true
    where oi.order_id in (${idList(orderIds)}) order by oi.order_id, oi.id`);
}

export function eventsOf(db: Conn, orderIds: readonly number[]): Promise<EventRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return rows<EventRow>(db, sql`
    select order_id as "orderId", to_status as "toStatus", note, created_at as "createdAt"
    from order_events where order_id in (${idList(orderIds)}) order by order_id, created_at, id`);
}

const PAYMENT_COLUMNS = sql`id, order_id as "orderId", system_id as "systemId", provider_payment_id as "providerPaymentId", status,
  amount::float8 as amount, idempotence_key as "idempotenceKey", confirmation_url as "confirmationUrl"`;

/** The latest payment of each order. */
export function latestPayments(db: Conn, orderIds: readonly number[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return rows<PaymentRow>(db, sql`
    select distinct on (order_id) ${PAYMENT_COLUMNS} from payments
    where order_id in (${idList(orderIds)}) order by order_id, id desc`);
}

export function paymentByProviderId(db: Conn, providerPaymentId: string): Promise<PaymentRow | undefined> {
  return one<PaymentRow>(db, sql`select ${PAYMENT_COLUMNS} from payments where provider_payment_id = ${providerPaymentId}`);
}

export function lockPayment(tx: Tx, id: number): Promise<PaymentRow | undefined> {
  return one<PaymentRow>(tx, sql`select ${PAYMENT_COLUMNS} from payments where id = ${id} for update`);
}

export async function insertPayment(db: Conn, p: { orderId: number; systemId: number; amount: number; idempotenceKey: string }): Promise<PaymentRow> {
  const row = await one<PaymentRow>(db, sql`
    insert into payments (order_id, system_id, amount, idempotence_key) values (${p.orderId}, ${p.systemId}, ${p.amount}, ${p.idempotenceKey})
    returning ${PAYMENT_COLUMNS}`);
  if (!row) throw new Error('payment was not created');
  return row;
}

export async function setPaymentProvider(db: Conn, id: number, providerPaymentId: string, status: PaymentStatus, confirmationUrl: string | null): Promise<void> {
  await db.execute(sql`
    update payments set provider_payment_id = ${providerPaymentId}, status = ${status}, confirmation_url = ${confirmationUrl}, updated_at = now()
    where id = ${id}`);
}

export async function setPaymentStatus(db: Conn, id: number, status: PaymentStatus): Promise<void> {
  await db.execute(sql`update payments set status = ${status}, updated_at = now() where id = ${id}`);
}

/** A numeric network setting (percentages are whole numbers), or the fallback when it is not set. */
export async function numericSetting(db: Conn, key: string, fallback: number): Promise<number> {
  const row = await one<{ value: unknown }>(db, sql`select value from network_settings where key = ${key}`);
  return typeof row?.value === 'number' ? row.value : fallback;
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
