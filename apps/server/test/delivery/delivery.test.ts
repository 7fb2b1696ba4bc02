import {
  cdekDeliveryPointsSchema,
  cdekOrderInfoSchema,
  cdekTariffListSchema,
  deliveryOptionsSchema,
  type DeliveryOptions,
} from '@storefront/contract/delivery';
import type { Order } from '@storefront/contract/orders';
import type { Receipt } from '@storefront/contract/receipts';
import type { SaleOrder } from '@storefront/contract/sale-orders';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { one, rows } from '../../src/db/sql';
import { cdekClient, TARIFF_COURIER, TARIFF_PICKUP } from '../../src/modules/delivery/cdek-client';
import { destinationOf } from '../../src/modules/delivery/geo';
import { cdekLocation } from '../../src/modules/delivery/cdek-client';
import { cdekProvider, retryShipments, useCdekFetch, webhookUrl } from '../../src/modules/delivery/service';
import { injectFetcher, type Fetcher } from '../../src/modules/payments/provider';
import { get, post } from '../helpers/http';
import { accountOrder, addToCart, createBuyer, placeOrder, validBody } from '../orders/order-helpers';
import { saleSuite, sellerAction } from '../sale-orders/sale-helpers';

const fx = saleSuite(4, 30);
const SANDBOX = 'http://sandbox.invalid/api/sandbox/cdek';

function sandboxClient(over: { secret?: string; fetch?: Fetcher } = {}) {
  const app = fx.t.app;
  return cdekClient({
    baseUrl: SANDBOX,
    account: app.config.CDEK_ACCOUNT,
    secret: over.secret ?? app.config.CDEK_SECRET,
    fetch: over.fetch ?? injectFetcher(app),
    from: cdekLocation(destinationOf({ city: 'Москва', address: '' })),
    webhookUrl: webhookUrl(app),
  });
}

async function options(cookie: string, query: Record<string, string>): Promise<DeliveryOptions> {
  const res = await get(fx.t.app, '/api/delivery/options', { cookie, query });
  expect(res.statusCode, res.body).toBe(200);
  return deliveryOptionsSchema.parse(res.json());
}

