import type { OrderStatus } from '@storefront/contract/orders';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import type { OrderContact, OrderDelivery } from '../../db/schema';
import type { OrderAmounts } from './repository';

export interface CartPick {
  productId: number;
  quantity: number;
}

/**
 * Read right after the cart's row lock (a statement of its own, so this one sees what the placement that held the
 * lock before committed): the order this key already made, and the cart's lines by product id.
 */
export async function keyedOrderAndLines(
  tx: Tx,
  userId: number,
  key: string,
  cartId: number,
): Promise<{ existing: number | null; lines: CartPick[] }> {
  const row = await one<{ existing: number | null; lines: CartPick[] }>(
    tx,
    sql`
    select (select id from orders where user_id = ${userId} and idempotency_key = ${key}) as existing,
      coalesce((select json_agg(json_build_object('productId', product_id, 'quantity', quantity) order by product_id)
        from cart_items where cart_id = ${cartId}), '[]'::json) as lines`,
  );
  return { existing: row?.existing ?? null, lines: row?.lines ?? [] };
}

export interface TakenLine {
  productId: number;
  name: string;
  article: string;
  price: number;
  bonusRate: number;
  quantity: number;
  /** As sold: the receipts of the payment and of refunds use it even if the catalogue changes later. */
  vatRate: string;
  /** The product's first small picture, for the answer. */
  picture: string | null;
}

export interface TakenStock {
  /** The lines whose stock was taken, by product id (fewer than asked: some product had too little). */
  lines: TakenLine[];
  /** The new order's id and number, drawn only when every line was taken. */
  order: { id: number; number: string } | null;
}

/**
 * Takes stock for every line in one statement. The rows are locked first, in product id order (the sorted locking
 * subquery), so concurrent carts never deadlock; the guarded update never lets stock go below zero, and a buyer who
 * waited on a row lock is checked against the stock the one before left (READ COMMITTED re-checks the updated row).
 * Returns the current price and name under those locks. When every line was taken, the order's id is drawn from its
 * sequence in the same statement (so a shortage draws none) with its number ("SF-000123", from that id).
 */
export async function takeStock(tx: Tx, lines: readonly CartPick[]): Promise<TakenStock> {
  const values = sql.join(
    lines.map((l) => sql`(${l.productId}::int, ${l.quantity}::int)`),
    sql`, `,
  );
  const taken = await rows<TakenLine & { orderId: number | null; orderNumber: string | null }>(
    tx,
    sql`
    with t as (
      update products p set stock = p.stock - v.quantity
      from (select l.id, x.quantity from products l join (values ${values}) x(id, quantity) on x.id = l.id
        order by l.id for no key update of l) v
      where p.id = v.id and p.is_active and p.stock >= v.quantity
      returning p.id as "productId", p.name, p.article, p.price::float8 as price, p.bonus_rate::float8 as "bonusRate",
        v.quantity, p.vat_rate as "vatRate",
        (select '/' || m.path from product_images pi join media m on m.id = pi.small_media_id
          where pi.product_id = p.id order by pi.position limit 1) as picture
    ),
    n as (select case when (select count(*) from t) = ${lines.length} then nextval(pg_get_serial_sequence('orders', 'id')) end as id)
    select t.*, n.id::int as "orderId", 'SF-' || lpad(n.id::text, 6, '0') as "orderNumber" from t, n order by t."productId"`,
  );
  const first = taken[0];
  const order = first?.orderId != null && first.orderNumber != null ? { id: first.orderId, number: first.orderNumber } : null;
  return { lines: taken.map(({ orderId: _id, orderNumber: _number, ...line }) => line), order };
}

export function productStock(tx: Db | Tx, productId: number): Promise<{ name: string; stock: number; isActive: boolean } | undefined> {
  return one(tx, sql`select name, stock, is_active as "isActive" from products where id = ${productId}`);
}

export interface NewOrder extends OrderAmounts {
  id: number;
  number: string;
  userId: number;
  showcaseId: number;
  /** The status it is placed in: its first move (new → assembling or awaiting_payment) is made in the same statement. */
  status: OrderStatus;
  paymentSystemId: number;
  idempotencyKey: string;
  contact: OrderContact;
  delivery: OrderDelivery;
  comment: string;
  cmp?: string | null;
}

