import { randomBytes } from 'node:crypto';
import { IDEMPOTENCY_HEADER, type Order, type PlaceOrderBody } from '@storefront/contract/orders';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { one, rows } from '../../src/db/sql';
import { randomToken, sha256Hex } from '../../src/lib/crypto';
import { ensureAccount, post as postEntry } from '../../src/modules/bonuses/ledger';
import { fileTestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { get, post } from '../helpers/http';

/** A fresh buyer with a logged-in session, made directly in the database (no login round trip). */
export async function createBuyer(db: Db, name = 'Покупатель Тестовый'): Promise<{ userId: number; cookie: string }> {
  const user = await one<{ id: number }>(
    db,
    sql`
    insert into users (name, ref_code, phone, email, city) values (${name}, ${`T${randomBytes(6).toString('hex')}`}, '+79120000000', 'buyer@example.com', 'Казань')
    returning id`,
  );
  const cookie = randomToken(32);
  await db.execute(
    sql`insert into sessions (id_hash, user_id, data, expires_at) values (${sha256Hex(cookie)}, ${user!.id}, '{}'::jsonb, now() + interval '1 day')`,
  );
  return { userId: user!.id, cookie };
}

/** Credits spendable bonuses (kopecks) to the user's network account, or to the local one of a showcase. */
export async function grantBonuses(db: Db, userId: number, amount: number, showcaseId?: number): Promise<void> {
  await db.transaction(async (tx) => {
    const accountId =
      showcaseId === undefined ? await ensureAccount(tx, 'user_network', { userId }) : await ensureAccount(tx, 'user_local', { userId, showcaseId });
    await postEntry(tx, {
      accountId,
      amount,
      status: 'available',
      operation: 'transfer_in',
      idempotencyKey: `test-grant:${randomBytes(8).toString('hex')}`,
    });
  });
}

export async function balances(db: Db, userId: number, showcaseId: number): Promise<{ network: number; local: number }> {
  const row = await one<{ network: number | null; local: number | null }>(
    db,
    sql`
    select (select balance::float8 from bonus_accounts where kind = 'user_network' and user_id = ${userId}) as network,
      (select balance::float8 from bonus_accounts where kind = 'user_local' and user_id = ${userId} and showcase_id = ${showcaseId}) as local`,
  );
  return { network: row?.network ?? 0, local: row?.local ?? 0 };
}

export interface TestProduct {
  id: number;
  name: string;
  price: number;
  stock: number;
}

/** In-stock products of the default showcase, cheapest first (their categories are shown there). */
export async function productsInStock(db: Db, showcaseId: number, count: number, minStock = 5): Promise<TestProduct[]> {
  return rows<TestProduct>(
    db,
    sql`
    select p.id, p.name, p.price::float8 as price, p.stock from products p
    join categories c on c.id = p.category_id
    join showcase_categories sc on sc.category_id = c.id and sc.showcase_id = ${showcaseId} and sc.visible
    left join showcase_categories psc on psc.category_id = c.parent_id and psc.showcase_id = ${showcaseId}
    where p.is_active and p.stock >= ${minStock} and (c.parent_id is null or psc.visible) order by p.id limit ${count}`,
  );
}

/** The seeded main showcase's id and `count` of its products with at least `minStock` in stock: the order tests' stage. */
export async function mainShowcaseStock(db: Db, count: number, minStock?: number): Promise<{ mainId: number; products: TestProduct[] }> {
  const mainId = (await showcaseByAlias(db, 'main')).id;
  return { mainId, products: await productsInStock(db, mainId, count, minStock) };
}

export async function setStock(db: Db, productId: number, stock: number): Promise<void> {
  await db.execute(sql`update products set stock = ${stock} where id = ${productId}`);
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  return (await one<{ stock: number }>(db, sql`select stock from products where id = ${productId}`))!.stock;
}

export function addToCart(app: FastifyInstance, cookie: string, productId: number, quantity: number, query?: Record<string, string>) {
  return post(
    app,
    '/api/tg/',
    { method: 'UpdateProductQuantityInCart', ProductId: productId, Quantity: quantity },
    { cookie, ...(query ? { query } : {}) },
  );
}

/** Pays a card order on the sandbox's payment page as the buyer's «succeed» does: 303 back to the store. */
export async function payInSandbox(app: FastifyInstance, confirmationUrl: string): Promise<void> {
  const paid = await app.inject({
    method: 'POST',
    url: new URL(confirmationUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=succeed',
  });
  expect(paid.statusCode).toBe(303);
}

export const newKey = () => `k${randomBytes(12).toString('hex')}`;

/** The operator's default consent to processing for an order (migration 0019 inserts it second). */
export const ORDER_CONSENT_ID = 2;
export const MARKETING_CONSENT_ID = 3;

export const validBody = (over: Partial<PlaceOrderBody> = {}): PlaceOrderBody => ({
  contact: { name: 'Иван Покупателев', phone: '+7 (912) 345-67-89', email: 'ivan@example.com' },
  delivery: { method: 'courier', city: 'Москва', address: 'ул Тверская, д 7, кв 12' },
  paymentSystemId: 2,
  consents: { order: ORDER_CONSENT_ID },
  ...over,
});

export function placeOrder(
  app: FastifyInstance,
  cookie: string | null,
  body: unknown,
  key: string | null = newKey(),
  query?: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return post(app, '/api/orders', body, { cookie, headers: key === null ? {} : { [IDEMPOTENCY_HEADER]: key }, ...(query ? { query } : {}) });
}

export async function accountOrder(app: FastifyInstance, cookie: string, id: number): Promise<Order> {
  const res = await get(app, '/api/account/orders/', { cookie, query: { id: String(id), json: '1' } });
  if (res.statusCode !== 200) throw new Error(`order ${id}: ${res.statusCode} ${res.body}`);
  return res.json<{ order: Order }>().order;
}

export const orderAction = (app: FastifyInstance, cookie: string, orderId: number, type: 'cancel' | 'repeat' | 'pay') =>
  post(app, '/api/ajax/', { action: 'orderAction', orderId, type }, { cookie });

/**
 * The stage of an order test file: its test app, the seeded main showcase and `count` of its products with at least
 * `minStock` in stock (read them once the file's beforeAll has run), and the helpers above bound to that app.
 */
export function orderShop(count: number, minStock?: number) {
  const t = fileTestApp();
  const stage = { mainId: 0, products: [] as TestProduct[] };
  beforeAll(async () => {
    Object.assign(stage, await mainShowcaseStock(t.database.db, count, minStock));
  });
  return {
    t,
    get mainId() {
      return stage.mainId;
    },
    get products() {
      return stage.products;
    },
    createBuyer: (name?: string) => createBuyer(t.database.db, name),
    grantBonuses: (userId: number, amount: number, showcaseId?: number) => grantBonuses(t.database.db, userId, amount, showcaseId),
    balances: (userId: number, showcaseId: number) => balances(t.database.db, userId, showcaseId),
    setStock: (productId: number, stock: number) => setStock(t.database.db, productId, stock),
    stockOf: (productId: number) => stockOf(t.database.db, productId),
    addToCart: (cookie: string, productId: number, quantity: number, query?: Record<string, string>) =>
      addToCart(t.app, cookie, productId, quantity, query),
    placeOrder: (cookie: string | null, body: unknown, key?: string | null, query?: Record<string, string>) =>
      placeOrder(t.app, cookie, body, key, query),
    accountOrder: (cookie: string, id: number) => accountOrder(t.app, cookie, id),
    orderAction: (cookie: string, orderId: number, type: 'cancel' | 'repeat' | 'pay') => orderAction(t.app, cookie, orderId, type),
  };
}
