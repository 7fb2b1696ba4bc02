import { ORDER_STATUSES, type Order, type OrderActionResponse, type OrderStatus } from '@storefront/contract/orders';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../src/db/sql';
import { AppError } from '../../src/lib/app-error';
import { fieldMessages } from '../../src/lib/messages';
import { TRANSITIONS, transition } from '../../src/modules/orders/lifecycle';
import type { OrderStatusChange } from '../../src/modules/orders/hooks';
import { localizeEventNote } from '../../src/modules/orders/event-notes';
import { STATUS_NOTE } from '../../src/modules/orders/messages';
import { get } from '../helpers/http';
import { orderShop, type TestProduct, validBody } from './order-helpers';

const shop = orderShop(4, 10);
const t = shop.t;
const changes: OrderStatusChange[] = [];

beforeAll(() => {
  t.app.orderHooks.onStatusChange((change) => {
    changes.push(change);
    return Promise.resolve();
  });
});

async function ordered(paymentSystemId: 1 | 2, lines: Array<[TestProduct, number]> = [[shop.products[0]!, 1]], bonusNetwork = 0) {
  const buyer = await shop.createBuyer();
  if (bonusNetwork > 0) await shop.grantBonuses(buyer.userId, bonusNetwork);
  for (const [p, q] of lines) await shop.addToCart(buyer.cookie, p.id, q);
  const res = await shop.placeOrder(buyer.cookie, validBody({ paymentSystemId, bonusNetwork }));
  expect(res.statusCode, res.body).toBe(201);
  return { ...buyer, order: res.json<{ order: Order }>().order };
}

const system = { userId: null, role: 'system' } as const;

