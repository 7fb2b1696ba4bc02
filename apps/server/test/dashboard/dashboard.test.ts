import type { Dashboard } from '@storefront/contract/dashboard';
import { toBase36 } from '@storefront/contract/links';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../src/db/sql';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { get, post, sessionCookie } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { addToCart, createBuyer, placeOrder, productsInStock, validBody } from '../orders/order-helpers';

let t: TestApp;
let aleksey: string;
let marina: string;
let ivan: string;
let olga: string;
let showcaseId: number;
let ivanId: number;
let p1: number;
let p2: number;

const TZ = 'Europe/Moscow';
const moscowDay = (daysAgo: number) => new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date(Date.now() - daysAgo * 86_400_000));

const dashboard = async (id: number, days: number, cookie: string | null = aleksey) =>
  get(t.app, '/api/account/showcases/dashboard', { cookie, query: { id: String(id), days: String(days) } });
const figures = async (days: number) => {
  const res = await dashboard(showcaseId, days);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Dashboard>();
};

let seq = 0;
/** An order placed `daysAgo` days before now (Moscow has no DST: the Moscow day moves by exactly that many days). */
async function order(o: { daysAgo: number; status: string; lines: Array<[number, number, number]>; cmp: string | null }) {
  const total = o.lines.reduce((sum, [, price, qty]) => sum + price * qty, 0);
  seq += 1;
  const row = await one<{ id: number }>(
    t.database.db,
    sql`insert into orders (number, user_id, showcase_id, status, payment_system_id, idempotency_key, contact, delivery, goods_total, total, cmp, created_at)
      values (${`DB-${seq}`}, ${ivanId}, ${showcaseId}, ${o.status}, 2, ${`dash-${seq}`}, ${JSON.stringify({ name: 'Иван', phone: '+79990000000' })}::jsonb,
        ${JSON.stringify({ method: 'courier', city: 'Москва', address: 'ул. 1' })}::jsonb, ${total}, ${total}, ${o.cmp},
        now() - make_interval(days => ${o.daysAgo}))
      returning id`,
  );
  for (const [productId, price, quantity] of o.lines) {
    await t.database.db.execute(sql`insert into order_items (order_id, product_id, name, article, price, quantity, bonus_rate)
      values (${row!.id}, ${productId}, ${`Товар ${productId}`}, ${`A-${productId}`}, ${price}, ${quantity}, 10)`);
  }
}

const startup = (query: Record<string, string>, cookie?: string) => post(t.app, '/api/startup', { query }, { cookie: cookie ?? null });
const linkQuery = (cmp: string) => ({ s: `${toBase36(showcaseId)}_r=ALEKSEY1`, cmp });

beforeAll(async () => {
  t = await createTestApp();
  [aleksey, marina, ivan, olga] = await Promise.all([
    loginAs(t, 'showcaseAdmin'),
    loginAs(t, 'sportAdmin'),
    loginAs(t, 'shopper'),
    loginAs(t, 'operator'),
  ]);
  ivanId = await demoUserId(t.database.db, 'shopper');
  const created = await post(t.app, '/api/account/showcases/add', { name: 'Витрина сводки', alias: 'dash-test' }, { cookie: aleksey });
  expect(created.statusCode, created.body).toBe(200);
  showcaseId = created.json<{ id: number }>().id;
  const products = await productsInStock(t.database.db, (await showcaseByAlias(t.database.db, 'main')).id, 2);
  [p1, p2] = [products[0]!.id, products[1]!.id];

  // Kopecks: A today (paid, 01ABCD), B 3 days ago, C 10 days ago (01ABCD), D cancelled, E 40 days ago (02WXYZ), F 100 days ago.
  await order({
    daysAgo: 0,
    status: 'paid',
    cmp: '01ABCD',
    lines: [
      [p1, 40_000, 2],
      [p2, 20_000, 1],
    ],
  });
  await order({ daysAgo: 3, status: 'delivered', cmp: null, lines: [[p2, 50_000, 1]] });
  await order({ daysAgo: 10, status: 'completed', cmp: '01ABCD', lines: [[p1, 30_000, 1]] });
  await order({ daysAgo: 2, status: 'cancelled', cmp: '01ABCD', lines: [[p1, 999_900, 1]] });
  await order({ daysAgo: 40, status: 'completed', cmp: '02WXYZ', lines: [[p2, 20_000, 1]] });
  await order({ daysAgo: 100, status: 'completed', cmp: '02WXYZ', lines: [[p2, 70_000, 1]] });

  // The showcase's network share: pending 15 ₽ and available 25 ₽ this week, 7 ₽ available 20 days ago; reversals and debits do not count.
  await t.database.db.execute(sql`insert into bonus_accounts (kind, showcase_id) values ('showcase_network', ${showcaseId}) on conflict do nothing`);
  const account = await one<{ id: number }>(
    t.database.db,
    sql`select id from bonus_accounts where kind = 'showcase_network' and showcase_id = ${showcaseId}`,
  );
  const entries: Array<[number, string, number]> = [
    [1_500, 'pending', 0],
    [2_500, 'available', 5],
    [999, 'reversed', 0],
    [700, 'available', 20],
    [-300, 'available', 1],
  ];
  for (const [i, [amount, status, daysAgo]] of entries.entries()) {
    await t.database.db.execute(sql`insert into bonus_entries (account_id, amount, status, operation, showcase_id, idempotency_key, created_at)
      values (${account!.id}, ${amount}, ${status}, 'owner_share', ${showcaseId}, ${`dash-entry-${i}`}, now() - make_interval(days => ${daysAgo}))`);
  }
});
afterAll(() => t.close());