/** A buyer with one product in the cart, the pickup points of Kazan offered, and an order placed to the nearest. */
async function pickupOrder(paymentSystemId: 1 | 2 = 2) {
  const buyer = await createBuyer(fx.t.database.db);
  expect((await addToCart(fx.t.app, buyer.cookie, fx.products[0]!.id, 1)).statusCode).toBe(200);
  const offered = await options(buyer.cookie, { city: 'Казань', address: 'г Казань, ул Баумана, д 1', units: '1' });
  const point = offered.points[0]!;
  const res = await placeOrder(
    fx.t.app,
    buyer.cookie,
    validBody({
      paymentSystemId,
      delivery: { method: 'pickup', city: 'Казань', address: point.address, choice: { quote: point.quote } },
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { ...buyer, point, order: res.json<{ order: Order }>().order };
}

const ship = (orderId: number) => sellerAction(fx.t.app, fx.aleksey, { orderId, type: 'ship' });

describe('CDEK API v2 client against the sandbox', () => {
  it('gets a token, prices both tariffs, lists pickup points in CDEK shapes, creates once per order number and tracks', async () => {
    const client = sandboxClient();
    const kazan = destinationOf({ city: 'Казань', address: 'ул Баумана, 1' });
    const quotes = await client.quote(kazan, { weightGrams: 1000, value: 0 });
    expect(quotes.map((q) => q.tariffCode).sort()).toEqual([TARIFF_PICKUP, TARIFF_COURIER]);
    const pickup = quotes.find((q) => q.method === 'pickup')!;
    const courier = quotes.find((q) => q.method === 'courier')!;
    expect(pickup.price).toBeGreaterThan(20_000);
    expect(courier.price).toBeGreaterThan(pickup.price);
    expect(pickup.daysMax).toBeGreaterThanOrEqual(pickup.daysMin);

    // The raw answers hold to the contract's copies of CDEK's schemas (the client validates them too).
    const token = await fx.t.app.inject({
      method: 'POST',
      url: '/api/sandbox/cdek/v2/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: fx.t.app.config.CDEK_ACCOUNT,
        client_secret: fx.t.app.config.CDEK_SECRET,
      }).toString(),
    });
    expect(token.statusCode, token.body).toBe(200);
    const bearer = { authorization: `Bearer ${token.json<{ access_token: string }>().access_token}` };
    const list = await post(
      fx.t.app,
      '/api/sandbox/cdek/v2/calculator/tarifflist',
      { from_location: { code: 726, city: 'Москва' }, to_location: { city: 'Казань' }, packages: [{ weight: 500 }] },
      { headers: bearer },
    );
    expect(cdekTariffListSchema.parse(list.json()).tariff_codes).toHaveLength(2);
    const raw = await get(fx.t.app, '/api/sandbox/cdek/v2/deliverypoints', { headers: bearer, query: { fias_guid: kazan.fiasId! } });
    const points = cdekDeliveryPointsSchema.parse(raw.json());
    expect(points.length).toBeGreaterThanOrEqual(3);
    expect(points.every((p) => p.location.city === 'Казань')).toBe(true);
    expect(new Set(points.map((p) => p.code)).size).toBe(points.length);

    const found = await client.pickupPoints(kazan);
    expect(found.map((p) => p.code)).toEqual(points.map((p) => p.code));
    const shipment = {
      orderNumber: `T-${Date.now()}`,
      tariffCode: TARIFF_PICKUP,
      pointCode: found[0]!.code,
      destination: kazan,
      recipient: { name: 'Иван Покупателев', phone: '+79123456789' },
      parcel: { weightGrams: 500, value: 100_000 },
      items: [{ name: 'Кружка', article: 'MUG-1', price: 100_000, quantity: 1 }],
    };
    const first = await client.create(shipment);
    const again = await client.create(shipment);
    expect(again.uuid).toBe(first.uuid);
    const tracking = await client.track(first.uuid);
    expect(tracking?.trackNumber).toMatch(/^\d{10}$/);
    expect(tracking?.statuses.map((s) => s.code)).toEqual(['CREATED']);

    // The clock advances the parcel: five steps later it is handed over.
    await fx.t.database.db.execute(
      sql`update cdek_sandbox_orders set created_at = now() - interval '1 minute' * ${fx.t.app.config.CDEK_SANDBOX_STEP_MIN * 5} where uuid = ${first.uuid}`,
    );
    const later = await client.track(first.uuid);
    expect(later?.statuses.map((s) => s.code)).toEqual([
      'CREATED',
      'RECEIVED_AT_SHIPMENT_WAREHOUSE',
      'TAKEN_BY_TRANSPORTER_FROM_SENDER_CITY',
      'ACCEPTED_IN_RECIPIENT_CITY',
      'ACCEPTED_AT_PICK_UP_POINT',
      'DELIVERED',
    ]);
    const info = await get(fx.t.app, `/api/sandbox/cdek/v2/orders/${first.uuid}`, { headers: bearer });
    expect(cdekOrderInfoSchema.parse(info.json()).entity.statuses[0]!.code).toBe('DELIVERED');

    const label = await client.label(first.uuid);
    expect(label.subarray(0, 8).toString()).toBe('%PDF-1.4');
    // A parcel already taken by CDEK cannot be deleted.
    await expect(client.cancel(first.uuid)).rejects.toThrow(/не может быть удалён/);
  });

  it('refuses bad credentials and a point that does not exist, in CDEK error shapes', async () => {
    await expect(
      sandboxClient({ secret: 'wrong' }).quote(destinationOf({ city: 'Казань', address: '' }), { weightGrams: 500, value: 0 }),
    ).rejects.toThrow(/credentials/);
    const client = sandboxClient();
    await expect(
      client.create({
        orderNumber: `T-${Date.now()}-x`,
        tariffCode: TARIFF_PICKUP,
        pointCode: 'NOPE1',
        destination: destinationOf({ city: 'Казань', address: '' }),
        recipient: { name: 'Иван', phone: '+79123456789' },
        parcel: { weightGrams: 500, value: 0 },
        items: [{ name: 'Кружка', article: 'A', price: 100, quantity: 1 }],
      }),
    ).rejects.toMatchObject({ code: 'v2_entity_not_found_delivery_point' });
  });
});

describe('checkout with delivery', () => {
  it('offers CDEK points near the address with search, courier, and says when nobody delivers', async () => {
    const buyer = await createBuyer(fx.t.database.db);
    const all = await options(buyer.cookie, { city: 'Москва', address: 'г Москва, ул Тверская, д 7' });
    expect(all.options.map((o) => `${o.provider}:${o.method}`).sort()).toEqual(['cdek:courier', 'cdek:pickup']);
    expect(all.points.length).toBeGreaterThan(3);
    const km = all.points.map((p) => p.distanceKm!);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    expect(all.points[0]).toMatchObject({
      provider: 'cdek',
      workTime: expect.stringMatching(/\d\d:\d\d/) as unknown,
      price: expect.any(Number) as unknown,
    });

    const street = all.points[1]!.address.split(',')[0]!.replace(/^(ул|пр-кт)\s/, '');
    const searched = await options(buyer.cookie, { city: 'Москва', address: '', q: street });
    expect(searched.points.length).toBeGreaterThan(0);
    expect(searched.points.every((p) => `${p.address} ${p.name}`.includes(street))).toBe(true);
    const metro = await options(buyer.cookie, { city: 'Москва', address: '', q: 'Тверская' });
    expect(metro.points.some((p) => p.metro === 'Тверская' || p.address.includes('Тверская'))).toBe(true);

    const nowhere = await options(buyer.cookie, { city: 'Оймякон', address: 'с Оймякон, ул Ленина, 1' });
    expect(nowhere).toEqual({ options: [], points: [], unavailable: [] });
  });

  it('adds the seller courier where the showcase set it, only for its admins', async () => {
    const settings = { enabled: true, price: 30_000, cities: ['Казань'], daysMin: 1, daysMax: 2 };
    const url = `/api/seller/showcases/${fx.mainId}/courier`;
    expect((await post(fx.t.app, url, settings, { cookie: fx.marina })).statusCode).toBe(404);
    expect((await post(fx.t.app, url, { ...settings, daysMin: 3 }, { cookie: fx.aleksey })).statusCode).toBe(400);
    expect((await post(fx.t.app, url, settings, { cookie: fx.aleksey })).statusCode).toBe(200);
    const buyer = await createBuyer(fx.t.database.db);
    const kazan = await options(buyer.cookie, { city: 'Казань', address: '' });
    expect(kazan.options.find((o) => o.provider === 'seller')).toMatchObject({
      method: 'seller_courier',
      price: 30_000,
      providerName: 'Курьер продавца',
    });
    const moscow = await options(buyer.cookie, { city: 'Москва', address: '' });
    expect(moscow.options.some((o) => o.provider === 'seller')).toBe(false);
    await post(fx.t.app, url, { ...settings, enabled: false }, { cookie: fx.aleksey });
  });

  it('stores the chosen point, adds the price to the total and to the receipt as a service; a forged quote is refused', async () => {
    const { order, point, cookie } = await pickupOrder(1);
    expect(order.deliveryChoice).toMatchObject({ provider: 'cdek', pointCode: point.code, price: point.price, tariffCode: TARIFF_PICKUP });
    expect(order.total).toBe(order.goodsTotal + point.price);
    const payment = await one<{ receipt: Receipt; amount: string }>(
      fx.t.database.db,
      sql`select receipt, amount_value as amount from sandbox_payments where metadata->>'orderId' = ${String(order.id)}`,
    );
    const service = payment!.receipt.items.find((i) => i.payment_subject === 'service');
    expect(service).toMatchObject({ description: 'Доставка заказа (СДЭК)', quantity: '1.00', amount: { value: (point.price / 100).toFixed(2) } });
    expect(payment!.amount).toBe((order.total / 100).toFixed(2));

    // The client cannot lower the price: the quote is signed; nor carry it to another city.
    await addToCart(fx.t.app, cookie, fx.products[1]!.id, 1);
    const [body, mac] = point.quote.split('.');
    const cheaper = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), price: 1 })).toString('base64url');
    for (const delivery of [
      { method: 'pickup' as const, city: 'Казань', address: point.address, choice: { quote: `${cheaper}.${mac}` } },
      { method: 'pickup' as const, city: 'Москва', address: 'ул Тверская, 1', choice: { quote: point.quote } },
      { method: 'seller_courier' as const, city: 'Казань', address: 'ул Баумана, 1' },
    ]) {
      const res = await placeOrder(fx.t.app, cookie, validBody({ delivery }));
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields['delivery.choice']).toMatch(/выберите способ доставки ещё раз/);
    }
  });
});