export interface NewEvent {
  from: OrderStatus | null;
  to: OrderStatus;
  actorId: number | null;
  note: string;
}

export interface NewNotification {
  userId: number;
  type: string;
  title: string;
  body: string;
  link: string | null;
}

/** The order as stored, for the answer (the values the database keeps: money rounded as its columns round it). */
export interface PlacedRow extends OrderAmounts {
  createdAt: Date | string;
  trackingNumber: string | null;
  comment: string;
  /** The ids of the lines, in the order of `lines`. */
  lineIds: number[];
  /** The staff members told (notifications with showcase_id), and whether each gets a bot message. */
  staff: Array<{ userId: number; bot: boolean }>;
}

/**
 * Writes the order in one statement: the order row (its id and number drawn by takeStock), its lines, its events, the
 * buyer's notifications with the staff's between them (`staff`: their rows as notifications/staff.ts builds them, in
 * the order given), and the cart emptied of the ordered products (a line a login merge adds meanwhile stays) and
 * stamped with the order's time: an empty cart not changed since then is the cart that order took (orderFromCart).
 * Rows of one table are inserted by one INSERT in the order listed, so their ids keep the order of the steps.
 * A repeated idempotency key raises 23505.
 */
export async function insertPlaced(
  tx: Tx,
  o: NewOrder,
  lines: readonly TakenLine[],
  cartId: number,
  events: readonly NewEvent[],
  notes: { before: readonly NewNotification[]; staff: SQL; after: readonly NewNotification[] },
): Promise<PlacedRow> {
  const items = sql.join(
    lines.map(
      (l, k) =>
        sql`(${k}::int, ${l.productId}::int, ${l.name}::text, ${l.article}::text, ${l.price}::numeric, ${l.quantity}::int, ${l.bonusRate}::numeric, ${l.vatRate}::text)`,
    ),
    sql`, `,
  );
  const eventRows = sql.join(
    events.map((e, k) => sql`(${k}::int, ${e.from}::text, ${e.to}::text, ${e.actorId}::int, ${e.note}::text)`),
    sql`, `,
  );
  const buyerRows = (list: readonly NewNotification[], group: number) =>
    list.map(
      (n, k) =>
        sql`select ${group}::int as g, ${k}::int as k, ${n.userId}::int as user_id, null::int as showcase_id, ${n.type}::text as type,
        ${n.title}::text as title, ${n.body}::text as body, ${n.link}::text as link, null::text as bot_state`,
    );
  const noteRows = sql.join(
    [
      ...buyerRows(notes.before, 0),
      sql`select 1, (row_number() over ())::int, s.user_id, s.showcase_id, s.type, s.title, s.body, s.link, s.bot_state from (${notes.staff}) s`,
      ...buyerRows(notes.after, 2),
    ],
    sql` union all `,
  );
  const productIds = sql.join(
    lines.map((l) => sql`${l.productId}`),
    sql`, `,
  );
  const row = await one<Omit<PlacedRow, 'lineIds' | 'staff'> & { lineIds: number[]; staff: Array<{ userId: number; bot: boolean }> | null }>(
    tx,
    sql`
    with o as (
      insert into orders (id, number, user_id, showcase_id, status, payment_system_id, idempotency_key, contact, delivery, comment,
        goods_total, bonus_network_spent, bonus_local_spent, total, delivery_price, delivery_choice, cmp)
      values (${o.id}, ${o.number}, ${o.userId}, ${o.showcaseId}, ${o.status}, ${o.paymentSystemId}, ${o.idempotencyKey},
        ${JSON.stringify(o.contact)}::jsonb, ${JSON.stringify(o.delivery)}::jsonb, ${o.comment},
        ${o.goodsTotal}, ${o.bonusNetworkSpent}, ${o.bonusLocalSpent}, ${o.total}, ${o.deliveryPrice},
        ${o.deliveryChoice ? JSON.stringify(o.deliveryChoice) : null}::jsonb, ${o.cmp ?? null})
      returning id, created_at, goods_total, bonus_network_spent, bonus_local_spent, total, delivery_price, delivery_choice,
        tracking_number, comment
    ),
    i as (
      insert into order_items (order_id, product_id, name, article, price, quantity, bonus_rate, vat_rate)
      select o.id, v.product_id, v.name, v.article, v.price, v.quantity, v.bonus_rate, v.vat_rate
      from o, (values ${items}) v(k, product_id, name, article, price, quantity, bonus_rate, vat_rate) order by v.k
      returning id
    ),
    e as (
      insert into order_events (order_id, from_status, to_status, actor_id, note)
      select o.id, v.from_status, v.to_status, v.actor_id, v.note from o, (values ${eventRows}) v(k, from_status, to_status, actor_id, note)
      order by v.k
    ),
    nt as (
      insert into notifications (user_id, showcase_id, type, title, body, link, bot_state)
      select x.user_id, x.showcase_id, x.type, x.title, x.body, x.link, x.bot_state from o, (${noteRows}) x order by x.g, x.k
      returning user_id, showcase_id, bot_state
    ),
    removed as (delete from cart_items where cart_id = ${cartId} and product_id in (${productIds})),
    stamped as (update carts set updated_at = now() where id = ${cartId})
    select o.created_at as "createdAt", o.goods_total::float8 as "goodsTotal", o.bonus_network_spent::float8 as "bonusNetworkSpent",
      o.bonus_local_spent::float8 as "bonusLocalSpent", o.total::float8 as total, o.delivery_price::float8 as "deliveryPrice",
      o.delivery_choice as "deliveryChoice", o.tracking_number as "trackingNumber", o.comment,
      (select json_agg(id order by id) from i) as "lineIds",
      (select json_agg(json_build_object('userId', user_id, 'bot', bot_state = 'pending') order by user_id) from nt where showcase_id is not null) as staff
    from o`,
  );
  if (!row) throw new Error('order was not created');
  return { ...row, lineIds: row.lineIds.map(Number), staff: row.staff ?? [] };
}

