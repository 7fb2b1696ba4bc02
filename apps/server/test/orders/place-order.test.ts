import { toBase36 } from '@storefront/contract/links';
import { IDEMPOTENCY_HEADER, type CheckoutInfo, type Order } from '@storefront/contract/orders';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { one, rows } from '../../src/db/sql';
import { createTestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { expectRefusal, get, post } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { addToCart, createBuyer, newKey, orderShop, placeOrder, type TestProduct, validBody } from './order-helpers';

const shop = orderShop(6, 8);
const t = shop.t;

type Placed = { order: Order; confirmationUrl: string | null };

/** The answer to a placement is the order as reading it back gives it, to the order of its keys. */
async function expectAnswerAsRead(answer: Order, cookie: string) {
  const read = await get(t.app, `/api/account/orders?id=${answer.id}`, { cookie });
  expect(read.statusCode, read.body).toBe(200);
  expect(JSON.stringify(answer)).toBe(JSON.stringify(read.json<{ order: Order }>().order));
}

async function buyerWithCart(lines: Array<[TestProduct, number]>) {
  const buyer = await shop.createBuyer();
  for (const [p, qty] of lines) expect((await shop.addToCart(buyer.cookie, p.id, qty)).statusCode).toBe(200);
  return buyer;
}

describe('checkout info', () => {
  it('needs a logged-in user', async () => {
    expect((await get(t.app, '/api/orders/checkout')).statusCode).toBe(401);
  });

  it('shows the cart totals, bonus caps, the profile contact and both payment systems', async () => {
    const [a, b] = shop.products as [TestProduct, TestProduct];
    const buyer = await buyerWithCart([
      [a, 2],
      [b, 1],
    ]);
    await shop.grantBonuses(buyer.userId, 1_000_000_00);
    await shop.grantBonuses(buyer.userId, 300_00, shop.mainId);
    const info = (await get(t.app, '/api/orders/checkout', { cookie: buyer.cookie })).json<CheckoutInfo>();
    const goods = a.price * 2 + b.price;
    expect(info).toMatchObject({
      goodsTotal: goods,
      itemsCount: 3,
      bonus: { networkAvailable: 1_000_000_00, localAvailable: 300_00, networkCap: Math.floor(goods / 2), localCap: Math.min(300_00, goods) },
      contact: { name: 'Покупатель Тестовый', phone: '+79120000000', email: 'buyer@example.com' },
      city: 'Казань',
      paymentSystems: [
        { id: 1, available: true },
        { id: 2, available: true },
      ],
      acceptsOrders: true,
      suggest: { url: '', token: 'demo-suggest-token' },
    });
  });

  it('says a landing-mode showcase takes no orders', async () => {
    const promo = await showcaseByAlias(t.database.db, 'promo');
    const buyer = await shop.createBuyer();
    const info = (await get(t.app, '/api/orders/checkout', { cookie: buyer.cookie, query: { s: toBase36(promo.id) } })).json<CheckoutInfo>();
    expect(info.acceptsOrders).toBe(false);
  });
});

describe('placing an order', () => {
  it('with payment on delivery: takes stock, snapshots lines, empties the cart, goes to assembling', async () => {
    const [a, b] = shop.products as [TestProduct, TestProduct];
    const before = [await shop.stockOf(a.id), await shop.stockOf(b.id)];
    const buyer = await buyerWithCart([
      [a, 2],
      [b, 1],
    ]);
    const res = await shop.placeOrder(buyer.cookie, validBody({ comment: 'Позвоните заранее' }));
    expect(res.statusCode, res.body).toBe(201);
    const { order, confirmationUrl } = res.json<Placed>();
    expect(confirmationUrl).toBeNull();
    expect(order.number).toMatch(/^SF-\d{6}$/);
    expect(order).toMatchObject({
      status: 'assembling',
      paymentSystemId: 2,
      payment: null,
      goodsTotal: a.price * 2 + b.price,
      total: a.price * 2 + b.price,
      contact: { name: 'Иван Покупателев', phone: '+79123456789', email: 'ivan@example.com' },
      delivery: { method: 'courier', city: 'Москва', address: 'ул Тверская, д 7, кв 12' },
      comment: 'Позвоните заранее',
      canCancel: true,
      canPay: false,
    });
    expect(order.lines.map((l) => [l.productId, l.quantity, l.price, l.name])).toEqual(
      [
        [a.id, 2, a.price, a.name],
        [b.id, 1, b.price, b.name],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
    expect(order.events.map((e) => e.status)).toEqual(['new', 'assembling']);
    expect([await shop.stockOf(a.id), await shop.stockOf(b.id)]).toEqual([before[0]! - 2, before[1]! - 1]);
    const cart = (await get(t.app, '/api/cart/', { cookie: buyer.cookie })).json<{ cart: { cnt_in_cart: number } }>();
    expect(cart.cart.cnt_in_cart).toBe(0);
    const notes = await rows<{ title: string }>(
      t.database.db,
      sql`select title from notifications where user_id = ${buyer.userId} and type = 'order_status' order by id`,
    );
    expect(notes.map((n) => n.title)).toEqual([`Заказ ${order.number} оформлен`, `Заказ ${order.number} собирается`]);
    // The buyer's first notification, the staff's (owner and admins, by user id), then the buyer's second, by id.
    const all = await rows<{ userId: number; showcaseId: number | null; type: string; title: string; link: string | null }>(
      t.database.db,
      sql`select user_id as "userId", showcase_id as "showcaseId", type, title, link from notifications
      where link like ${`%?id=${order.id}`} and (user_id = ${buyer.userId} or type = 'order_new') order by id`,
    );
    const staff = await rows<{ userId: number }>(
      t.database.db,
      sql`select owner_id as "userId" from showcases where id = ${shop.mainId} union select user_id from showcase_admins where showcase_id = ${shop.mainId} order by 1`,
    );
    expect(all).toEqual([
      {
        userId: buyer.userId,
        showcaseId: null,
        type: 'order_status',
        title: `Заказ ${order.number} оформлен`,
        link: `/account/profile/orders?id=${order.id}`,
      },
      ...staff.map((m) => ({
        userId: m.userId,
        showcaseId: shop.mainId,
        type: 'order_new',
        title: `Новый заказ ${order.number}`,
        link: `/account/profile/sale-orders?id=${order.id}`,
      })),
      {
        userId: buyer.userId,
        showcaseId: null,
        type: 'order_status',
        title: `Заказ ${order.number} собирается`,
        link: `/account/profile/orders?id=${order.id}`,
      },
    ]);
    const events = await rows<{ from: string | null; to: string; actorId: number | null; note: string }>(
      t.database.db,
      sql`select from_status as "from", to_status as "to", actor_id as "actorId", note from order_events where order_id = ${order.id} order by id`,
    );
    expect(events).toEqual([
      { from: null, to: 'new', actorId: buyer.userId, note: 'Заказ оформлен' },
      { from: 'new', to: 'assembling', actorId: null, note: 'Оплата при получении — передан на сборку' },
    ]);
    await expectAnswerAsRead(order, buyer.cookie);
  });

  it('with card payment: creates a provider payment and waits for it', async () => {
    const buyer = await buyerWithCart([[shop.products[2]!, 1]]);
    const res = await shop.placeOrder(buyer.cookie, validBody({ paymentSystemId: 1 }), newKey(), { s: 'main' });
    expect(res.statusCode, res.body).toBe(201);
    const { order, confirmationUrl } = res.json<Placed>();
    expect(order.status).toBe('awaiting_payment');
    expect(order.payment).toEqual({ status: 'pending', confirmationUrl });
    expect(confirmationUrl).toMatch(/^http:\/\/localhost(:\d+)?\/api\/sandbox\/pay\/[0-9a-f-]{36}$/);
    expect(order.canPay).toBe(true);
    expect(order.events.map((e) => e.status)).toEqual(['new', 'awaiting_payment']);
    const payment = await one<{ amount: number; provider: string }>(
      t.database.db,
      sql`
      select amount::float8 as amount, provider_payment_id as provider from payments where order_id = ${order.id}`,
    );
    expect(payment?.amount).toBe(shop.products[2]!.price);
    const sandbox = await one<{ value: string; returnUrl: string }>(
      t.database.db,
      sql`select amount_value as value, return_url as "returnUrl" from sandbox_payments where id = ${payment!.provider}`,
    );
    expect(sandbox?.value).toBe((shop.products[2]!.price / 100).toFixed(2));
    expect(sandbox?.returnUrl).toBe(`http://localhost/api/payments/1/return?orderId=${order.id}&s=main`);
  });

  it('spends bonuses within the caps through the ledger', async () => {
    const [, , , d] = shop.products as [TestProduct, TestProduct, TestProduct, TestProduct];
    const buyer = await buyerWithCart([[d, 2]]);
    const goods = d.price * 2;
    await shop.grantBonuses(buyer.userId, goods);
    await shop.grantBonuses(buyer.userId, 100_00, shop.mainId);
    const network = Math.floor(goods / 2);
    const local = Math.min(100_00, goods - network);
    const res = await shop.placeOrder(buyer.cookie, validBody({ bonusNetwork: network, bonusLocal: local }));
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json<Placed>();
    expect(order).toMatchObject({ goodsTotal: goods, bonusNetworkSpent: network, bonusLocalSpent: local, total: goods - network - local });
    expect(await shop.balances(buyer.userId, shop.mainId)).toEqual({ network: goods - network, local: 100_00 - local });
    const entries = await rows<{ key: string; amount: number }>(
      t.database.db,
      sql`
      select idempotency_key as key, amount::float8 as amount from bonus_entries where order_id = ${order.id} and operation = 'spend' order by key`,
    );
    expect(entries).toEqual([
      { key: `spend:${order.id}:local`, amount: -local },
      { key: `spend:${order.id}:network`, amount: -network },
    ]);
    await expectAnswerAsRead(order, buyer.cookie);
  });

  it('returns the same order for the same key, and never a second one', async () => {
    const buyer = await buyerWithCart([[shop.products[4]!, 1]]);
    const key = newKey();
    const first = await shop.placeOrder(buyer.cookie, validBody(), key);
    expect(first.statusCode).toBe(201);
    // The cart is empty now: a retry still answers with the order, not "cart empty".
    const again = await shop.placeOrder(buyer.cookie, validBody({ comment: 'другое тело' }), key);
    expect(again.statusCode).toBe(200);
    expect(again.json<Placed>().order.id).toBe(first.json<Placed>().order.id);
    const n = await one<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders where user_id = ${buyer.userId}`);
    expect(n?.n).toBe(1);
    // Another user's identical key is theirs alone.
    const other = await buyerWithCart([[shop.products[4]!, 1]]);
    const theirs = await shop.placeOrder(other.cookie, validBody(), key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<Placed>().order.id).not.toBe(first.json<Placed>().order.id);
  });
});

describe('refusals name the field and change nothing', () => {
  async function refused(body: unknown, opts: { key?: string | null; lines?: Array<[TestProduct, number]>; query?: Record<string, string> } = {}) {
    const buyer = await buyerWithCart(opts.lines ?? [[shop.products[5]!, 1]]);
    const stock = await shop.stockOf(shop.products[5]!.id);
    const res = await shop.placeOrder(buyer.cookie, body, opts.key === undefined ? newKey() : opts.key, opts.query);
    expect(await shop.stockOf(shop.products[5]!.id)).toBe(stock);
    const n = await one<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders where user_id = ${buyer.userId}`);
    expect(n?.n).toBe(0);
    return res;
  }
  const fieldsOf = (res: { json: <T>() => T }) => Object.keys(res.json<{ fields?: Record<string, string> }>().fields ?? {});

  it.each([
    ['contact.name', validBody({ contact: { name: 'И', phone: '+79123456789' } })],
    ['contact.phone', validBody({ contact: { name: 'Иван', phone: '12345' } })],
    ['contact.phone', validBody({ contact: { name: 'Иван', phone: '+1 212 555 0100' } })],
    ['contact.email', validBody({ contact: { name: 'Иван', phone: '89123456789', email: 'not-an-email' } })],
    ['delivery.address', validBody({ delivery: { method: 'courier', city: 'Москва', address: 'ул' } })],
    ['delivery.city', validBody({ delivery: { method: 'courier', city: '', address: 'ул Тверская, 7' } })],
    ['delivery.method', { ...validBody(), delivery: { method: 'drone', city: 'Москва', address: 'ул Тверская, 7' } }],
    ['paymentSystemId', { ...validBody(), paymentSystemId: 3 }],
    ['bonusNetwork', validBody({ bonusNetwork: -100 })],
    ['bonusLocal', validBody({ bonusLocal: 1.5 })],
  ])('%s', async (field, body) => {
    const res = await refused(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(res)).toContain(field);
  });

  it('a missing or malformed Idempotency-Key', async () => {
    for (const key of [null, 'short', 'has spaces in it', 'x'.repeat(65), 'кириллица123']) {
      const res = await refused(validBody(), { key });
      expect(res.statusCode, String(key)).toBe(400);
      expect(fieldsOf(res)).toEqual(['Idempotency-Key']);
    }
  });

  it('bonus spending above the caps or the balance', async () => {
    const p = shop.products[5]!;
    const buyer = await buyerWithCart([[p, 1]]);
    await shop.grantBonuses(buyer.userId, p.price * 10);
    await shop.grantBonuses(buyer.userId, 50_00, shop.mainId);
    const half = Math.floor(p.price / 2);
    const tries: Array<[Record<string, number>, string, RegExp]> = [
      [{ bonusNetwork: half + 1 }, 'bonusNetwork', /не больше/],
      [{ bonusLocal: 50_01 }, 'bonusLocal', /Доступно бонусов витрины: 50/],
      [{ bonusLocal: p.price + 1 }, 'bonusLocal', /не больше/],
    ];
    for (const [spend, field, text] of tries) {
      const res = await shop.placeOrder(buyer.cookie, validBody(spend));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields[field]).toMatch(text);
    }
    const poor = await buyerWithCart([[p, 1]]);
    await shop.grantBonuses(poor.userId, 10_00);
    const res = await shop.placeOrder(poor.cookie, validBody({ bonusNetwork: 10_01 }));
    expect(res.json<{ fields: Record<string, string> }>().fields.bonusNetwork).toBe('Доступно бонусов сети: 10,01'.replace('10,01', '10'));
    expect(await shop.balances(poor.userId, shop.mainId)).toEqual({ network: 10_00, local: 0 });
    expect(await shop.balances(buyer.userId, shop.mainId)).toEqual({ network: p.price * 10, local: 50_00 });
  });

  it('an empty cart', async () => {
    const buyer = await shop.createBuyer();
    const res = await shop.placeOrder(buyer.cookie, validBody());
    expect(res.statusCode).toBe(409);
    expect(res.json<{ code: string; message: string }>()).toMatchObject({
      code: 'CART_EMPTY',
      message: 'Корзина пуста: добавьте товары, чтобы оформить заказ',
    });
  });

  it('a cart already placed from another tab: 409 naming that order, until the cart changes', async () => {
    const [a] = shop.products as [TestProduct];
    const buyer = await buyerWithCart([[a, 1]]);
    const first = await shop.placeOrder(buyer.cookie, validBody());
    expect(first.statusCode, first.body).toBe(201);
    const { order } = first.json<Placed>();

    const again = await shop.placeOrder(buyer.cookie, validBody());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'ORDER_ALREADY_PLACED',
      message: `Эта корзина уже оформлена: заказ ${order.number}`,
      fields: { orderId: String(order.id), orderNumber: order.number },
    });
    const english = await post(t.app, '/api/orders', validBody(), {
      cookie: buyer.cookie,
      headers: { [IDEMPOTENCY_HEADER]: newKey(), 'accept-language': 'en-US' },
    });
    expect(english.json<{ message: string }>().message).toBe(`This cart has already been ordered: order ${order.number}`);

    // Filled and emptied again since: an ordinary empty cart.
    expect((await shop.addToCart(buyer.cookie, a.id, 1)).statusCode).toBe(200);
    expect((await post(t.app, '/api/tg/', { method: 'DeleteProductFromCart', ProductId: a.id }, { cookie: buyer.cookie })).statusCode).toBe(200);
    const empty = await shop.placeOrder(buyer.cookie, validBody());
    expect(empty.json<{ code: string }>().code).toBe('CART_EMPTY');
  });

  it('a landing-mode showcase', async () => {
    const promo = await showcaseByAlias(t.database.db, 'promo');
    const res = await refused(validBody(), { query: { s: toBase36(promo.id) } });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ code: string }>().code).toBe('LANDING_MODE');
  });

  it('an anonymous visitor', async () => {
    expect((await shop.placeOrder(null, validBody())).statusCode).toBe(401);
  });

  it('a shortage, naming the product and what is left', async () => {
    const [p, q] = [shop.products[0]!, shop.products[1]!];
    const buyer = await buyerWithCart([
      [p, 3],
      [q, 1],
    ]);
    await shop.setStock(p.id, 2);
    const qStock = await shop.stockOf(q.id);
    const res = await shop.placeOrder(buyer.cookie, validBody());
    expectRefusal(res, 409, {
      code: 'STOCK_LIMIT',
      message: `Товара «${p.name}» в наличии только 2 шт.`,
      fields: { [`cart.${p.id}`]: '2' },
    });
    expect([await shop.stockOf(p.id), await shop.stockOf(q.id)]).toEqual([2, qStock]);
    await shop.setStock(p.id, 0);
    const none = await shop.placeOrder(buyer.cookie, validBody());
    expect(none.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: `Товара «${p.name}» нет в наличии` });
    const cart = (await get(t.app, '/api/cart/', { cookie: buyer.cookie })).json<{ cart: { cnt_in_cart: number } }>();
    expect(cart.cart.cnt_in_cart).toBe(4);
    await shop.setStock(p.id, 50);
  });

  it('the card method when no provider is configured', async () => {
    const off = await createTestApp({ DEMO: false });
    try {
      const buyer = await createBuyer(off.database.db);
      await addToCart(off.app, buyer.cookie, shop.products[0]!.id, 1);
      const info = (await get(off.app, '/api/orders/checkout', { cookie: buyer.cookie })).json<CheckoutInfo>();
      expect(info.paymentSystems).toEqual([
        { id: 1, available: false },
        { id: 2, available: true },
      ]);
      const res = await placeOrder(off.app, buyer.cookie, validBody({ paymentSystemId: 1 }));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual(['paymentSystemId']);
    } finally {
      await off.close();
    }
  });

  it('the demo shopper can order too (logged in through /test)', async () => {
    const cookie = await loginAs(t, 'shopper');
    await shop.addToCart(cookie, shop.products[3]!.id, 1);
    const res = await shop.placeOrder(cookie, validBody());
    expect(res.statusCode, res.body).toBe(201);
  });
});