describe('share-link opens', () => {
  it('counts an open once per visitor, link and day, only when cmp arrives', async () => {
    const count = async () =>
      (await one<{ n: number }>(t.database.db, sql`select count(*)::int as n from link_opens where showcase_id = ${showcaseId}`))!.n;
    // An anonymous visitor: the first launch starts a session (it brings a referral), reloads reuse it.
    const first = await startup(linkQuery('01ABCD'));
    expect(first.statusCode, first.body).toBe(200);
    const visitor = sessionCookie(first)!.value;
    for (let i = 0; i < 3; i++) expect((await startup(linkQuery('01ABCD'), visitor)).statusCode).toBe(200);
    expect(await count()).toBe(1);
    // A logged-in visitor counts once per campaign.
    await startup(linkQuery('01ABCD'), ivan);
    await startup(linkQuery('01ABCD'), ivan);
    await startup(linkQuery('02WXYZ'), ivan);
    expect(await count()).toBe(3);
    // No campaign, a malformed one, or another showcase's link: not this showcase's opens.
    await startup({ s: `${toBase36(showcaseId)}_r=ALEKSEY1` }, marina);
    await startup({ s: `${toBase36(showcaseId)}_r=ALEKSEY1`, cmp: 'bad' }, marina);
    await startup({ s: `${toBase36((await showcaseByAlias(t.database.db, 'main')).id)}_r=ALEKSEY1`, cmp: '01ABCD' }, marina);
    expect(await count()).toBe(3);
    const opens = await rows<{ cmp: string; visitor: string; day: string }>(
      t.database.db,
      sql`select cmp, visitor, to_char(day, 'YYYY-MM-DD') as day from link_opens where showcase_id = ${showcaseId} order by id`,
    );
    expect(opens.map((o) => o.cmp)).toEqual(['01ABCD', '01ABCD', '02WXYZ']);
    expect(opens[0]!.visitor).toMatch(/^s:/);
    expect(opens[1]!.visitor).toBe(`u:${ivanId}`);
    expect(opens.every((o) => o.day === moscowDay(0))).toBe(true);
    // An open 10 days ago (another visitor): in the 30-day figures, not in the 7-day ones.
    await t.database.db.execute(sql`insert into link_opens (showcase_id, ref_code, cmp, visitor, day)
      values (${showcaseId}, 'ALEKSEY1', '01ABCD', 'u:999999', ${moscowDay(10)}::date)`);
  });

  it('keeps the campaign on the order the referred buyer places', async () => {
    const main = await showcaseByAlias(t.database.db, 'main');
    const [product] = await productsInStock(t.database.db, main.id, 1);
    const buyer = await createBuyer(t.database.db);
    expect((await startup({ s: `${toBase36(main.id)}_r=ALEKSEY1`, cmp: '07SALE' }, buyer.cookie)).statusCode).toBe(200);
    expect((await addToCart(t.app, buyer.cookie, product!.id, 1)).statusCode).toBe(200);
    const placed = await placeOrder(t.app, buyer.cookie, validBody({}));
    expect(placed.statusCode, placed.body).toBe(201);
    const row = await one<{ cmp: string | null }>(t.database.db, sql`select cmp from orders where user_id = ${buyer.userId}`);
    expect(row?.cmp).toBe('07SALE');
  });
});