describe('order lifecycle', () => {
  it('walks the card flow to completion, one event (with time and actor) and one notification per change', async () => {
    const { order, userId } = await ordered(1);
    const seller = {
      userId: (await one<{ id: number }>(t.database.db, sql`select owner_id as id from showcases where id = ${shop.mainId}`))!.id,
      role: 'seller',
    } as const;
    await transition(t.app, order.id, 'paid', system);
    await transition(t.app, order.id, 'assembling', seller);
    await transition(t.app, order.id, 'shipped', seller, { trackingNumber: 'RP123456789RU' });
    await transition(t.app, order.id, 'delivered', system);
    await transition(t.app, order.id, 'completed', { userId, role: 'buyer' });
    const events = await rows<{ from: string | null; to: string; actor: number | null; at: Date }>(
      t.database.db,
      sql`
      select from_status as from, to_status as to, actor_id as actor, created_at as at from order_events where order_id = ${order.id} order by id`,
    );
    expect(events.map((e) => [e.from, e.to, e.actor])).toEqual([
      [null, 'new', userId],
      ['new', 'awaiting_payment', userId],
      ['awaiting_payment', 'paid', null],
      ['paid', 'assembling', seller.userId],
      ['assembling', 'shipped', seller.userId],
      ['shipped', 'delivered', null],
      ['delivered', 'completed', userId],
    ]);
    expect(events.every((e) => e.at !== null)).toBe(true);
    const notes = await one<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notifications where user_id = ${userId} and type = 'order_status'`,
    );
    expect(notes?.n).toBe(7);
    const view = await shop.accountOrder(await createBuyerCookie(userId), order.id);
    expect(view).toMatchObject({ status: 'completed', trackingNumber: 'RP123456789RU', canCancel: false, canPay: false });
    expect(view.lines.every((l) => l.claimable)).toBe(true);
    // Every state of the card flow, in the order ORDER_STATUSES lists them, up to completed.
    expect(changes.filter((c) => c.orderId === order.id).map((c) => c.to)).toEqual(ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf('completed') + 1));
  });

  it('refuses every move outside the state graph with 409 and changes nothing', async () => {
    const { order } = await ordered(2);
    for (const to of ORDER_STATUSES.filter((s) => !TRANSITIONS.assembling.includes(s))) {
      const err = await transition(t.app, order.id, to, system).catch((e: unknown) => e);
      expect(err, to).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('CONFLICT');
    }
    await transition(t.app, order.id, 'shipped', system);
    const refused = (await transition(t.app, order.id, 'cancelled', system).catch((e: unknown) => e)) as AppError;
    expect(refused).toMatchObject({ code: 'CONFLICT' });
    // The field message is written in the request's language when answered; the statuses are named in it too.
    expect(fieldMessages('ru-RU', refused.fields!)).toEqual({ status: 'Заказ в статусе «передан в доставку» нельзя перевести в «отменён»' });
    expect(fieldMessages('en-US', refused.fields!)).toEqual({ status: 'An order that is shipped cannot become cancelled' });
    expect(fieldMessages('ar-AR', refused.fields!)).toEqual({ status: 'لا يمكن نقل الطلب من حالة «تم تسليمه للشحن» إلى «ملغى»' });
    const row = await one<{ status: OrderStatus; n: number }>(
      t.database.db,
      sql`
      select status, (select count(*)::int from order_events where order_id = ${order.id}) as n from orders where id = ${order.id}`,
    );
    expect(row).toEqual({ status: 'shipped', n: 3 });
    await expect(transition(t.app, 99_999_999, 'paid', system)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

/** A second session for a user (the helper's buyers are made with one). */
async function createBuyerCookie(userId: number): Promise<string> {
  const { randomToken, sha256Hex } = await import('../../src/lib/crypto');
  const cookie = randomToken(32);
  await t.database.db.execute(
    sql`insert into sessions (id_hash, user_id, data, expires_at) values (${sha256Hex(cookie)}, ${userId}, '{}'::jsonb, now() + interval '1 day')`,
  );
  return cookie;
}

describe('buyer actions', () => {
  it('cancel before shipping returns the stock and the spent bonuses', async () => {
    const p = shop.products[1]!;
    const stock = await shop.stockOf(p.id);
    const spend = Math.floor(p.price / 2);
    const { order, cookie, userId } = await ordered(1, [[p, 2]], spend);
    expect(await shop.stockOf(p.id)).toBe(stock - 2);
    expect((await shop.balances(userId, shop.mainId)).network).toBe(0);
    const res = await shop.orderAction(cookie, order.id, 'cancel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrderActionResponse>().order).toMatchObject({ status: 'cancelled', canCancel: false, canPay: false });
    expect(await shop.stockOf(p.id)).toBe(stock);
    expect((await shop.balances(userId, shop.mainId)).network).toBe(spend);
    // Twice is refused: a cancelled order is final.
    expect((await shop.orderAction(cookie, order.id, 'cancel')).statusCode).toBe(409);
  });

  it('answers the status history in the request language (system notes translated, a seller’s own words kept)', async () => {
    const { order, cookie } = await ordered(1);
    await transition(t.app, order.id, 'cancelled', system, { note: 'Отменён продавцом: нет на складе' });
    const notesIn = async (locale: string) => {
      const res = await get(t.app, '/api/account/orders/', { cookie, query: { id: String(order.id), json: '1' }, headers: { 'x-locale': locale } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ order: Order }>().order.events.map((e) => e.note);
    };
    const ru = await notesIn('ru-RU');
    expect(ru[0]).toBe('Заказ оформлен');
    expect(ru.at(-1)).toBe('Отменён продавцом: нет на складе');
    const en = await notesIn('en-US');
    expect(en[0]).toBe('Order placed');
    expect(en.at(-1)).toBe('Cancelled by the seller: нет на складе');
    expect(en.join(' ')).not.toMatch(/Заказ|Ожидает|Оплата/);
    const ar = await notesIn('ar-AR');
    expect(ar[0]).toBe('تم تقديم الطلب');
    expect(ar.slice(0, -1).join(' ')).not.toMatch(/[А-Яа-яЁё]/);
    expect(ar.at(-1)).toBe('ألغاه البائع: нет на складе');
    // Every default note of a status change has its translations.
    for (const note of Object.values(STATUS_NOTE)) {
      expect(localizeEventNote(note, 'en-US'), note).not.toMatch(/[А-Яа-яЁё]/);
      expect(localizeEventNote(note, 'ar-AR'), note).not.toMatch(/[А-Яа-яЁё]/);
    }
  });

  it('cannot cancel once shipped', async () => {
    const { order, cookie } = await ordered(2);
    await transition(t.app, order.id, 'shipped', system);
    const res = await shop.orderAction(cookie, order.id, 'cancel');
    expect(res.statusCode).toBe(409);
    expect((await shop.accountOrder(cookie, order.id)).status).toBe('shipped');
  });

  it("acts only on one's own orders: another buyer gets 404 for every action and the read", async () => {
    const { order } = await ordered(1);
    const stranger = await shop.createBuyer();
    for (const type of ['cancel', 'repeat', 'pay'] as const) {
      const res = await shop.orderAction(stranger.cookie, order.id, type);
      expect(res.statusCode, type).toBe(404);
    }
    expect((await get(t.app, '/api/account/orders/', { cookie: stranger.cookie, query: { id: String(order.id) } })).statusCode).toBe(404);
    expect((await get(t.app, '/api/account/orders/', { query: { id: String(order.id) } })).statusCode).toBe(401);
    expect((await get(t.app, '/api/account/orders/', { cookie: stranger.cookie, query: { id: 'abc' } })).statusCode).toBe(400);
    const row = await one<{ status: string }>(t.database.db, sql`select status from orders where id = ${order.id}`);
    expect(row?.status).toBe('awaiting_payment');
  });

  it('repeat puts the available lines back within stock and reports the rest', async () => {
    const [a, b, c] = [shop.products[0]!, shop.products[2]!, shop.products[3]!];
    const { order, cookie } = await ordered(2, [
      [a, 1],
      [b, 3],
      [c, 1],
    ]);
    await shop.setStock(b.id, 2);
    await shop.setStock(c.id, 0);
    const res = await shop.orderAction(cookie, order.id, 'repeat');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<OrderActionResponse>();
    expect(body.added).toEqual([{ productId: a.id, name: a.name, quantity: 1 }]);
    expect(body.skipped).toEqual(
      expect.arrayContaining([
        { productId: b.id, name: b.name, quantity: 2, requested: 3 },
        { productId: c.id, name: c.name, quantity: 0, requested: 1 },
      ]),
    );
    const cart = (await get(t.app, '/api/cart/', { cookie })).json<{ cart: { goodsInfo: Array<{ ProductId: number; Quantity: number }> } }>();
    expect(cart.cart.goodsInfo.map((l) => [l.ProductId, l.Quantity]).sort()).toEqual(
      [
        [a.id, 1],
        [b.id, 2],
      ].sort(),
    );
    await shop.setStock(b.id, 40);
    await shop.setStock(c.id, 40);
  });

  it('lists the buyer’s orders newest first with lines and history', async () => {
    const buyer = await shop.createBuyer();
    const ids: number[] = [];
    for (const p of shop.products.slice(0, 3)) {
      await shop.addToCart(buyer.cookie, p.id, 1);
      ids.push((await shop.placeOrder(buyer.cookie, validBody())).json<{ order: Order }>().order.id);
    }
    const res = await get(t.app, '/api/account/orders/', { cookie: buyer.cookie, query: { json: '1' } });
    const list = res.json<{ orders: Order[] }>().orders;
    expect(list.map((o) => o.id)).toEqual(ids.reverse());
    expect(list[0]).toMatchObject({ showcaseName: 'Сарафан Маркет', status: 'assembling' });
    expect(list[0]!.events.map((e) => e.status)).toEqual(['new', 'assembling']);
    expect(list[0]!.lines).toHaveLength(1);
  });
});
