import { sql } from 'drizzle-orm';
import type { FictitiousSale, TransferForm } from '@storefront/contract/bonuses';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/db/seed/fixtures';
import { one } from '../../src/db/sql';
import { ledgerMismatches } from '../../src/modules/bonuses/ledger-check';
import { fileTestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { get, json, post } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { account } from './bonus-helpers';

const t = fileTestApp();
let ivan: string;
let ivanId: number;
let natalyaId: number;
beforeAll(async () => {
  ivan = await loginAs(t, 'shopper');
  ivanId = await demoUserId(t.database.db, 'shopper');
  natalyaId = await demoUserId(t.database.db, 'referrer');
});

const transfer = (body: Record<string, unknown>, cookie: string | null = ivan) =>
  post(t.app, '/api/ajax/', { action: 'createTransfer', ...body }, { cookie });
const counts = () =>
  one<{ entries: number; sum: number }>(
    t.database.db,
    sql`select count(*)::int as entries, (select sum(balance + pending + reserved) from bonus_accounts)::float8 as sum from bonus_entries`,
  );

describe('transfers between members', () => {
  it('serves the form data and finds the recipient for the confirmation step', async () => {
    const form = json<TransferForm>(await get(t.app, '/api/account/mlm/transfer/', { cookie: ivan }));
    const acc = await account(t.database.db, 'user_network', { userId: ivanId });
    expect(form).toMatchObject({ available: (acc.balance - acc.reserved) / 100, refCode: DEMO_USERS.shopper.refCode });
    expect(form.history[0]).toMatchObject({ amount: 200, counterpart: DEMO_USERS.referrer.name });
    expect((await get(t.app, '/api/account/mlm/transfer/')).statusCode).toBe(401);

    const found = await get(t.app, '/api/tg', { cookie: ivan, query: { method: 'findTransferRecipient', refCode: 'natalya1' } });
    expect(json(found)).toEqual({ name: DEMO_USERS.referrer.name, refCode: 'NATALYA1', avatarUrl: null });
    expect((await get(t.app, '/api/tg', { cookie: ivan, query: { method: 'findTransferRecipient', refCode: 'NOBODY99' } })).statusCode).toBe(404);
  });

  it('refuses oneself, unknown and banned members, overdrafts and bad amounts, changing nothing', async () => {
    const before = await counts();
    const self = await transfer({ refCode: DEMO_USERS.shopper.refCode, amount: 1 });
    expect(self.statusCode).toBe(400);
    expect(json(self).fields).toEqual({ refCode: 'Нельзя перевести бонусы самому себе' });
    expect((await transfer({ refCode: 'NOBODY99', amount: 1 })).statusCode).toBe(404);
    expect((await transfer({ refCode: DEMO_USERS.banned.refCode, amount: 1 })).statusCode).toBe(404);
    const { available } = json<TransferForm>(await get(t.app, '/api/account/mlm/transfer/', { cookie: ivan }));
    expect((await transfer({ refCode: 'NATALYA1', amount: available + 0.01 })).statusCode).toBe(409);
    expect((await transfer({ refCode: 'NATALYA1', amount: 0 })).statusCode).toBe(400);
    expect((await transfer({ refCode: 'NATALYA1', amount: 1.005 })).statusCode).toBe(400);
    expect((await transfer({ refCode: 'NATALYA1', amount: 1 }, null)).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('moves the bonuses atomically and applies a retried request once', async () => {
    const db = t.database.db;
    const from = await account(db, 'user_network', { userId: ivanId });
    const to = await account(db, 'user_network', { userId: natalyaId });
    const body = { refCode: 'NATALYA1', amount: 12.34, requestId: 'transfer-test-0001' };
    const [a, b] = await Promise.all([transfer(body), transfer(body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(json(a)).toMatchObject({ amount: 12.34, recipient: { refCode: 'NATALYA1' }, available: (from.balance - from.reserved - 1234) / 100 });
    expect((await account(db, 'user_network', { userId: ivanId })).balance).toBe(from.balance - 1234);
    expect((await account(db, 'user_network', { userId: natalyaId })).balance).toBe(to.balance + 1234);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('never lets concurrent transfers overdraw', async () => {
    const db = t.database.db;
    const from = await account(db, 'user_network', { userId: ivanId });
    const spendable = from.balance - from.reserved;
    const amount = Math.floor(spendable / 2) + 1;
    const results = await Promise.all([1, 2, 3].map(() => transfer({ refCode: 'NATALYA1', amount: amount / 100 })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    expect((await account(db, 'user_network', { userId: ivanId })).balance).toBe(from.balance - amount);
  });
});

describe('bonus payment and the fictitious sale order', () => {
  it('lets a showcase admin pay a member from the showcase network account, and nobody else', async () => {
    const db = t.database.db;
    const main = await showcaseByAlias(db, 'main');
    const admin = await loginAs(t, 'showcaseAdmin');
    const showcaseBefore = await account(db, 'showcase_network', { showcaseId: main.id });
    const ivanBefore = await account(db, 'user_network', { userId: ivanId });
    const body = { method: 'createBonusPayment', ShowcaseID: main.id, refCode: 'IVANPOKU', amount: 100, comment: 'За отзыв' };
    expect((await post(t.app, '/api/tg', body, { cookie: ivan })).statusCode).toBe(403);
    const sport = await showcaseByAlias(db, 'sport');
    expect((await post(t.app, '/api/tg', { ...body, ShowcaseID: sport.id }, { cookie: admin })).statusCode).toBe(403);
    const res = await post(t.app, '/api/tg', body, { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ amount: 100, showcaseBalance: (showcaseBefore.balance - 10_000) / 100, recipient: { refCode: 'IVANPOKU' } });
    // The seller's screen reads the account it pays from with the showcase settings (kopecks).
    const settings = await get(t.app, '/api/account/showcases/edit/', { cookie: admin, query: { id: String(main.id) } });
    expect(json<{ networkAccount: { balance: number } }>(settings).networkAccount.balance).toBe(
      showcaseBefore.balance - showcaseBefore.reserved - 10_000,
    );
    expect((await account(db, 'user_network', { userId: ivanId })).balance).toBe(ivanBefore.balance + 10_000);
    expect((await post(t.app, '/api/tg', { ...body, amount: showcaseBefore.balance / 100 }, { cookie: admin })).statusCode).toBe(409);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('computes what a sale would pay along the tree and posts nothing', async () => {
    const db = t.database.db;
    const main = await showcaseByAlias(db, 'main');
    const admin = await loginAs(t, 'showcaseAdmin');
    const product = (await one<{ id: number; price: number; rate: number }>(
      db,
      sql`select id, price::float8 as price, bonus_rate::float8 as rate from products order by id limit 1`,
    ))!;
    const before = await counts();
    const res = await post(
      t.app,
      '/api/tg',
      { method: 'createFictitiousSaleOrder', ShowcaseID: main.id, items: [{ ProductId: product.id, Quantity: 2 }], buyerRefCode: 'IVANPOKU' },
      { cookie: admin },
    );
    expect(res.statusCode).toBe(200);
    const sale = json<FictitiousSale>(res);
    const pool = Math.floor((product.price * 2 * product.rate) / 100);
    expect(sale.pool).toBe(pool / 100);
    expect(sale.goodsTotal).toBe((product.price * 2) / 100);
    expect(sale.owner).toEqual({ showcaseName: 'Сарафан Маркет', percent: 40, amount: Math.floor(pool * 0.4) / 100 });
    expect(sale.levels.map((l) => [l.level, l.percent, l.recipient, l.paid])).toEqual([
      // Only the seller and downline members who agreed to be shown are named (what-if privacy, issue 15).
      [1, 30, null, true],
      [2, 20, null, true],
      [3, 10, DEMO_USERS.showcaseAdmin.name, true],
    ]);
    expect(sale.levels[0]!.amount).toBe(Math.floor(pool * 0.3) / 100);
    expect(sale.cashback).toMatchObject({ percent: 5, amount: Math.floor(product.price * 2 * 0.05) / 100, covered: true });
    expect(await counts()).toEqual(before);

    const anonymous = await post(
      t.app,
      '/api/tg',
      { method: 'createFictitiousSaleOrder', ShowcaseID: main.id, items: [{ ProductId: product.id, Quantity: 1 }] },
      { cookie: admin },
    );
    expect(json<FictitiousSale>(anonymous).levels.every((l) => l.recipient === null && !l.paid)).toBe(true);
    expect(
      (
        await post(
          t.app,
          '/api/tg',
          { method: 'createFictitiousSaleOrder', ShowcaseID: main.id, items: [{ ProductId: 99_999_999, Quantity: 1 }] },
          { cookie: admin },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(t.app, '/api/tg', { method: 'createFictitiousSaleOrder', ShowcaseID: main.id, items: [] }, { cookie: admin })).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          t.app,
          '/api/tg',
          { method: 'createFictitiousSaleOrder', ShowcaseID: main.id, items: [{ ProductId: product.id, Quantity: 1 }] },
          { cookie: ivan },
        )
      ).statusCode,
    ).toBe(403);
  });
});