describe('dashboard', () => {
  it('is refused to anyone but the owner, admins and operators of that showcase', async () => {
    expect((await dashboard(showcaseId, 30, marina)).statusCode).toBe(403);
    expect((await dashboard(showcaseId, 30, ivan)).statusCode).toBe(403);
    expect((await dashboard(showcaseId, 30, null)).statusCode).toBe(401);
    expect((await dashboard(999_999, 30)).statusCode).toBe(403);
    expect((await dashboard(showcaseId, 14)).statusCode).toBe(400);
    const csv = (cookie: string) =>
      get(t.app, '/api/account/showcases/dashboard/export.csv', { cookie, query: { id: String(showcaseId), days: '90', kind: 'links' } });
    expect((await csv(marina)).statusCode).toBe(403);
    expect((await dashboard(showcaseId, 30, olga)).statusCode).toBe(200);
    // An admin the owner adds sees it too.
    expect(
      (await post(t.app, '/api/tg', { method: 'addShowcaseAdmin', ShowcaseID: showcaseId, refCode: 'MARINA01' }, { cookie: aleksey })).statusCode,
    ).toBe(200);
    expect((await dashboard(showcaseId, 30, marina)).statusCode).toBe(200);
  });

  it('sums the last 7 days exactly', async () => {
    const d = await figures(7);
    expect(d).toMatchObject({
      showcaseId,
      days: 7,
      from: moscowDay(6),
      to: moscowDay(0),
      revenue: 1500,
      orders: 2,
      averageOrder: 750,
      linkOpens: 3,
      linkOrders: 1,
      conversion: 33.3,
      bonuses: { pending: 15, available: 25 },
    });
    expect(d.series).toHaveLength(7);
    expect(d.series[6]).toEqual({ day: moscowDay(0), revenue: 1000, orders: 1 });
    expect(d.series[3]).toEqual({ day: moscowDay(3), revenue: 500, orders: 1 });
    expect(d.series.reduce((sum, s) => sum + s.revenue, 0)).toBe(1500);
    expect(d.campaigns).toEqual([
      { cmp: '01ABCD', opens: 2, orders: 1, revenue: 1000 },
      { cmp: '02WXYZ', opens: 1, orders: 0, revenue: 0 },
    ]);
    expect(d.topProducts).toEqual(
      [
        { productId: p2, name: `Товар ${p2}`, quantity: 2, revenue: 700 },
        { productId: p1, name: `Товар ${p1}`, quantity: 2, revenue: 800 },
      ].sort((a, b) => b.revenue - a.revenue),
    );
  });

  it('sums 30 and 90 days exactly, leaving cancelled orders and older ones out', async () => {
    expect(await figures(30)).toMatchObject({
      revenue: 1800,
      orders: 3,
      averageOrder: 600,
      linkOpens: 4,
      linkOrders: 2,
      conversion: 50,
      bonuses: { pending: 15, available: 32 },
      campaigns: [
        { cmp: '01ABCD', opens: 3, orders: 2, revenue: 1300 },
        { cmp: '02WXYZ', opens: 1, orders: 0, revenue: 0 },
      ],
      topProducts: [
        { productId: p1, name: `Товар ${p1}`, quantity: 3, revenue: 1100 },
        { productId: p2, name: `Товар ${p2}`, quantity: 2, revenue: 700 },
      ],
    });
    const d90 = await figures(90);
    expect(d90).toMatchObject({ revenue: 2000, orders: 4, averageOrder: 500, linkOrders: 3, conversion: 75 });
    expect(d90.series).toHaveLength(90);
    expect(d90.campaigns).toContainEqual({ cmp: '02WXYZ', opens: 1, orders: 1, revenue: 200 });
  });

  it('answers zeros for a showcase without sales', async () => {
    const created = await post(t.app, '/api/account/showcases/add', { name: 'Пустая витрина', alias: 'dash-empty' }, { cookie: aleksey });
    const res = await dashboard(created.json<{ id: number }>().id, 7);
    expect(res.json<Dashboard>()).toMatchObject({
      revenue: 0,
      orders: 0,
      averageOrder: 0,
      linkOpens: 0,
      conversion: null,
      campaigns: [],
      topProducts: [],
    });
  });

  it('matches the seeded orders of the demo store', async () => {
    const main = await showcaseByAlias(t.database.db, 'main');
    const d = (await dashboard(main.id, 90)).json<Dashboard>();
    const seeded = await rows<{ total: number; status: string; day: string }>(
      t.database.db,
      sql`select total::float8 as total, status, to_char(created_at at time zone 'Europe/Moscow', 'YYYY-MM-DD') as day from orders where showcase_id = ${main.id}`,
    );
    const counted = seeded.filter((o) => !['cancelled', 'returned'].includes(o.status) && o.day >= moscowDay(89));
    expect(d.orders).toBe(counted.length);
    expect(Math.round(d.revenue * 100)).toBe(counted.reduce((sum, o) => sum + o.total, 0));
    expect(d.orders).toBeGreaterThan(0);
  });

  it('exports link statistics and bonus entries as CSV', async () => {
    const csv = async (kind: string) => {
      const res = await get(t.app, '/api/account/showcases/dashboard/export.csv', {
        cookie: aleksey,
        query: { id: String(showcaseId), days: '30', kind },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      return res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
    };
    expect(await csv('links')).toEqual(['Кампания (cmp);Переходы;Заказы;Конверсия, %;Выручка, ₽', '01ABCD;3;2;66,7;1300,00', '02WXYZ;1;0;0,0;0,00']);
    const bonuses = await csv('bonuses');
    expect(bonuses[0]).toBe('Дата;Операция;Статус;Сумма, ₽;Заказ;Доступно с');
    expect(bonuses).toHaveLength(6);
    expect(bonuses.filter((l) => l.includes(';Ожидает;15,00;'))).toHaveLength(1);
  });
});
