import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@storefront/contract/orders';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, SHOPPER_UPLINE_TELEGRAM_IDS } from '../../src/db/seed/fixtures';
import { one, rows } from '../../src/db/sql';
import { ledgerMismatches } from '../../src/modules/bonuses/ledger-check';
import { matureAll } from '../../src/modules/bonuses/maturation';
import { OrderHooks } from '../../src/modules/orders/hooks';
import { transition } from '../../src/modules/orders/lifecycle';
import { fileTestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { account, insertOrder, orderEntries, userByTelegram } from './bonus-helpers';

/**
 * Accruals on the demo tree (DESIGN §6): the shopper sits at depth 3 — Наталья (1st line), Сергей (2nd), Алексей (3rd,
 * also the owner of «Сарафан Маркет», whose owner share goes to the showcase's network account).
 */
const t = fileTestApp();
let shopper: number;
let upline: number[];
let main: { id: number; ownerId: number };
const DAY = 86_400_000;

beforeAll(async () => {
  const db = t.database.db;
  shopper = await userByTelegram(db, DEMO_USERS.shopper.telegramId);
  upline = await Promise.all(SHOPPER_UPLINE_TELEGRAM_IDS.map((id) => userByTelegram(db, id)));
  main = await showcaseByAlias(db, 'main');
});

const system = { userId: null, role: 'system' } as const;
async function walk(orderId: number, steps: OrderStatus[]): Promise<void> {
  for (const to of steps) await transition({ db: t.database.db, orderHooks: t.app.orderHooks }, orderId, to, system);
}

// 10 000 ₽ × 1 at 10 % → 1 000 ₽; 333,33 ₽ × 3 at 7,5 % → 74,99 ₽ (rounded down). Pool 1 074,99 ₽ = 107 499 kopecks.
const LINES = [
  { price: 1_000_000, quantity: 1, bonusRate: 10 },
  { price: 33_333, quantity: 3, bonusRate: 7.5 },
];
const POOL = 100_000 + 7_499;
const GOODS = 1_000_000 + 99_999;
const CASHBACK = Math.floor(GOODS * 0.05);

describe('accruals', () => {
  it('splits the pool 40 / 30 / 20 / 10 and pays 5 % cashback from the fund, all pending, once', async () => {
    const db = t.database.db;
    const fundBefore = await account(db, 'showcase_fund', { showcaseId: main.id });
    const natalyaBefore = await account(db, 'user_network', { userId: upline[0]! });
    const order = await insertOrder(db, { userId: shopper, showcaseId: main.id, lines: LINES });
    await walk(order, ['awaiting_payment']);
    expect(await orderEntries(db, order)).toEqual([]);
    await walk(order, ['paid']);

    const byKey = Object.fromEntries((await orderEntries(db, order)).map((e) => [e.key, e]));
    expect(Object.keys(byKey).sort()).toEqual(
      [
        `accrual:${order}:1`,
        `accrual:${order}:2`,
        `accrual:${order}:3`,
        `accrual:${order}:cashback`,
        `accrual:${order}:cashback-payout`,
        `accrual:${order}:owner`,
      ].sort(),
    );
    expect(byKey[`accrual:${order}:owner`]).toMatchObject({ amount: Math.floor(POOL * 0.4), status: 'pending', operation: 'owner_share' });
    expect(byKey[`accrual:${order}:1`]).toMatchObject({ amount: 32_249, status: 'pending', operation: 'referral', level: 1 });
    expect(byKey[`accrual:${order}:2`]).toMatchObject({ amount: 21_499, level: 2 });
    expect(byKey[`accrual:${order}:3`]).toMatchObject({ amount: 10_749, level: 3 });
    expect(byKey[`accrual:${order}:cashback`]).toMatchObject({ amount: CASHBACK, status: 'pending', operation: 'cashback' });
    expect(byKey[`accrual:${order}:cashback-payout`]).toMatchObject({ amount: -CASHBACK, status: 'available', operation: 'cashback_payout' });
    expect(byKey[`accrual:${order}:owner`]!.maturesAt).toBeNull();
    expect(POOL * 0.4).toBeCloseTo(42_999.6);

    // Owners of the entries: the showcase's network account, then Наталья, Сергей and Алексей themselves.
    expect(byKey[`accrual:${order}:owner`]!.accountId).toBe((await account(db, 'showcase_network', { showcaseId: main.id })).id);
    for (const [i, userId] of upline.entries()) {
      expect(byKey[`accrual:${order}:${i + 1}`]!.accountId).toBe((await account(db, 'user_network', { userId })).id);
    }
    expect((await account(db, 'user_network', { userId: upline[0]! })).pending).toBe(natalyaBefore.pending + 32_249);
    expect((await account(db, 'showcase_fund', { showcaseId: main.id })).balance).toBe(fundBefore.balance - CASHBACK);

    // The same change announced again changes nothing.
    await db.transaction((tx) =>
      t.app.orderHooks.emit({ orderId: order, from: 'awaiting_payment', to: 'paid', paymentSystemId: 1, actorId: null }, tx),
    );
    expect(await orderEntries(db, order)).toHaveLength(6);

    const notes = await rows<{ userId: number; type: string }>(
      db,
      sql`select user_id as "userId", type from notifications where type = 'bonus_accrued' and body like ${`%${(await one<{ number: string }>(db, sql`select number from orders where id = ${order}`))!.number}%`}`,
    );
    expect(new Set(notes.map((n) => n.userId))).toEqual(new Set([...upline, shopper, main.ownerId]));
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('matures 14 days after completion — not before', async () => {
    const db = t.database.db;
    const order = await insertOrder(db, { userId: shopper, showcaseId: main.id, lines: LINES });
    await walk(order, ['awaiting_payment', 'paid', 'assembling', 'shipped', 'delivered']);
    expect((await orderEntries(db, order)).every((e) => e.maturesAt === null)).toBe(true);
    await walk(order, ['completed']);
    const completedAt = (await one<{ at: Date }>(db, sql`select completed_at as at from orders where id = ${order}`))!.at;
    const pending = (await orderEntries(db, order)).filter((e) => e.status === 'pending');
    expect(pending).toHaveLength(5);
    for (const e of pending) expect(new Date(e.maturesAt!).getTime()).toBe(new Date(completedAt).getTime() + 14 * DAY);

    await matureAll(db, new Date(new Date(completedAt).getTime() + 13 * DAY));
    expect((await orderEntries(db, order)).filter((e) => e.status === 'pending')).toHaveLength(5);
    const before = await account(db, 'user_network', { userId: upline[1]! });
    const at = new Date(new Date(completedAt).getTime() + 14 * DAY + 1000);
    // Seeded entries of Сергей that fall due by then mature too.
    const due = (await one<{ n: number }>(
      db,
      sql`select coalesce(sum(amount), 0)::float8 as n from bonus_entries
      where account_id = ${before.id} and status = 'pending' and matures_at <= ${at}`,
    ))!.n;
    expect(due).toBeGreaterThanOrEqual(21_499);
    await matureAll(db, at);
    expect((await orderEntries(db, order)).filter((e) => e.status === 'pending')).toHaveLength(0);
    const after = await account(db, 'user_network', { userId: upline[1]! });
    expect(after.balance).toBe(before.balance + due);
    expect(after.pending).toBe(before.pending - due);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('pays on delivery for payment system 2, not when the order is placed', async () => {
    const db = t.database.db;
    const order = await insertOrder(db, { userId: shopper, showcaseId: main.id, lines: LINES, paymentSystemId: 2 });
    await walk(order, ['assembling', 'shipped']);
    expect(await orderEntries(db, order)).toEqual([]);
    await walk(order, ['delivered']);
    expect((await orderEntries(db, order)).map((e) => e.key)).toContain(`accrual:${order}:1`);
  });

  it('leaves a missing upline line unpaid', async () => {
    const db = t.database.db;
    // Наталья's upline is Сергей and Алексей: there is no third line.
    const order = await insertOrder(db, { userId: upline[0]!, showcaseId: main.id, lines: LINES });
    await walk(order, ['awaiting_payment', 'paid']);
    const keys = (await orderEntries(db, order)).map((e) => e.key);
    expect(keys).toContain(`accrual:${order}:1`);
    expect(keys).toContain(`accrual:${order}:2`);
    expect(keys).not.toContain(`accrual:${order}:3`);
  });

  it('pays no cashback when the showcase fund does not cover it', async () => {
    const db = t.database.db;
    const sport = await showcaseByAlias(db, 'sport');
    const fund = await account(db, 'showcase_fund', { showcaseId: sport.id });
    // 3 % cashback of a sale bigger than the whole fund.
    const order = await insertOrder(db, {
      userId: shopper,
      showcaseId: sport.id,
      lines: [{ price: Math.ceil(fund.balance / 0.03) + 100_00, quantity: 1, bonusRate: 10 }],
    });
    await walk(order, ['awaiting_payment', 'paid']);
    const keys = (await orderEntries(db, order)).map((e) => e.key);
    expect(keys).not.toContain(`accrual:${order}:cashback`);
    expect(keys).toContain(`accrual:${order}:owner`);
    expect((await account(db, 'showcase_fund', { showcaseId: sport.id })).balance).toBe(fund.balance);
  });

  it('reverses the whole tree on cancellation, returns the fund its payout and tells everyone', async () => {
    const db = t.database.db;
    const fundBefore = await account(db, 'showcase_fund', { showcaseId: main.id });
    const pendingBefore = await Promise.all(upline.map((userId) => account(db, 'user_network', { userId })));
    const order = await insertOrder(db, { userId: shopper, showcaseId: main.id, lines: LINES });
    await walk(order, ['awaiting_payment', 'paid', 'cancelled']);

    const entries = await orderEntries(db, order);
    expect(entries.filter((e) => e.amount > 0 && e.operation !== 'refund').every((e) => e.status === 'reversed')).toBe(true);
    for (const [i, userId] of upline.entries()) expect((await account(db, 'user_network', { userId })).pending).toBe(pendingBefore[i]!.pending);
    expect((await account(db, 'showcase_fund', { showcaseId: main.id })).balance).toBe(fundBefore.balance);

    const number = (await one<{ number: string }>(db, sql`select number from orders where id = ${order}`))!.number;
    const notes = await rows<{ userId: number; body: string }>(
      db,
      sql`select user_id as "userId", body from notifications where type = 'bonus_reversed' and body like ${`%${number}%`}`,
    );
    // Алексей is both the 3rd line and the showcase owner: one notification for both.
    expect(notes.map((n) => n.userId).sort()).toEqual([...new Set([...upline, shopper, main.ownerId])].sort());
    expect(notes.find((n) => n.userId === upline[0])!.body).toContain('322,49 бонуса не будут начислены');
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('reverses a cancellation through the bonus listener alone: one reversal per accrual, none without the listener', async () => {
    const db = t.database.db;
    const fundBefore = await account(db, 'showcase_fund', { showcaseId: main.id });
    const pendingBefore = await Promise.all(upline.map((userId) => account(db, 'user_network', { userId })));
    const order = await insertOrder(db, { userId: shopper, showcaseId: main.id, lines: LINES });
    await walk(order, ['awaiting_payment', 'paid']);
    const accrued = await orderEntries(db, order);
    const credits = accrued.filter((e) => e.status === 'pending');
    const debits = accrued.filter((e) => e.status === 'available' && e.amount < 0);
    expect(credits.length).toBeGreaterThan(0);
    expect(debits.map((e) => e.operation)).toEqual(['cashback_payout']);

    // The order's lifecycle itself leaves the ledger alone: with no listener on the hooks nothing is reversed.
    await transition({ db, orderHooks: new OrderHooks() }, order, 'cancelled', system);
    expect(await orderEntries(db, order)).toEqual(accrued);

    // The bonus listener is the one path: each pending credit reversed once, each debit refunded by exactly one entry.
    await db.transaction((tx) => t.app.orderHooks.emit({ orderId: order, from: 'paid', to: 'cancelled', paymentSystemId: 1, actorId: null }, tx));
    const after = await orderEntries(db, order);
    for (const credit of credits) expect(after.filter((e) => e.key === credit.key).map((e) => e.status)).toEqual(['reversed']);
    const refunds = after.filter((e) => e.operation === 'refund');
    expect(refunds.map((r) => [r.accountId, r.amount])).toEqual(debits.map((d) => [d.accountId, -d.amount]));
    expect(after).toHaveLength(accrued.length + debits.length);
    for (const [i, userId] of upline.entries()) expect((await account(db, 'user_network', { userId })).pending).toBe(pendingBefore[i]!.pending);
    expect((await account(db, 'showcase_fund', { showcaseId: main.id })).balance).toBe(fundBefore.balance);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('cancelling through the app leaves exactly one reversal per accrual', async () => {
    const db = t.database.db;
    const order = await insertOrder(db, { userId: shopper, showcaseId: main.id, lines: LINES });
    await walk(order, ['awaiting_payment', 'paid']);
    const accrued = await orderEntries(db, order);
    await walk(order, ['cancelled']);
    const after = await orderEntries(db, order);
    expect(after.filter((e) => e.amount > 0 && e.operation !== 'refund').map((e) => e.status)).toEqual(
      accrued.filter((e) => e.amount > 0).map(() => 'reversed'),
    );
    expect(after.filter((e) => e.operation === 'refund')).toHaveLength(accrued.filter((e) => e.status === 'available' && e.amount < 0).length);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('reverses on an approved return after completion while still pending', async () => {
    const db = t.database.db;
    const order = await insertOrder(db, { userId: shopper, showcaseId: main.id, lines: LINES });
    await walk(order, ['awaiting_payment', 'paid', 'assembling', 'shipped', 'delivered', 'completed']);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update orders set status = 'returned' where id = ${order}`);
      await t.app.orderHooks.emit({ orderId: order, from: 'completed', to: 'returned', paymentSystemId: 1, actorId: null }, tx);
    });
    expect((await orderEntries(db, order)).filter((e) => e.status === 'pending')).toEqual([]);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
