import { LOCALE_HEADER } from '@storefront/contract/constants';
import type { OrderActionResponse, OrderStatus } from '@storefront/contract/orders';
import type { SaleOrder } from '@storefront/contract/sale-orders';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { one, rows } from '../../src/db/sql';
import { transition } from '../../src/modules/orders/lifecycle';
import { expectRefusal, post } from '../helpers/http';
import { anonymousSession, loginAs } from '../helpers/login';
import { accountOrder, createBuyer, stockOf } from '../orders/order-helpers';
import { orderSnapshot, placedOrder, saleOrderOf, saleSuite, sellerAction } from './sale-helpers';

const fx = saleSuite(3, 20);

const system = { userId: null, role: 'system' } as const;
const act = async (cookie: string, body: Record<string, unknown>) => {
  const res = await sellerAction(fx.t.app, cookie, body);
  return { status: res.statusCode, body: res.json<{ order: SaleOrder; message?: string; code?: string; fields?: Record<string, string> }>() };
};
const statusOf = async (id: number) =>
  (await one<{ status: OrderStatus }>(fx.t.database.db, sql`select status from orders where id = ${id}`))!.status;
const notesOf = (userId: number) =>
  rows<{ title: string; body: string; link: string }>(
    fx.t.database.db,
    sql`select title, body, link from notifications where user_id = ${userId} and type = 'order_status' order by id`,
  );