describe('shipments and tracking', () => {
  it('creates the shipment when the seller ships, tracks it, and a verified webhook delivers the order', async () => {
    const { order, userId, cookie } = await pickupOrder();
    const shipped = await ship(order.id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const sale = shipped.json<{ order: SaleOrder }>().order;
    expect(sale.status).toBe('shipped');
    expect(sale.shipment).toMatchObject({ provider: 'cdek', state: 'created', hasLabel: true });
    expect(sale.trackingNumber).toMatch(/^\d{10}$/);
    // Shipping twice cannot happen (the order moved), and the shipment was made once at CDEK.
    expect((await ship(order.id)).statusCode).toBe(409);
    expect(
      (await one<{ n: number }>(fx.t.database.db, sql`select count(*)::int as n from cdek_sandbox_orders where number = ${order.number}`))!.n,
    ).toBe(1);

    const label = await get(fx.t.app, '/api/account/sale-orders/label.pdf', { cookie: fx.aleksey, query: { id: String(order.id) } });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect((await get(fx.t.app, '/api/account/sale-orders/label.pdf', { cookie: fx.marina, query: { id: String(order.id) } })).statusCode).toBe(404);

    // The sandbox hands the parcel over and posts ORDER_STATUS to the subscribed URL; the store re-reads CDEK.
    const delivered = await post(fx.t.app, '/api/sandbox/cdek/sandbox/deliver', { number: order.number });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const view = await accountOrder(fx.t.app, cookie, order.id);
    expect(view.status).toBe('delivered');
    expect(view.shipment?.history.map((h) => h.code).at(-1)).toBe('DELIVERED');
    expect(view.shipment?.history.length).toBe(6);
    const notes = await rows<{ title: string }>(fx.t.database.db, sql`select title from notifications where user_id = ${userId} order by id`);
    expect(notes.map((n) => n.title)).toEqual(
      expect.arrayContaining([`Заказ ${order.number} ждёт вас в пункте выдачи`, `Заказ ${order.number} доставлен`]),
    );
  });

  it('ignores forged webhooks: a wrong token, an unknown parcel, or a status CDEK does not confirm', async () => {
    const { order, cookie } = await pickupOrder();
    expect((await ship(order.id)).statusCode).toBe(200);
    const uuid = (await one<{ uuid: string }>(fx.t.database.db, sql`select provider_uuid as uuid from shipments where order_id = ${order.id}`))!.uuid;
    const forged = {
      type: 'ORDER_STATUS',
      date_time: '2026-11-24T10:00:00+0000',
      uuid,
      attributes: { is_return: false, cdek_number: '1', number: order.number, status_code: 'DELIVERED', code: 'DELIVERED' },
    };
    const path = new URL(webhookUrl(fx.t.app)).pathname;
    expect((await post(fx.t.app, '/api/delivery/cdek/webhook/forged-token-000000000000000000', forged)).statusCode).toBe(401);
    expect((await post(fx.t.app, path, { ...forged, uuid: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(200);
    // The right URL and a real parcel, but CDEK says it was only just created: nothing is delivered.
    expect((await post(fx.t.app, path, forged)).statusCode).toBe(200);
    expect((await accountOrder(fx.t.app, cookie, order.id)).status).toBe('shipped');
  });

  it('provider down when shipping: the order ships anyway, the shipment is retried until CDEK takes it', async () => {
    const { order, cookie } = await pickupOrder();
    let down = true;
    const inner = injectFetcher(fx.t.app);
    useCdekFetch(fx.t.app, (url, init) => (down ? Promise.reject(new Error('connect ECONNREFUSED')) : inner(url, init)));
    try {
      const shipped = await ship(order.id);
      expect(shipped.statusCode, shipped.body).toBe(200);
      expect(shipped.json<{ order: SaleOrder }>().order).toMatchObject({ status: 'shipped', shipment: { state: 'pending', trackNumber: null } });
      const row = await one<{ attempts: number; next: Date; error: string }>(
        fx.t.database.db,
        sql`select attempts, next_attempt_at as next, last_error as error from shipments where order_id = ${order.id}`,
      );
      expect(row).toMatchObject({ attempts: 1, error: expect.stringMatching(/unreachable/) as unknown });
      // Not due yet: nothing is tried.
      expect(await retryShipments(fx.t.app, new Date())).toBe(0);
      down = false;
      expect(await retryShipments(fx.t.app, new Date(new Date(row!.next).getTime() + 1000))).toBe(1);
      const view = await accountOrder(fx.t.app, cookie, order.id);
      expect(view.shipment).toMatchObject({ state: 'created', trackNumber: expect.stringMatching(/^\d{10}$/) as unknown });
      expect(cdekProvider(fx.t.app)).not.toBeNull();
    } finally {
      useCdekFetch(fx.t.app, inner);
    }
  });
});

describe('the seller courier as a provider', () => {
  it('quotes, ships without a tracking number, prints a label and records the hand-over', async () => {
    const url = `/api/seller/showcases/${fx.mainId}/courier`;
    await post(fx.t.app, url, { enabled: true, price: 25_000, cities: ['Казань'], daysMin: 1, daysMax: 1 }, { cookie: fx.aleksey });
    const buyer = await createBuyer(fx.t.database.db);
    await addToCart(fx.t.app, buyer.cookie, fx.products[1]!.id, 1);
    const own = (await options(buyer.cookie, { city: 'Казань', address: 'ул Баумана, 1' })).options.find((o) => o.provider === 'seller')!;
    const placed = await placeOrder(
      fx.t.app,
      buyer.cookie,
      validBody({ delivery: { method: 'seller_courier', city: 'Казань', address: 'ул Баумана, 1', choice: { quote: own.quote } } }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ order: Order }>().order;
    expect(order).toMatchObject({ deliveryPrice: 25_000, deliveryChoice: { provider: 'seller', providerName: 'Курьер продавца' } });
    const shipped = await ship(order.id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<{ order: SaleOrder }>().order.shipment).toMatchObject({ provider: 'seller', state: 'created' });
    const label = await get(fx.t.app, '/api/account/sale-orders/label.pdf', { cookie: fx.aleksey, query: { id: String(order.id) } });
    expect(label.statusCode).toBe(200);
    expect(label.body).toContain(`Zakaz ${order.number}`);
    expect((await sellerAction(fx.t.app, fx.aleksey, { orderId: order.id, type: 'deliver' })).statusCode).toBe(200);
    const view = await accountOrder(fx.t.app, buyer.cookie, order.id);
    expect(view.status).toBe('delivered');
    expect(view.shipment?.history.map((h) => h.name)).toEqual(['Передан курьеру продавца', 'Вручён курьером продавца']);
    await post(fx.t.app, url, { enabled: false, price: 0, cities: [], daysMin: 1, daysMax: 2 }, { cookie: fx.aleksey });
  });
});

describe('152-ФЗ consent', () => {
  it('refuses an order without the order consent, stores it with version, time and IP, and lets it be withdrawn', async () => {
    const buyer = await createBuyer(fx.t.database.db);
    await addToCart(fx.t.app, buyer.cookie, fx.products[2]!.id, 1);
    const refused = await placeOrder(fx.t.app, buyer.cookie, validBody({ consents: {} }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields['consents.order']).toMatch(/согласие/);
    // Nothing was kept from the refused attempt: no order, no consent, the cart as it was.
    expect((await one<{ n: number }>(fx.t.database.db, sql`select count(*)::int as n from consents where user_id = ${buyer.userId}`))!.n).toBe(0);

    const docs = await get(fx.t.app, '/api/consent/documents', { cookie: buyer.cookie });
    const order = docs.json<{ documents: Array<{ id: number; kind: string; version: number }> }>().documents.find((d) => d.kind === 'order')!;
    const placed = await placeOrder(fx.t.app, buyer.cookie, validBody({ consents: { order: order.id } }));
    expect(placed.statusCode, placed.body).toBe(201);
    const states = await get(fx.t.app, '/api/account/consents', { cookie: buyer.cookie });
    const mine = states.json<{ consents: Array<{ purpose: string; given: { version: number; ip: string; at: string } | null }> }>().consents;
    expect(mine.find((c) => c.purpose === 'order')?.given).toMatchObject({
      version: 1,
      ip: expect.any(String) as unknown,
      at: expect.any(String) as unknown,
    });
    expect(mine.find((c) => c.purpose === 'marketing')?.given).toBeNull();

    const withdrawn = await post(fx.t.app, '/api/account/consents/withdraw', { purpose: 'order' }, { cookie: buyer.cookie });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<{ consents: Array<{ purpose: string; given: unknown; withdrawnAt: string | null }> }>().consents[0]).toMatchObject({
      purpose: 'order',
      given: null,
      withdrawnAt: expect.any(String) as unknown,
    });
    await addToCart(fx.t.app, buyer.cookie, fx.products[2]!.id, 1);
    expect((await placeOrder(fx.t.app, buyer.cookie, validBody({ consents: {} }))).statusCode).toBe(400);
  });

  it('lets a seller publish its own version, which the checkout then asks for; others are refused', async () => {
    const url = `/api/seller/showcases/${fx.mainId}/consent-documents`;
    const text = {
      kind: 'order',
      title: 'Согласие витрины',
      body: 'Я соглашаюсь на обработку моих данных продавцом этой витрины для доставки заказа.',
    };
    expect((await post(fx.t.app, url, text, { cookie: fx.marina })).statusCode).toBe(404);
    const published = await post(fx.t.app, url, text, { cookie: fx.aleksey });
    expect(published.statusCode, published.body).toBe(200);
    const doc = published.json<{ document: { id: number; version: number; showcaseId: number } }>().document;
    expect(doc).toMatchObject({ version: 1, showcaseId: fx.mainId });

    const buyer = await createBuyer(fx.t.database.db);
    await addToCart(fx.t.app, buyer.cookie, fx.products[3]!.id, 1);
    // The operator's text is no longer the current one here.
    expect((await placeOrder(fx.t.app, buyer.cookie, validBody())).statusCode).toBe(400);
    expect((await placeOrder(fx.t.app, buyer.cookie, validBody({ consents: { order: doc.id } }))).statusCode).toBe(201);
    await fx.t.database.db.execute(sql`delete from consents where document_id = ${doc.id}`);
    await fx.t.database.db.execute(sql`delete from consent_documents where id = ${doc.id}`);
  });
});
