import type { Claim } from '@storefront/contract/claims';
import type { WithdrawBonusesData } from '@storefront/contract/bonuses';
import type { NetworkSettingsResponse, OperatorClaimsResponse } from '@storefront/contract/operator';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { one } from '../../src/db/sql';
import { ledgerMismatches } from '../../src/modules/bonuses/ledger-check';
import { loadBonusSettings } from '../../src/modules/bonuses/settings';
import { account } from '../bonuses/bonus-helpers';
import { formData, PNG, postForm } from '../claims/multipart';
import { fileTestApp } from '../helpers/app';
import { demoUserId } from '../helpers/facts';
import { get, post } from '../helpers/http';
import { loginAll, loginAs } from '../helpers/login';
import { operatorSnapshot, SEEDED_NETWORK_SETTINGS, tg } from './operator-helpers';

const t = fileTestApp();
let operator: string;
let shopper: string;
beforeAll(async () => {
  [operator, shopper] = await loginAll(t, 'operator', 'shopper');
});

const claims = async (filter?: string) =>
  (await tg(t, operator, { method: 'operatorClaims', ...(filter ? { filter } : {}) }, 'read')).json<OperatorClaimsResponse>().claims;

async function deliveredLine(): Promise<{ orderId: number; itemId: number; lines: string }> {
  const shopperId = await demoUserId(t.database.db, 'shopper');
  const row = await one<{ orderId: number; itemId: number; lines: string }>(
    t.database.db,
    sql`select o.id as "orderId", min(oi.id)::int as "itemId",
      json_agg(json_build_object('orderItemId', oi.id, 'quantity', oi.quantity) order by oi.id)::text as lines from orders o
    join order_items oi on oi.order_id = o.id where o.user_id = ${shopperId} and o.status = 'delivered' group by o.id order by o.id limit 1`,
  );
  return row!;
}

