import { SALE_ORDERS_PAGE_SIZE, type SaleOrder, type SaleOrdersResponse } from '@storefront/contract/sale-orders';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { one, rows } from '../../src/db/sql';
import { showcaseByAlias } from '../helpers/facts';
import { expectRefusal, get } from '../helpers/http';
import { anonymousSession, loginAs } from '../helpers/login';
import { placedOrder, saleOrderOf, saleSuite } from './sale-helpers';

const fx = saleSuite(2, 10);

const list = async (cookie: string, query: Record<string, string> = {}) => {
  const res = await get(fx.t.app, '/api/account/sale-orders/', { cookie, query: { json: '1', ...query } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SaleOrdersResponse>();
};

const numbersOn = async (showcaseId: number) =>
  (
    await rows<{ number: string }>(
      fx.t.database.db,
      sql`select number from orders where showcase_id = ${showcaseId} order by created_at desc, id desc`,
    )
  ).map((r) => r.number);

/** Today in the store's time zone, YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
const daysAgo = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date(Date.now() - n * 86_400_000));

describe('sale orders list', () => {
  it('lists only orders of the showcases the user owns or administers, newest first', async () => {
    const body = await list(fx.aleksey);
    expect(body.showcases.map((s) => s.name)).toEqual(['Сарафан Маркет', 'Сарафан Акции']);
    expect(body.orders.map((o) => o.number)).toEqual((await numbersOn(fx.mainId)).slice(0, SALE_ORDERS_PAGE_SIZE));
    expect(body.orders.every((o) => o.showcaseId === fx.mainId)).toBe(true);
    expect(body.pager).toEqual({ currentPage: 0, totalPages: 1, total: (await numbersOn(fx.mainId)).length });
    const first = body.orders[0]!;
    expect(first.buyerName.length).toBeGreaterThan(1);
    expect(first.itemsCount).toBeGreaterThan(0);
    expect(first.total).toBeGreaterThan(0);

    const sport = await list(fx.marina);
    expect(sport.orders.map((o) => o.number)).toEqual(await numbersOn(fx.sportId));
    expect(sport.orders.length).toBeGreaterThan(0);
  });

  it('gives a shopper an empty list, refuses anonymous sessions and banned users', async () => {
    const shopper = await list(await loginAs(fx.t, 'shopper'));
    expect(shopper).toEqual({ orders: [], pager: { currentPage: 0, totalPages: 1, total: 0 }, showcases: [] });
    expect((await get(fx.t.app, '/api/account/sale-orders/', { cookie: await anonymousSession(fx.t) })).statusCode).toBe(401);
    expect((await get(fx.t.app, '/api/account/sale-orders/')).statusCode).toBe(401);
    const banned = await get(fx.t.app, '/api/account/sale-orders/', { cookie: await loginAs(fx.t, 'banned') });
    expectRefusal(banned, 403, { code: 'BANNED' });
  });

  it('leaves out a showcase the admin is banned on', async () => {
    const gleb = await loginAs(fx.t, 'bannedOnMain');
    const glebId = (await one<{ id: number }>(fx.t.database.db, sql`select id from users where name = 'Глеб Нарушителев'`))!.id;
    await fx.t.database.db.execute(
      sql`insert into showcase_admins (showcase_id, user_id, role) values (${fx.sportId}, ${glebId}, 'admin'), (${fx.mainId}, ${glebId}, 'admin')`,
    );
    // Banned on main, he reaches the API through sport (on main the ban refuses every call).
    expect((await get(fx.t.app, '/api/account/sale-orders/', { cookie: gleb })).statusCode).toBe(403);
    const body = await list(gleb, { s: fx.sportId.toString(36) });
    expect(body.showcases.map((s) => s.id)).toEqual([fx.sportId]);
    expect(body.orders.every((o) => o.showcaseId === fx.sportId)).toBe(true);
    await fx.t.database.db.execute(sql`delete from showcase_admins where user_id = ${glebId}`);
  });

  it('filters by status, showcase and period, and pages', async () => {
    const completed = await list(fx.aleksey, { status: 'completed' });
    expect(completed.orders.length).toBeGreaterThan(0);
    expect(completed.orders.every((o) => o.status === 'completed')).toBe(true);
    expect((await list(fx.aleksey, { showcaseId: String(fx.mainId) })).orders.length).toBe((await numbersOn(fx.mainId)).length);
    expect((await list(fx.aleksey, { showcaseId: String((await showcaseByAlias(fx.t.database.db, 'promo')).id) })).orders).toEqual([]);

    const fresh = await placedOrder(fx.t.app, fx.t.database.db, fx.products[0]!);
    const todays = await list(fx.aleksey, { from: today(), to: today() });
    expect(todays.orders.map((o) => o.number)).toEqual([fresh.order.number]);
    // Seed orders are 3 to 45 days old: a window of the last 8 days holds the recent ones only.
    const week = await list(fx.aleksey, { from: daysAgo(8), to: daysAgo(1) });
    const recent = await rows<{ number: string }>(
      fx.t.database.db,
      sql`
      select number from orders where showcase_id = ${fx.mainId} and created_at >= now() - interval '8 days' and created_at < now() - interval '1 day' order by created_at desc`,
    );
    expect(week.orders.map((o) => o.number)).toEqual(recent.map((r) => r.number));
    expect(week.orders.length).toBeGreaterThan(0);
    expect((await list(fx.aleksey, { to: daysAgo(50) })).orders).toEqual([]);

    const pastEnd = await list(fx.aleksey, { page: '7' });
    expect(pastEnd.pager.currentPage).toBe(0);
    expect(pastEnd.orders.length).toBe(pastEnd.pager.total);
  });

  it('refuses bad filters with 400 and another seller’s showcase with 404', async () => {
    for (const query of [
      { status: 'lost' },
      { from: '2025-02-30' },
      { from: '01.02.2025' },
      { from: '2025-03-02', to: '2025-03-01' },
      { page: '-1' },
      { showcaseId: 'x' },
      { id: '99999999999' },
    ]) {
      const res = await get(fx.t.app, '/api/account/sale-orders/', { cookie: fx.aleksey, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      const body = res.json<{ code: string; fields?: Record<string, string> }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fields ?? {}).length).toBeGreaterThan(0);
    }
    expect((await get(fx.t.app, '/api/account/sale-orders/', { cookie: fx.aleksey, query: { showcaseId: String(fx.sportId) } })).statusCode).toBe(
      404,
    );
    expect((await get(fx.t.app, '/api/account/sale-orders/', { cookie: fx.aleksey, query: { showcaseId: '999999' } })).statusCode).toBe(404);
  });
});

describe('sale order detail', () => {
  it('shows the buyer’s contact, delivery, lines, totals, history and the legal moves', async () => {
    const { order } = await placedOrder(fx.t.app, fx.t.database.db, fx.products[1]!, 2, { comment: 'Домофон не работает' });
    const view: SaleOrder = await saleOrderOf(fx.t.app, fx.aleksey, order.id);
    expect(view).toMatchObject({
      // Pay on delivery: placing hands the order straight to assembly.
      id: order.id,
      number: order.number,
      status: 'assembling',
      showcaseId: fx.mainId,
      paymentSystemId: 2,
      buyer: { name: 'Иван Покупателев', phone: order.contact.phone, email: 'ivan@example.com' },
      delivery: { method: 'courier', city: 'Москва', address: 'ул Тверская, д 7, кв 12' },
      comment: 'Домофон не работает',
      total: order.total,
      goodsTotal: order.goodsTotal,
      trackingNumber: null,
      actions: ['ship', 'cancel'],
    });
    expect(view.lines).toEqual([expect.objectContaining({ productId: fx.products[1]!.id, quantity: 1, price: fx.products[1]!.price })]);
    expect(view.events.map((e) => e.status)).toEqual(['new', 'assembling']);

    const delivered = (await list(fx.aleksey, { status: 'delivered' })).orders[0]!;
    expect((await saleOrderOf(fx.t.app, fx.aleksey, delivered.id)).actions).toEqual([]);
    const shipped = (await list(fx.aleksey, { status: 'shipped' })).orders[0]!;
    expect((await saleOrderOf(fx.t.app, fx.aleksey, shipped.id)).actions).toEqual(['deliver']);
  });

  it('answers 404 for an order of another seller’s showcase and for unknown ids', async () => {
    const sportOrder = (await list(fx.marina)).orders[0]!;
    expect((await get(fx.t.app, '/api/account/sale-orders/', { cookie: fx.aleksey, query: { id: String(sportOrder.id) } })).statusCode).toBe(404);
    expect((await get(fx.t.app, '/api/account/sale-orders/', { cookie: fx.aleksey, query: { id: '99999999' } })).statusCode).toBe(404);
    const shopper = await loginAs(fx.t, 'shopper');
    const own = (await list(fx.aleksey)).orders[0]!;
    expect((await get(fx.t.app, '/api/account/sale-orders/', { cookie: shopper, query: { id: String(own.id) } })).statusCode).toBe(404);
  });
});

describe('CSV export', () => {
  const exportCsv = (cookie: string | null, query: Record<string, string>) => get(fx.t.app, '/api/account/sale-orders/export.csv', { cookie, query });

  it('downloads the period as UTF-8 CSV with a BOM, `;` separators and quoting Excel understands', async () => {
    const tricky = await placedOrder(fx.t.app, fx.t.database.db, fx.products[0]!, 2, {
      comment: 'Код "7;2"\nподъезд 3',
      contact: { name: '=HYPERLINK("x")', phone: '+7 912 345-67-89' },
    });
    const res = await exportCsv(fx.aleksey, { from: daysAgo(60), to: today() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sale-orders_${daysAgo(60)}_${today()}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Номер;Дата;Витрина;Статус;Оплата;Покупатель;Телефон;E-mail;Доставка;Город;Адрес;Товары;Сумма товаров, ₽;Бонусы сети, ₽;Бонусы страницы, ₽;Итого, ₽;Трек-номер;Комментарий',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    const numbers = await numbersOn(fx.mainId);
    for (const n of numbers) expect(text).toContain(`${n};`);
    expect(text).not.toMatch(/Спорт и отдых/);
    const row = text.slice(text.indexOf(`${tricky.order.number};`));
    expect(row).toContain(`;Сарафан Маркет;Собирается;При получении;"'=HYPERLINK(""x"")";+79123456789;;Курьером;`);
    expect(row).toContain(`;"Код ""7;2""\nподъезд 3"\r\n`);
    expect(row).toContain(`;${(tricky.order.total / 100).toFixed(2).replace('.', ',')};`);
    expect(row).toMatch(/^[^;]+;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};/);
  });

  it('covers only the period and the chosen showcase, and checks its input', async () => {
    const old = await exportCsv(fx.aleksey, { from: daysAgo(500), to: daysAgo(400) });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.toString('utf8').slice(1).split('\r\n').filter(Boolean)).toHaveLength(1);
    const sport = await exportCsv(fx.marina, { from: daysAgo(60), to: today(), showcaseId: String(fx.sportId) });
    expect(sport.rawPayload.toString('utf8')).toContain(';Спорт и отдых;');
    expect((await exportCsv(fx.aleksey, { from: daysAgo(60), to: today(), showcaseId: String(fx.sportId) })).statusCode).toBe(404);
    expect((await exportCsv(fx.aleksey, { to: today() })).statusCode).toBe(400);
    expect((await exportCsv(fx.aleksey, { from: today(), to: daysAgo(3) })).statusCode).toBe(400);
    expect((await exportCsv(fx.aleksey, { from: daysAgo(800), to: today() })).statusCode).toBe(400);
    expect((await exportCsv(null, { from: daysAgo(60), to: today() })).statusCode).toBe(401);
  });
});
