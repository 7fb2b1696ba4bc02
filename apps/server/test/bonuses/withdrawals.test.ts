import { sql } from 'drizzle-orm';
import type { WithdrawBonusesData } from '@storefront/contract/bonuses';
import { beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { ledgerMismatches } from '../../src/modules/bonuses/ledger-check';
import { fileTestApp } from '../helpers/app';
import { demoUserId } from '../helpers/facts';
import { get, json, post } from '../helpers/http';
import { loginAll } from '../helpers/login';
import { account } from './bonus-helpers';

const t = fileTestApp();
let natalya: string;
let operator: string;
let natalyaId: number;
beforeAll(async () => {
  [natalya, operator] = await loginAll(t, 'referrer', 'operator');
  natalyaId = await demoUserId(t.database.db, 'referrer');
});

const VISA = '4111 1111 1111 1111';
const data = async (cookie = natalya) =>
  json<WithdrawBonusesData>(await get(t.app, '/api/tg', { cookie, query: { method: 'getWithdrawBonusesData' } }));
const withdraw = (body: Record<string, unknown>, cookie = natalya) =>
  post(t.app, '/api/ajax/', { action: 'createWithdraw', method: 'card', details: VISA, ...body }, { cookie });

describe('withdrawals', () => {
  it('shows what may be withdrawn, the minimum, the methods, masked saved details and the history', async () => {
    const d = await data();
    const acc = await account(t.database.db, 'user_network', { userId: natalyaId });
    expect(d).toMatchObject({ minimum: 500, methods: ['card', 'sbp', 'yoomoney'], available: (acc.balance - acc.reserved) / 100, reserved: 500 });
    expect(d.saved).toEqual({ card: '2200 •••• •••• 4417', sbp: '+7 900 ***-**-07', yoomoney: null });
    expect(d.history.map((w) => w.status)).toEqual(['requested', 'paid']);
    expect((await get(t.app, '/api/tg', { query: { method: 'getWithdrawBonusesData' } })).statusCode).toBe(401);
  });

  it('refuses an amount below the minimum or above what is available, and bad payout details', async () => {
    const below = await withdraw({ amount: 499.99 });
    expect(below.statusCode).toBe(400);
    expect(json(below).fields).toEqual({ amount: 'Минимальная сумма вывода — 500 бонусов' });

    const { available } = await data();
    const above = await withdraw({ amount: available + 1 });
    expect(above.statusCode).toBe(409);
    expect(json<{ fields: Record<string, string> }>(above).fields.amount).toMatch(/^Доступно не больше/);

    expect(json(await withdraw({ amount: 500, details: '4111 1111 1111 1112' })).fields).toHaveProperty('details');
    expect((await withdraw({ amount: 500, method: 'sbp', details: '+7 912 345-67' })).statusCode).toBe(400);
    expect((await withdraw({ amount: 500.001 })).statusCode).toBe(400);
    expect((await withdraw({ amount: -500 })).statusCode).toBe(400);
    expect((await data()).available).toBe(available);
  });

  it('lets only one of two concurrent requests take the same bonuses', async () => {
    const { available } = await data();
    expect(available).toBeGreaterThanOrEqual(500);
    const amount = Math.floor(available * 0.6 * 100) / 100;
    const [a, b] = await Promise.all([
      withdraw({ amount: Math.max(500, amount) }),
      withdraw({ amount: Math.max(500, amount), method: 'sbp', details: '+7 (912) 345-67-89', bankId: '100000000111' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = json<{ withdrawal: { details: string; status: string; amount: number } }>(a.statusCode === 200 ? a : b);
    expect(ok.withdrawal.status).toBe('requested');
    // Whichever won, its destination is shown masked (an SBP one with its bank).
    expect(ok.withdrawal.details).toBe(a.statusCode === 200 ? '•••• 1111' : '+7 ••• •••-67-89, Сбербанк');
    expect((await data()).available).toBeCloseTo(available - ok.withdrawal.amount, 2);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('is paid or rejected by an operator once, the reserve returning', async () => {
    const db = t.database.db;
    const d = await data();
    const requested = d.history.filter((w) => w.status === 'requested');
    expect(requested.length).toBeGreaterThanOrEqual(2);
    const [toPay, toReject] = requested;
    const before = await account(db, 'user_network', { userId: natalyaId });

    expect((await post(t.app, '/api/tg', { method: 'payWithdrawal', id: toPay!.id }, { cookie: natalya })).statusCode).toBe(403);
    const list = json<{ withdrawals: Array<{ id: number; userName: string }> }>(
      await get(t.app, '/api/tg', { cookie: operator, query: { method: 'getWithdrawalRequests', status: 'requested' } }),
    );
    expect(list.withdrawals.find((w) => w.id === toPay!.id)?.userName).toBe('Наталья Рекомендова');

    const paid = await post(t.app, '/api/tg', { method: 'payWithdrawal', id: toPay!.id }, { cookie: operator });
    expect(paid.statusCode).toBe(200);
    expect(json<{ withdrawal: { status: string } }>(paid).withdrawal.status).toBe('paid');
    expect((await post(t.app, '/api/tg', { method: 'payWithdrawal', id: toPay!.id }, { cookie: operator })).statusCode).toBe(409);
    const afterPay = await account(db, 'user_network', { userId: natalyaId });
    const cents = Math.round(toPay!.amount * 100);
    expect(afterPay).toMatchObject({ balance: before.balance - cents, reserved: before.reserved - cents });
    expect(await one(db, sql`select 1 from bonus_entries where idempotency_key = ${`withdrawal:${toPay!.id}`} and amount = ${-cents}`)).toBeTruthy();

    const rejected = await post(
      t.app,
      '/api/tg',
      { method: 'rejectWithdrawal', id: toReject!.id, reason: 'Карта не принимает переводы' },
      { cookie: operator },
    );
    expect(json<{ withdrawal: { status: string; rejectReason: string } }>(rejected).withdrawal).toMatchObject({
      status: 'rejected',
      rejectReason: 'Карта не принимает переводы',
    });
    const afterReject = await account(db, 'user_network', { userId: natalyaId });
    expect(afterReject).toMatchObject({ balance: afterPay.balance, reserved: afterPay.reserved - Math.round(toReject!.amount * 100) });
    expect((await post(t.app, '/api/tg', { method: 'rejectWithdrawal', id: toReject!.id, reason: 'ещё раз' }, { cookie: operator })).statusCode).toBe(
      409,
    );

    const history = (await data()).history;
    expect(history.find((w) => w.id === toPay!.id)?.status).toBe('paid');
    expect(history.find((w) => w.id === toReject!.id)?.rejectReason).toBe('Карта не принимает переводы');
    const notes = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from notifications where user_id = ${natalyaId} and type = 'withdrawal'`,
    );
    expect(notes!.n).toBe(2);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('takes the same request through POST /api/tg withdrawBonuses', async () => {
    const res = await post(
      t.app,
      '/api/tg',
      { method: 'withdrawBonuses', amount: 500, payoutMethod: 'sbp', details: '8 912 345 67 89', bankId: '100000000004' },
      { cookie: natalya },
    );
    expect([200, 409]).toContain(res.statusCode);
    expect(
      (await post(t.app, '/api/tg', { method: 'withdrawBonuses', amount: 500, payoutMethod: 'sbp', details: '12345' }, { cookie: natalya }))
        .statusCode,
    ).toBe(400);
  });
});