describe('seller moves', () => {
  it('walks a pay-on-delivery order: ship with a tracking number, deliver; the buyer confirms receipt', async () => {
    const { order, userId, cookie } = await placedOrder(fx.t.app, fx.t.database.db, fx.products[0]!, 2);
    expect(order.status).toBe('assembling');

    const noTrack = await act(fx.aleksey, { orderId: order.id, type: 'ship' });
    expect(noTrack.status).toBe(400);
    expect(noTrack.body.fields).toHaveProperty('trackingNumber');
    expect((await act(fx.aleksey, { orderId: order.id, type: 'ship', trackingNumber: '<script>' })).status).toBe(400);

    const shipped = await act(fx.aleksey, { orderId: order.id, type: 'ship', trackingNumber: ' RP123456789RU ' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order).toMatchObject({ status: 'shipped', trackingNumber: 'RP123456789RU', actions: ['deliver'] });
    expect(shipped.body.order.events.at(-1)).toMatchObject({ status: 'shipped', note: 'Передан в службу доставки, трек-номер RP123456789RU' });
    expect((await notesOf(userId)).at(-1)).toEqual({
      title: `Заказ ${order.number} передан в доставку`,
      body: 'Заказ в пути.',
      link: `/account/profile/orders?id=${order.id}`,
    });
    const buyerView = await accountOrder(fx.t.app, cookie, order.id);
    expect(buyerView).toMatchObject({ status: 'shipped', trackingNumber: 'RP123456789RU' });

    const early = await post(fx.t.app, '/api/ajax/', { action: 'orderAction', orderId: order.id, type: 'confirmReceipt' }, { cookie });
    expectRefusal(early, 409, { code: 'CONFLICT', fields: { status: 'Подтвердить получение можно, когда заказ доставлен' } });
    // The same refusal in the language the client asks for.
    for (const [locale, text] of [
      ['en-US', 'You can confirm receipt once the order has been delivered'],
      ['ar-AR', 'يمكنك تأكيد الاستلام بعد توصيل الطلب'],
    ] as const) {
      const res = await post(
        fx.t.app,
        '/api/ajax/',
        { action: 'orderAction', orderId: order.id, type: 'confirmReceipt' },
        { cookie, headers: { [LOCALE_HEADER]: locale } },
      );
      expect(res.json(), locale).toMatchObject({ code: 'CONFLICT', fields: { status: text } });
    }

    expect((await act(fx.aleksey, { orderId: order.id, type: 'deliver' })).body.order).toMatchObject({ status: 'delivered', actions: [] });
    const stranger = await createBuyer(fx.t.database.db);
    expect(
      (await post(fx.t.app, '/api/ajax/', { action: 'orderAction', orderId: order.id, type: 'confirmReceipt' }, { cookie: stranger.cookie }))
        .statusCode,
    ).toBe(404);
    const confirmed = await post(fx.t.app, '/api/ajax/', { action: 'orderAction', orderId: order.id, type: 'confirmReceipt' }, { cookie });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<OrderActionResponse>().order).toMatchObject({ status: 'completed' });
    expect(confirmed.json<OrderActionResponse>().order.events.at(-1)).toMatchObject({ status: 'completed', note: 'Получение подтверждено' });
    const completedAt = await one<{ at: Date | null }>(fx.t.database.db, sql`select completed_at as at from orders where id = ${order.id}`);
    expect(completedAt?.at).not.toBeNull();
    expect((await notesOf(userId)).map((n) => n.title)).toEqual([
      `Заказ ${order.number} оформлен`,
      `Заказ ${order.number} собирается`,
      `Заказ ${order.number} передан в доставку`,
      `Заказ ${order.number} доставлен`,
      `Заказ ${order.number} завершён`,
    ]);
  });

  it('confirms a pay-on-delivery order waiting in "new" and refuses to confirm a card order', async () => {
    const { order } = await placedOrder(fx.t.app, fx.t.database.db, fx.products[1]!, 2);
    // Placement hands pay-on-delivery orders to assembly itself; an order left in "new" is the case confirm is for.
    await fx.t.database.db.execute(sql`update orders set status = 'new' where id = ${order.id}`);
    expect((await saleOrderOf(fx.t.app, fx.aleksey, order.id)).actions).toEqual(['confirm', 'cancel']);
    const confirmed = await act(fx.aleksey, { orderId: order.id, type: 'confirm' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.order).toMatchObject({ status: 'assembling', actions: ['ship', 'cancel'] });
    expect(confirmed.body.order.events.at(-1)?.note).toBe('Заказ подтверждён продавцом и передан на сборку');

    const card = await placedOrder(fx.t.app, fx.t.database.db, fx.products[1]!, 1);
    await fx.t.database.db.execute(sql`update orders set status = 'new' where id = ${card.order.id}`);
    const refused = await act(fx.aleksey, { orderId: card.order.id, type: 'confirm' });
    expect(refused.status).toBe(409);
    expect(refused.body.fields?.status).toMatch(/^Подтверждать нужно только заказы с оплатой при получении/);
    expect(await statusOf(card.order.id)).toBe('new');
  });

  it('assembles a paid card order, then cancels with a reason: stock returns and the buyer is told', async () => {
    const p = fx.products[2]!;
    const stock = await stockOf(fx.t.database.db, p.id);
    const { order, userId, cookie } = await placedOrder(fx.t.app, fx.t.database.db, p, 1);
    expect(order.status).toBe('awaiting_payment');
    expect((await saleOrderOf(fx.t.app, fx.aleksey, order.id)).actions).toEqual(['cancel']);
    const unpaid = await act(fx.aleksey, { orderId: order.id, type: 'assemble' });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body).toMatchObject({ code: 'CONFLICT', fields: { status: 'Заказ в статусе «ожидает оплаты» нельзя перевести в «собирается»' } });

    await transition(fx.t.app, order.id, 'paid', system);
    expect((await saleOrderOf(fx.t.app, fx.aleksey, order.id)).actions).toEqual(['assemble', 'cancel']);
    expect((await act(fx.aleksey, { orderId: order.id, type: 'assemble' })).body.order.status).toBe('assembling');

    expect((await act(fx.aleksey, { orderId: order.id, type: 'cancel', reason: '' })).status).toBe(400);
    const cancelled = await act(fx.aleksey, { orderId: order.id, type: 'cancel', reason: 'Товар повреждён на складе' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', actions: [] });
    expect(cancelled.body.order.events.at(-1)?.note).toBe('Отменён продавцом: Товар повреждён на складе');
    expect(await stockOf(fx.t.database.db, p.id)).toBe(stock);
    expect((await notesOf(userId)).at(-1)?.title).toBe(`Заказ ${order.number} отменён`);
    expect((await accountOrder(fx.t.app, cookie, order.id)).events.at(-1)?.note).toBe('Отменён продавцом: Товар повреждён на складе');
  });

  it('refuses every illegal move with 409 and a message, writing nothing', async () => {
    const shipped = await one<{ id: number }>(
      fx.t.database.db,
      sql`select id from orders where showcase_id = ${fx.mainId} and status = 'shipped' limit 1`,
    );
    const completed = await one<{ id: number }>(
      fx.t.database.db,
      sql`select id from orders where showcase_id = ${fx.mainId} and status = 'completed' limit 1`,
    );
    const before = await orderSnapshot(fx.t.database.db);
    const cases: Array<[number, Record<string, unknown>, string]> = [
      [shipped!.id, { type: 'cancel', reason: 'Передумали' }, 'Заказ в статусе «передан в доставку» нельзя перевести в «отменён»'],
      [
        shipped!.id,
        { type: 'ship', trackingNumber: 'RP000000000RU' },
        'Заказ в статусе «передан в доставку» нельзя перевести в «передан в доставку»',
      ],
      [shipped!.id, { type: 'assemble' }, 'Заказ в статусе «передан в доставку» нельзя перевести в «собирается»'],
      [completed!.id, { type: 'deliver' }, 'Заказ в статусе «завершён» нельзя перевести в «доставлен»'],
      [completed!.id, { type: 'cancel', reason: 'Поздно' }, 'Заказ в статусе «завершён» нельзя перевести в «отменён»'],
    ];
    for (const [orderId, body, message] of cases) {
      const res = await act(fx.aleksey, { orderId, ...body });
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.body.fields?.status).toBe(message);
      expect(res.body.message).toBe('Данные изменились. Обновите страницу и попробуйте снова');
    }
    expect((await act(fx.aleksey, { orderId: shipped!.id, type: 'return' })).status).toBe(400);
    expect(await orderSnapshot(fx.t.database.db)).toBe(before);
  });
});

describe('who may move an order', () => {
  it('IDOR: the admin of another showcase gets 404 for every move on a main-showcase order, and nothing is written', async () => {
    const { order } = await placedOrder(fx.t.app, fx.t.database.db, fx.products[0]!, 2);
    const shipped = await one<{ id: number }>(
      fx.t.database.db,
      sql`select id from orders where showcase_id = ${fx.mainId} and status = 'shipped' limit 1`,
    );
    const before = await orderSnapshot(fx.t.database.db);
    const moves: Array<[number, Record<string, unknown>]> = [
      [order.id, { type: 'ship', trackingNumber: 'RP111111111RU' }],
      [order.id, { type: 'cancel', reason: 'Чужой заказ' }],
      [order.id, { type: 'confirm' }],
      [order.id, { type: 'assemble' }],
      [shipped!.id, { type: 'deliver' }],
    ];
    for (const [orderId, body] of moves) {
      const res = await act(fx.marina, { orderId, ...body });
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await act(fx.marina, { orderId: 99_999_999, type: 'deliver' })).status).toBe(404);
    expect(await orderSnapshot(fx.t.database.db)).toBe(before);
    expect(await statusOf(order.id)).toBe('assembling');
  });

  it('refuses the buyer, anonymous sessions, banned users and sellers banned on the showcase', async () => {
    const { order, cookie } = await placedOrder(fx.t.app, fx.t.database.db, fx.products[0]!, 2);
    const before = await orderSnapshot(fx.t.database.db);
    expect((await act(cookie, { orderId: order.id, type: 'ship', trackingNumber: 'RP222222222RU' })).status).toBe(404);
    expect((await act(await loginAs(fx.t, 'shopper'), { orderId: order.id, type: 'cancel', reason: 'Не мой' })).status).toBe(404);
    const anonymous = await sellerAction(fx.t.app, await anonymousSession(fx.t), { orderId: order.id, type: 'deliver' });
    expect(anonymous.statusCode).toBe(401);
    expect((await sellerAction(fx.t.app, null, { orderId: order.id, type: 'deliver' })).statusCode).toBe(401);
    const banned = await sellerAction(fx.t.app, await loginAs(fx.t, 'banned'), { orderId: order.id, type: 'ship', trackingNumber: 'RP333333333RU' });
    expect(banned.statusCode).toBe(403);

    // An admin of main who is banned on it: refused on main, and "not found" when calling through another showcase.
    const gleb = await loginAs(fx.t, 'bannedOnMain');
    const glebId = (await one<{ id: number }>(fx.t.database.db, sql`select id from users where name = 'Глеб Нарушителев'`))!.id;
    await fx.t.database.db.execute(sql`insert into showcase_admins (showcase_id, user_id, role) values (${fx.mainId}, ${glebId}, 'admin')`);
    expect((await sellerAction(fx.t.app, gleb, { orderId: order.id, type: 'ship', trackingNumber: 'RP444444444RU' })).statusCode).toBe(403);
    const viaSport = await post(
      fx.t.app,
      '/api/ajax/',
      { action: 'orderAction', as: 'seller', orderId: order.id, type: 'ship', trackingNumber: 'RP444444444RU' },
      {
        cookie: gleb,
        query: { s: fx.sportId.toString(36) },
      },
    );
    expect(viaSport.statusCode).toBe(404);
    await fx.t.database.db.execute(sql`delete from showcase_admins where user_id = ${glebId}`);
    expect(await orderSnapshot(fx.t.database.db)).toBe(before);
  });

  it('a co-admin added to the showcase may move its orders', async () => {
    const { order } = await placedOrder(fx.t.app, fx.t.database.db, fx.products[1]!, 2);
    const marinaId = (await one<{ id: number }>(fx.t.database.db, sql`select id from users where name = 'Марина Спортивная'`))!.id;
    await fx.t.database.db.execute(sql`insert into showcase_admins (showcase_id, user_id, role) values (${fx.mainId}, ${marinaId}, 'admin')`);
    const res = await act(fx.marina, { orderId: order.id, type: 'ship', trackingNumber: 'CDEK-1234567' });
    expect(res.status).toBe(200);
    const actor = await one<{ actor: number }>(
      fx.t.database.db,
      sql`select actor_id as actor from order_events where order_id = ${order.id} order by id desc limit 1`,
    );
    expect(actor?.actor).toBe(marinaId);
    await fx.t.database.db.execute(sql`delete from showcase_admins where user_id = ${marinaId} and showcase_id = ${fx.mainId}`);
  });
});
