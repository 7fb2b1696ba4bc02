import { sql } from 'drizzle-orm';
import { BONUS_PAGE_SIZE, type BonusTransactionsResponse } from '@storefront/contract/bonuses';
import { LOCALE_HEADER } from '@storefront/contract/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { createTestApp, fileTestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { get, json, post } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { account, insertOrder } from './bonus-helpers';

const t = fileTestApp();
let ivan: string;
let ivanId: number;
beforeAll(async () => {
  ivan = await loginAs(t, 'shopper');
  ivanId = await demoUserId(t.database.db, 'shopper');
});

const page = async (query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  json<BonusTransactionsResponse>(
    await get(t.app, '/api/tg', { cookie: ivan, headers, query: { method: 'getClientBonusTransactions', json: '1', ...query } }),
  );

describe('getClientBonusTransactions', () => {
  it('answers the spec shape: balances in bonuses, pending, one zero-based page', async () => {
    const db = t.database.db;
    const main = await showcaseByAlias(db, 'main');
    const network = await account(db, 'user_network', { userId: ivanId });
    const local = await account(db, 'user_local', { userId: ivanId, showcaseId: main.id });
    const total = (await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from bonus_entries e join bonus_accounts a on a.id = e.account_id where a.user_id = ${ivanId}`,
    ))!.n;
    const r = await page({ page: '0' });
    expect(r.balance).toEqual({ GlobalValue: (network.balance - network.reserved) / 100, LocalValue: local.balance / 100 });
    expect(r.Expected).toEqual({ GlobalValue: network.pending / 100, LocalValue: local.pending / 100 });
    expect(r.pager).toEqual({ currentPage: 0, totalPages: Math.ceil(total / BONUS_PAGE_SIZE) });
    expect(r.BonusTransactions).toHaveLength(Math.min(total, BONUS_PAGE_SIZE));
    const spend = r.BonusTransactions.find((x) => x.Operation === 'spend');
    expect(spend).toMatchObject({
      Amount: -500,
      BonusOperationName: 'Оплата заказа бонусами',
      ShowcaseName: 'Сарафан Маркет',
      ShowcaseBotName: 'sarafan_main_bot',
      ShowcaseBonus: false,
    });
    const all = [...r.BonusTransactions, ...(await page({ page: '1' })).BonusTransactions];
    expect(all.find((x) => x.Operation === 'cashback')).toMatchObject({ ShowcaseBonus: true });
    expect(all.find((x) => x.Operation === 'transfer_in')).toMatchObject({
      Amount: 200,
      ShowcaseName: null,
      BonusOperationName: 'Перевод от участника',
    });
  });

  it('sorts newest first by default and on "last", oldest first on "first"', async () => {
    const dates = (r: BonusTransactionsResponse) => r.BonusTransactions.map((x) => new Date(x.TransactionDate).getTime());
    const byDefault = dates(await page());
    expect(byDefault).toEqual([...byDefault].sort((a, b) => b - a));
    expect(dates(await page({ sort: 'last' }))).toEqual(byDefault);
    const first = dates(await page({ sort: 'first' }));
    expect(first).toEqual([...first].sort((a, b) => a - b));
    expect(first[0]).toBeLessThanOrEqual(byDefault[byDefault.length - 1]!);
    expect(first).not.toEqual(byDefault);
  });

  it('clamps a page past the end and refuses a bad one', async () => {
    const r = await page({ page: '999' });
    expect(r.pager.currentPage).toBe(r.pager.totalPages - 1);
    expect(r.BonusTransactions.length).toBeGreaterThan(0);
    expect((await get(t.app, '/api/tg', { cookie: ivan, query: { method: 'getClientBonusTransactions', page: '-1' } })).statusCode).toBe(400);
    expect((await get(t.app, '/api/tg', { cookie: ivan, query: { method: 'getClientBonusTransactions', sort: 'random' } })).statusCode).toBe(400);
    expect((await get(t.app, '/api/tg', { query: { method: 'getClientBonusTransactions' } })).statusCode).toBe(401);
  });

  it('names operations in the shopper language', async () => {
    const r = await page({ sort: 'first' }, { [LOCALE_HEADER]: 'en-US' });
    expect(r.BonusTransactions.map((x) => x.BonusOperationName)).toContain('Network purchase bonus, line 1');
  });
});

describe('the test clock and the maturation job', () => {
  it('matures due entries as if days had passed (DEMO=1 only)', async () => {
    const db = t.database.db;
    const main = await showcaseByAlias(db, 'main');
    const order = await insertOrder(db, {
      userId: ivanId,
      showcaseId: main.id,
      lines: [{ price: 100_000, quantity: 1, bonusRate: 10 }],
      status: 'completed',
    });
    await db.execute(sql`update orders set completed_at = now() where id = ${order}`);
    await db.transaction(async (tx) => {
      await t.app.orderHooks.emit({ orderId: order, from: 'awaiting_payment', to: 'paid', paymentSystemId: 1, actorId: null }, tx);
    });
    const pendingOf = () =>
      one<{ n: number }>(db, sql`select count(*)::int as n from bonus_entries where order_id = ${order} and status = 'pending'`);
    expect((await pendingOf())!.n).toBeGreaterThan(0);
    const early = await post(t.app, '/api/test/advance-clock', { days: 13 });
    expect(early.statusCode).toBe(200);
    expect((await pendingOf())!.n).toBeGreaterThan(0);
    const res = await post(t.app, '/api/test/advance-clock', { days: 15 });
    expect(json<{ matured: number }>(res).matured).toBeGreaterThan(0);
    expect((await pendingOf())!.n).toBe(0);
    expect((await post(t.app, '/api/test/advance-clock', { days: -1 })).statusCode).toBe(400);

    const production = await createTestApp({ DEMO: false });
    try {
      expect((await post(production.app, '/api/test/advance-clock', { days: 15 })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('runs on its interval only when started, and stops with the app', async () => {
    const db = t.database.db;
    expect(t.app.bonusMaturation.started).toBe(false);
    const main = await showcaseByAlias(db, 'main');
    const order = await insertOrder(db, { userId: ivanId, showcaseId: main.id, lines: [{ price: 100_000, quantity: 1, bonusRate: 10 }] });
    await db.transaction((tx) =>
      t.app.orderHooks.emit({ orderId: order, from: 'awaiting_payment', to: 'paid', paymentSystemId: 1, actorId: null }, tx),
    );
    await db.execute(sql`update bonus_entries set matures_at = now() - interval '1 minute' where order_id = ${order} and status = 'pending'`);
    t.app.bonusMaturation.start(20);
    expect(t.app.bonusMaturation.started).toBe(true);
    await expect
      .poll(
        async () =>
          (await one<{ n: number }>(db, sql`select count(*)::int as n from bonus_entries where order_id = ${order} and status = 'pending'`))!.n,
        { timeout: 5000 },
      )
      .toBe(0);
    await t.app.bonusMaturation.stop();
    expect(t.app.bonusMaturation.started).toBe(false);
  });
});