/**
 * The order an (empty) cart became: the owner's latest order on the showcase placed since the cart last changed.
 * Placement stamps the cart in the order's own transaction, so their times are equal; adding a line restamps it.
 */
export function orderFromCart(tx: Tx, cartId: number): Promise<{ id: number; number: string } | undefined> {
  return one(
    tx,
    sql`
    select o.id, o.number from carts c
    join orders o on o.user_id = c.user_id and o.showcase_id = c.showcase_id and o.created_at >= c.updated_at
    where c.id = ${cartId} order by o.id desc limit 1`,
  );
}

/** Puts an order's goods back on the shelf (cancellation), locking products in id order as placement does. */
export async function returnStock(tx: Tx, orderId: number): Promise<void> {
  const lines = await rows<{ productId: number; quantity: number }>(
    tx,
    sql`
    select product_id as "productId", sum(quantity)::int as quantity from order_items where order_id = ${orderId}
    group by product_id order by product_id`,
  );
  for (const line of lines) await tx.execute(sql`update products set stock = stock + ${line.quantity} where id = ${line.productId}`);
}

/** Returned units of some lines: back to stock, and counted on the line (never more than it has left). */
export async function returnUnits(tx: Tx, orderId: number, units: ReadonlyMap<number, number>): Promise<void> {
  for (const [lineId, count] of [...units].sort((a, b) => a[0] - b[0])) {
    if (count <= 0) continue;
    const line = await one<{ productId: number; n: number }>(
      tx,
      sql`update order_items set returned_quantity = returned_quantity + ${count}
      where id = ${lineId} and order_id = ${orderId} and returned_quantity + ${count} <= quantity returning product_id as "productId", ${count}::int as n`,
    );
    if (!line) throw new Error(`order line ${lineId} cannot return ${count} more units`);
    await tx.execute(sql`update products set stock = stock + ${line.n} where id = ${line.productId}`);
  }
}

/** Every unit of the order not returned yet (a whole return). */
export function unreturnedUnits(tx: Tx, orderId: number): Promise<Array<{ id: number; n: number }>> {
  return rows(
    tx,
    sql`select id, quantity - returned_quantity as n from order_items where order_id = ${orderId} and quantity > returned_quantity order by id`,
  );
}
