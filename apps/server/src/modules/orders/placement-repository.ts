import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import type { OrderContact, OrderDelivery, OrderDeliveryChoice } from '../../db/schema';

export interface CartPick {
  productId: number;
  quantity: number;
}

/** The lines of a cart, by product id (the order stock rows are locked in). */
export function cartLines(tx: Tx, cartId: number): Promise<CartPick[]> {
  return rows<CartPick>(tx, sql`select product_id as "productId", quantity from cart_items where cart_id = ${cartId} order by product_id`);
}

export interface TakenLine {
  productId: number;
  name: string;
  article: string;
  price: number;
  bonusRate: number;
  quantity: number;
}

/**
 * Takes stock for one line: the guarded update never lets stock go below zero, and it locks the row, so
 * concurrent buyers of the last items queue here and the late ones find too little. Returns the current
 * price and name under that lock, or undefined when there is not enough.
 */
export async function takeStock(tx: Tx, productId: number, quantity: number): Promise<TakenLine | undefined> {
  return one<TakenLine>(
    tx,
    sql`
    update products set stock = stock - ${quantity}
    where id = ${productId} and is_active and stock >= ${quantity}
    returning id as "productId", name, article, price::float8 as price, bonus_rate::float8 as "bonusRate", ${quantity}::int as quantity`,
  );
}

export function productStock(tx: Db | Tx, productId: number): Promise<{ name: string; stock: number; isActive: boolean } | undefined> {
  return one(tx, sql`select name, stock, is_active as "isActive" from products where id = ${productId}`);
}

export interface NewOrder {
  userId: number;
  showcaseId: number;
  paymentSystemId: number;
  idempotencyKey: string;
  contact: OrderContact;
  delivery: OrderDelivery;
  comment: string;
  goodsTotal: number;
  bonusNetworkSpent: number;
  bonusLocalSpent: number;
  total: number;
  deliveryPrice: number;
  deliveryChoice: OrderDeliveryChoice | null;
  cmp?: string | null;
}

/** Inserts the order with its number ("SF-000123", from its own id); a repeated idempotency key raises 23505. */
export async function insertOrder(tx: Tx, o: NewOrder): Promise<{ id: number; number: string }> {
  const row = await one<{ id: number; number: string }>(
    tx,
    sql`
    with n as (select nextval(pg_get_serial_sequence('orders', 'id')) as id)
    insert into orders (id, number, user_id, showcase_id, status, payment_system_id, idempotency_key, contact, delivery, comment,
      goods_total, bonus_network_spent, bonus_local_spent, total, delivery_price, delivery_choice, cmp)
    select n.id, 'SF-' || lpad(n.id::text, 6, '0'), ${o.userId}, ${o.showcaseId}, 'new', ${o.paymentSystemId}, ${o.idempotencyKey},
      ${JSON.stringify(o.contact)}::jsonb, ${JSON.stringify(o.delivery)}::jsonb, ${o.comment},
      ${o.goodsTotal}, ${o.bonusNetworkSpent}, ${o.bonusLocalSpent}, ${o.total}, ${o.deliveryPrice},
      ${o.deliveryChoice ? JSON.stringify(o.deliveryChoice) : null}::jsonb, ${o.cmp ?? null}
    from n returning id, number`,
  );
  if (!row) throw new Error('order was not created');
  return row;
}

/** The lines with the VAT rate as sold (the payment's and refunds' receipts use it even if the catalogue changes later); one statement. */
export async function insertItems(tx: Tx, orderId: number, lines: readonly TakenLine[]): Promise<void> {
  const values = lines.map(
    (l) => sql`(${l.productId}::int, ${l.name}::text, ${l.article}::text, ${l.price}::numeric, ${l.quantity}::int, ${l.bonusRate}::numeric)`,
  );
  await tx.execute(
    sql`insert into order_items (order_id, product_id, name, article, price, quantity, bonus_rate, vat_rate)
    select ${orderId}, v.product_id, v.name, v.article, v.price, v.quantity, v.bonus_rate, p.vat_rate
    from (values ${sql.join(values, sql`, `)}) v(product_id, name, article, price, quantity, bonus_rate)
    join products p on p.id = v.product_id`,
  );
}

/**
 * Removes the ordered products from the cart (a line a login merge adds meanwhile stays) and
 * stamps the cart with the order's time: an empty cart not changed since then is the cart that order took (orderFromCart).
 */
export async function removeFromCart(tx: Tx, cartId: number, productIds: readonly number[]): Promise<void> {
  await tx.execute(
    sql`with removed as (delete from cart_items where cart_id = ${cartId} and product_id in (${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )}))
    update carts set updated_at = now() where id = ${cartId}`,
  );
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
