import type { Order, OrderActionResponse } from '@storefront/contract/orders';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { one } from '../../src/db/sql';
import { createTestApp, fileTestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { get, post } from '../helpers/http';
import { accountOrder, addToCart, createBuyer, orderAction, placeOrder, productsInStock, validBody, type TestProduct } from '../orders/order-helpers';

const t = fileTestApp();
let products: TestProduct[];

beforeAll(async () => {
  products = await productsInStock(t.database.db, (await showcaseByAlias(t.database.db, 'main')).id, 3, 20);
});

type Placed = { order: Order; confirmationUrl: string };

async function cardOrder(app: FastifyInstance = t.app) {
  const buyer = await createBuyer(t.database.db);
  await addToCart(app, buyer.cookie, products[0]!.id, 1);
  const res = await placeOrder(app, buyer.cookie, validBody({ paymentSystemId: 1 }));
  expect(res.statusCode, res.body).toBe(201);
  return { ...buyer, ...res.json<Placed>() };
}

const pathOf = (url: string) => new URL(url).pathname;

/** The sandbox page's form, as the browser submits it: urlencoded, no CSRF header. */
function decide(app: FastifyInstance, confirmationUrl: string, decision: 'succeed' | 'cancel') {
  return app.inject({
    method: 'POST',
    url: pathOf(confirmationUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

const webhook = (app: FastifyInstance, body: unknown) => app.inject({ method: 'POST', url: '/api/payments/1/webhook', payload: body as object });

async function state(orderId: number) {
  return one<{ order: string; payments: string; events: number }>(
    t.database.db,
    sql`
    select o.status as order, (select string_agg(status, ',' order by id) from payments where order_id = o.id) as payments,
      (select count(*)::int from order_events where order_id = o.id) as events
    from orders o where o.id = ${orderId}`,
  );
}

describe('payment system 1 through the sandbox', () => {
  it('pay on the sandbox page → webhook → order paid; the return lands on the success page', async () => {
    const { order, confirmationUrl, cookie } = await cardOrder();
    const page = await get(t.app, pathOf(confirmationUrl));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Оплатить');
    expect(page.body).toContain('Отказаться');
    expect(page.body).toContain(`Заказ ${order.number}`);

    const paid = await decide(t.app, confirmationUrl, 'succeed');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost/api/payments/1/return?orderId=${order.id}`);
    const view = await accountOrder(t.app, cookie, order.id);
    expect(view).toMatchObject({ status: 'paid', payment: { status: 'succeeded', confirmationUrl: null }, canPay: false });
    expect(view.events.map((e) => e.status)).toEqual(['new', 'awaiting_payment', 'paid']);

    const back = await get(t.app, pathOf(paid.headers.location as string) + new URL(paid.headers.location as string).search);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/order/success/${order.id}`);
    // A second click and a replayed notification change nothing.
    expect((await decide(t.app, confirmationUrl, 'succeed')).statusCode).toBe(303);
    const providerId = new URL(confirmationUrl).pathname.split('/').pop();
    expect((await webhook(t.app, { event: 'payment.succeeded', object: { id: providerId } })).statusCode).toBe(200);
    expect(await state(order.id)).toEqual({ order: 'paid', payments: 'succeeded', events: 3 });
  });

  it('declining keeps the order payable; "pay" gives a fresh link that works', async () => {
    const { order, confirmationUrl, cookie } = await cardOrder();
    expect((await decide(t.app, confirmationUrl, 'cancel')).statusCode).toBe(303);
    const declined = await accountOrder(t.app, cookie, order.id);
    expect(declined).toMatchObject({
      status: 'awaiting_payment',
      payment: { status: 'canceled', confirmationUrl: null },
      canPay: true,
      canCancel: true,
    });

    const again = await orderAction(t.app, cookie, order.id, 'pay');
    expect(again.statusCode, again.body).toBe(200);
    const fresh = again.json<OrderActionResponse>().confirmationUrl!;
    expect(fresh).toMatch(/\/api\/sandbox\/pay\//);
    expect(fresh).not.toBe(confirmationUrl);
    // Asking twice while it is pending gives the same link, not a third payment.
    expect((await orderAction(t.app, cookie, order.id, 'pay')).json<OrderActionResponse>().confirmationUrl).toBe(fresh);
    await decide(t.app, fresh, 'succeed');
    expect(await state(order.id)).toEqual({ order: 'paid', payments: 'canceled,succeeded', events: 3 });
    expect((await orderAction(t.app, cookie, order.id, 'pay')).statusCode).toBe(409);
  });

  it('a placement retried with the same key hands back the same payment link', async () => {
    const buyer = await createBuyer(t.database.db);
    await addToCart(t.app, buyer.cookie, products[1]!.id, 1);
    const key = 'retry-key-0001';
    const first = (await placeOrder(t.app, buyer.cookie, validBody({ paymentSystemId: 1 }), key)).json<Placed>();
    const second = await placeOrder(t.app, buyer.cookie, validBody({ paymentSystemId: 1 }), key);
    expect(second.statusCode).toBe(200);
    expect(second.json<Placed>().confirmationUrl).toBe(first.confirmationUrl);
  });
});

describe('the webhook trusts nothing in its body', () => {
  it('a forged "succeeded" for a pending payment, an unknown id, a bad body', async () => {
    const { order, confirmationUrl } = await cardOrder();
    const providerId = new URL(confirmationUrl).pathname.split('/').pop()!;
    const before = await state(order.id);
    const forged = await webhook(t.app, {
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: providerId, status: 'succeeded', paid: true, amount: { value: '1.00', currency: 'RUB' } },
    });
    expect(forged.statusCode).toBe(200);
    expect((await webhook(t.app, { event: 'payment.succeeded', object: { id: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(200);
    expect((await webhook(t.app, { event: 'payment.succeeded', object: { id: 'not-ours' } })).statusCode).toBe(200);
    expect((await webhook(t.app, { nothing: true })).statusCode).toBe(400);
    expect(await state(order.id)).toEqual(before);
    expect(before).toEqual({ order: 'awaiting_payment', payments: 'pending', events: 2 });
  });

  it('a provider payment whose amount does not match the order is ignored', async () => {
    const { order, confirmationUrl } = await cardOrder();
    const providerId = new URL(confirmationUrl).pathname.split('/').pop()!;
    await t.database.db.execute(sql`update sandbox_payments set amount_value = '1.00', status = 'succeeded' where id = ${providerId}`);
    expect((await webhook(t.app, { event: 'payment.succeeded', object: { id: providerId } })).statusCode).toBe(200);
    expect(await state(order.id)).toEqual({ order: 'awaiting_payment', payments: 'pending', events: 2 });
  });
});

describe('the sandbox provider API', () => {
  const auth = `Basic ${Buffer.from('demo-shop:demo-secret-key').toString('base64')}`;
  const create = (
    headers: Record<string, string>,
    body: unknown = {
      amount: { value: '100.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: 'https://shop.example/back' },
      description: 'x',
      receipt: {
        customer: { phone: '79001234567' },
        items: [{ description: 'x', quantity: '1.00', amount: { value: '100.00', currency: 'RUB' }, vat_code: 11 }],
      },
    },
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sandbox/v3/payments',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });

  it('needs the shop credentials and an Idempotence-Key; the key makes creation idempotent', async () => {
    expect((await create({ 'idempotence-key': 'k1' })).statusCode).toBe(401);
    expect((await create({ authorization: `Basic ${Buffer.from('demo-shop:wrong').toString('base64')}`, 'idempotence-key': 'k1' })).statusCode).toBe(
      401,
    );
    expect((await create({ authorization: auth })).statusCode).toBe(400);
    expect((await create({ authorization: auth, 'idempotence-key': 'k1' }, { amount: { value: '1', currency: 'RUB' } })).statusCode).toBe(400);
    const a = await create({ authorization: auth, 'idempotence-key': 'k1' });
    const b = await create({ authorization: auth, 'idempotence-key': 'k1' });
    expect(a.statusCode).toBe(200);
    expect(a.json<{ id: string }>().id).toBe(b.json<{ id: string }>().id);
    expect(a.json()).toMatchObject({
      status: 'pending',
      paid: false,
      amount: { value: '100.00', currency: 'RUB' },
      confirmation: { confirmation_url: `https://shop.example/api/sandbox/pay/${a.json<{ id: string }>().id}` },
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/v3/payments/${a.json<{ id: string }>().id}`,
      headers: { authorization: auth },
    });
    expect(read.json<{ id: string }>().id).toBe(a.json<{ id: string }>().id);
    expect((await t.app.inject({ method: 'GET', url: '/api/sandbox/v3/payments/nope', headers: { authorization: auth } })).statusCode).toBe(404);
    expect((await get(t.app, '/api/sandbox/pay/nope')).statusCode).toBe(404);
  });

  it('does not exist without DEMO', async () => {
    const off = await createTestApp({ DEMO: false });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/sandbox/pay/x' })).statusCode).toBe(404);
      expect((await post(off.app, '/api/sandbox/v3/payments', {})).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('the provider client over real HTTP', () => {
  it('creates and reads payments at PAYMENT_1_URL with Basic auth; wrong credentials leave the order payable', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const shop = await buildApp(testConfig({ DEMO: false, PAYMENT_1_URL: `${address}/api/sandbox` }), t.database);
    const wrong = await buildApp(testConfig({ DEMO: false, PAYMENT_1_URL: `${address}/api/sandbox`, PAYMENT_1_SECRET: 'wrong' }), t.database);
    try {
      const { order, confirmationUrl, cookie } = await cardOrder(shop);
      expect(confirmationUrl).toMatch(/^http:\/\/localhost\/api\/sandbox\/pay\//);
      await decide(t.app, confirmationUrl, 'succeed');
      const back = await shop.inject({ method: 'GET', url: `/api/payments/1/return?orderId=${order.id}` });
      expect(back.headers.location).toBe(`/order/success/${order.id}`);
      expect((await accountOrder(shop, cookie, order.id)).status).toBe('paid');

      const failing = await cardOrder(wrong);
      expect(failing.confirmationUrl).toBeNull();
      expect(failing.order).toMatchObject({ status: 'awaiting_payment', canPay: true });
      const retry = await orderAction(wrong, failing.cookie, failing.order.id, 'pay');
      expect(retry.statusCode).toBe(502);
      expect(retry.json<{ code: string }>().code).toBe('PAYMENT_PROVIDER_ERROR');
      // The right credentials pick the same local payment up (same Idempotence-Key).
      const ok = await orderAction(shop, failing.cookie, failing.order.id, 'pay');
      expect(ok.json<OrderActionResponse>().confirmationUrl).toMatch(/\/api\/sandbox\/pay\//);
      expect((await state(failing.order.id))?.payments).toBe('pending');
    } finally {
      await shop.close();
      await wrong.close();
    }
  });
});