describe('operator: claims', () => {
  it('lists open claims of every showcase and decides them through the claims module', async () => {
    // A claim on the whole order: its approval makes the order returned.
    const { orderId, lines } = await deliveredLine();
    const created = await postForm(
      t.app,
      '/api/account/claims',
      formData({ lines, reason: 'damaged', description: 'Коробка смята, товар поцарапан' }, [{ filename: 'a.png', type: 'image/png', data: PNG }]),
      { cookie: shopper },
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ claim: Claim }>().claim.id;

    const open = await claims();
    expect(open.find((c) => c.id === id)).toMatchObject({
      status: 'new',
      reason: 'damaged',
      buyerName: 'Иван Покупателев',
      orderStatus: 'delivered',
      photos: 1,
    });
    expect((await claims('decided')).some((c) => c.id === id)).toBe(false);

    const before = await operatorSnapshot(t.database.db);
    expect((await tg(t, operator, { method: 'operatorDecideClaim', id, decision: 'rejected', answer: '  ' })).json()).toHaveProperty('fields.answer');
    expect((await tg(t, operator, { method: 'operatorDecideClaim', id, decision: 'cancelled' })).statusCode).toBe(400);
    expect(await operatorSnapshot(t.database.db)).toBe(before);

    expect((await tg(t, operator, { method: 'operatorDecideClaim', id, decision: 'in_review' })).statusCode).toBe(200);
    const approved = await tg(t, operator, { method: 'operatorDecideClaim', id, decision: 'approved', answer: 'Вернём деньги' });
    expect(approved.statusCode, approved.body).toBe(200);
    const order = await one<{ status: string }>(t.database.db, sql`select status from orders where id = ${orderId}`);
    expect(order?.status).toBe('returned');
    // The card payment's refund goes to the provider just after the decision commits; let it land before the next snapshot.
    await vi.waitFor(
      async () => {
        const pending = await one<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from refunds where order_id = ${orderId} and status = 'pending'`,
        );
        expect(pending?.n).toBe(0);
      },
      { timeout: 5000, interval: 50 },
    );
    expect((await claims('decided')).find((c) => c.id === id)).toMatchObject({ status: 'approved', answer: 'Вернём деньги' });
    expect((await claims()).some((c) => c.id === id)).toBe(false);
    expect((await tg(t, operator, { method: 'operatorDecideClaim', id, decision: 'rejected', answer: 'Передумали' })).statusCode).toBe(409);
  });
});

describe('operator: network settings', () => {
  const settings = async () => (await tg(t, operator, { method: 'getNetworkSettings' }, 'read')).json<NetworkSettingsResponse>();

  it('reads the rules the bonus module uses', async () => {
    expect((await settings()).settings).toEqual(SEEDED_NETWORK_SETTINGS);
  });

  it('refuses a split not summing to 100 and values out of range, writing nothing', async () => {
    const base = (await settings()).settings;
    const before = await operatorSnapshot(t.database.db);
    const bad = [
      { ...base, split: { showcaseOwner: 40, levels: [30, 20, 9] } },
      { ...base, split: { showcaseOwner: 50, levels: [30, 20, 10] } },
      { ...base, split: { showcaseOwner: 40, levels: [30, 30] } },
      { ...base, split: { showcaseOwner: -10, levels: [50, 40, 20] } },
      { ...base, networkSpendCapPercent: 101 },
      { ...base, maturationDays: 1.5 },
      { ...base, withdrawalMin: 0 },
    ];
    for (const s of bad) {
      const res = await tg(t, operator, { method: 'updateNetworkSettings', settings: s });
      expect(res.statusCode, JSON.stringify(s)).toBe(400);
    }
    const sum = await tg(t, operator, { method: 'updateNetworkSettings', settings: bad[0] });
    expect(sum.json()).toMatchObject({ fields: { 'settings.split': 'Доли владельца и трёх линий должны в сумме давать 100 %' } });
    expect(await operatorSnapshot(t.database.db)).toBe(before);
  });

  it('saves valid rules, which the bonus module and the withdrawal form then use', async () => {
    const next = {
      split: { showcaseOwner: 50, levels: [25, 15, 10] },
      maturationDays: 7,
      withdrawalMin: 300,
      networkSpendCapPercent: 30,
      localSpendCapPercent: 80,
    };
    const res = await tg(t, operator, { method: 'updateNetworkSettings', settings: next });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<NetworkSettingsResponse>().settings).toEqual(next);
    expect((await settings()).updatedAt).not.toBeNull();
    expect(await loadBonusSettings(t.database.db)).toEqual({
      split: { showcaseOwner: 50, levels: [25, 15, 10] },
      maturationDays: 7,
      withdrawalMin: 300_00,
      networkSpendCapPercent: 30,
      localSpendCapPercent: 80,
    });
    const natalya = await loginAs(t, 'referrer');
    expect((await get(t.app, '/api/tg', { cookie: natalya, query: { method: 'getWithdrawBonusesData' } })).json<WithdrawBonusesData>().minimum).toBe(
      300,
    );
  });
});

describe('operator: withdrawal queue through the console', () => {
  it('pays one request and rejects another, whose reserve returns to the member', async () => {
    const db = t.database.db;
    const natalya = await loginAs(t, 'referrer');
    const natalyaId = await demoUserId(db, 'referrer');
    const ask = async () => {
      const res = await post(
        t.app,
        '/api/ajax/',
        { action: 'createWithdraw', amount: 500, method: 'card', details: '4111 1111 1111 1111' },
        { cookie: natalya },
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ withdrawal: { id: number } }>().withdrawal.id;
    };
    const toReject = await ask();
    const queue = (await tg(t, operator, { method: 'getWithdrawalRequests', status: 'requested' }, 'read')).json<{
      withdrawals: Array<{ id: number; userName: string }>;
    }>();
    expect(queue.withdrawals.find((w) => w.id === toReject)?.userName).toBe('Наталья Рекомендова');

    const before = await account(db, 'user_network', { userId: natalyaId });
    const rejected = await tg(t, operator, { method: 'rejectWithdrawal', id: toReject, reason: 'Неверные реквизиты' });
    expect(rejected.json()).toMatchObject({ withdrawal: { status: 'rejected', rejectReason: 'Неверные реквизиты' } });
    expect(await account(db, 'user_network', { userId: natalyaId })).toMatchObject({ balance: before.balance, reserved: before.reserved - 500_00 });

    const toPay = await ask();
    expect((await tg(t, operator, { method: 'payWithdrawal', id: toPay })).json()).toMatchObject({ withdrawal: { status: 'paid' } });
    expect(await account(db, 'user_network', { userId: natalyaId })).toMatchObject({
      balance: before.balance - 500_00,
      reserved: before.reserved - 500_00,
    });
    expect((await tg(t, operator, { method: 'rejectWithdrawal', id: toPay, reason: 'Поздно' })).statusCode).toBe(409);
    const history = (await tg(t, operator, { method: 'getWithdrawalRequests' }, 'read')).json<{
      withdrawals: Array<{ id: number; status: string }>;
    }>();
    expect(
      history.withdrawals
        .filter((w) => [toPay, toReject].includes(w.id))
        .map((w) => w.status)
        .sort(),
    ).toEqual(['paid', 'rejected']);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
