import type { Order } from '@storefront/contract/orders';
import { receiptSchema, receiptTotal, type Receipt } from '@storefront/contract/receipts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../src/db/sql';
import { open, payoutKey } from '../../src/lib/secret-box';
import { ledgerMismatches } from '../../src/modules/bonuses/ledger-check';
import { autocompleteDelivered, expireUnpaid } from '../../src/modules/money/jobs';
import { transition } from '../../src/modules/orders/lifecycle';
import { sendDueRefunds } from '../../src/modules/payments/refunds';
import { fileTestApp } from '../helpers/app';
import { expectRefusal, get } from '../helpers/http';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { loginAll } from '../helpers/login';
import { tg } from '../operator/operator-helpers';
import {
  accountOrder,
  addToCart,
  createBuyer,
  payInSandbox,
  placeOrder,
  productsInStock,
  stockOf,
  validBody,
  type TestProduct,
} from '../orders/order-helpers';

const t = fileTestApp();
let showcaseId: number;
let ownerId: number;
let owner: string;
let operator: string;
let products: TestProduct[];

beforeAll(async () => {
  showcaseId = (await showcaseByAlias(t.database.db, 'main')).id;
  ownerId = await demoUserId(t.database.db, 'showcaseAdmin');
  [owner, operator] = await loginAll(t, 'showcaseAdmin', 'operator');
  products = await productsInStock(t.database.db, showcaseId, 3, 20);
});

/** Everything a refused money call must leave alone. */
async function moneyState(): Promise<string> {
  const row = await one<{ v: string }>(
    t.database.db,
    sql`select json_build_object(
    'accounts', (select json_agg(json_build_object('i', id, 'b', balance, 'p', pending, 'r', reserved) order by id) from bonus_accounts),
    'entries', (select count(*) from bonus_entries), 'withdrawals', (select count(*) from withdrawals),
    'topups', (select count(*) from fund_topups), 'audit', (select count(*) from money_audit))::text as v`,
  );
  return row!.v;
}

async function creditShowcase(amount: number): Promise<void> {
  const res = await tg(t, operator, { method: 'operatorAdjustAccount', kind: 'showcase_network', showcaseId, amount, reason: 'Тестовое начисление' });
  expect(res.statusCode, res.body).toBe(200);
}

async function coAdmin(): Promise<string> {
  const admin = await createBuyer(t.database.db, 'Соадмин Витрины');
  await t.database.db.execute(sql`insert into showcase_admins (showcase_id, user_id, role) values (${showcaseId}, ${admin.userId}, 'admin')`);
  return admin.cookie;
}

describe('only the owner moves the showcase money', () => {
  it('admin, member and stranger are refused, and so is paying yourself; the ledger is untouched', async () => {
    await creditShowcase(1500);
    const admin = await coAdmin();
    const member = await createBuyer(t.database.db, 'Участник Сети');
    const memberCode = (await one<{ code: string }>(t.database.db, sql`select ref_code as code from users where id = ${member.userId}`))!.code;
    const pay = { method: 'createBonusPayment', ShowcaseID: showcaseId, refCode: memberCode, amount: 10, comment: 'за отзыв' };
    const before = await moneyState();
    const asAdmin = await tg(t, admin, pay);
    expectRefusal(asAdmin, 403, { code: 'OWNER_ONLY', message: 'Деньгами витрины распоряжается только её владелец' });
    expect((await tg(t, member.cookie, pay)).statusCode).toBe(403);
    expect((await tg(t, (await createBuyer(t.database.db)).cookie, pay)).statusCode).toBe(403);
    expect(
      (
        await tg(t, admin, {
          method: 'createShowcaseWithdraw',
          ShowcaseID: showcaseId,
          amount: 600,
          payoutMethod: 'card',
          details: '2200000000000004',
        })
      ).json(),
    ).toMatchObject({ code: 'OWNER_ONLY' });
    expect((await tg(t, admin, { method: 'createFundTopup', ShowcaseID: showcaseId, amount: 100 })).json()).toMatchObject({ code: 'OWNER_ONLY' });
    const self = await tg(t, owner, { ...pay, refCode: 'ALEKSEY1' });
    expectRefusal(self, 409, { code: 'SELF_PAYMENT' });
    expect(await moneyState()).toBe(before);

    const ok = await tg(t, owner, pay);
    expect(ok.statusCode, ok.body).toBe(200);
    const money = await tg(t, owner, { method: 'getShowcaseMoney', ShowcaseID: showcaseId }, 'read');
    expect(money.json()).toMatchObject({ role: 'owner', canMoveMoney: true });
    const audit = money.json<{ audit: Array<{ action: string; amount: number; actor: string; counterpart: string; reason: string }> }>().audit;
    expect(audit[0]).toMatchObject({
      action: 'bonus_payment',
      amount: -10,
      actor: 'Алексей Продавцов',
      counterpart: 'Участник Сети',
      reason: 'за отзыв',
    });
    expect(audit.some((a) => a.action === 'operator_credit' && a.amount === 1500)).toBe(true);
    expect((await tg(t, admin, { method: 'getShowcaseMoney', ShowcaseID: showcaseId }, 'read')).json()).toMatchObject({
      role: 'admin',
      canMoveMoney: false,
    });
  });
});

describe('owner payouts through the provider', () => {
  it('the owner withdraws the share to a sealed card; 20 identical «Выплатить» make one payout', async () => {
    await creditShowcase(700);
    const card = '2200000000000004';
    const res = await tg(t, owner, { method: 'createShowcaseWithdraw', ShowcaseID: showcaseId, amount: 600, payoutMethod: 'card', details: card });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ withdrawal: { id: number; details: string; showcaseId: number } }>().withdrawal.id;
    expect(res.json()).toMatchObject({ withdrawal: { details: '•••• 0004', showcaseId, status: 'requested' } });
    const stored = (await one<{ sealed: string }>(
      t.database.db,
      sql`select d.sealed from withdrawals w join payout_destinations d on d.id = w.destination_id where w.id = ${id}`,
    ))!;
    expect(stored.sealed).not.toContain(card);
    expect(open(payoutKey(t.app.config), stored.sealed)).toBe(card);

    const calls = await Promise.all(Array.from({ length: 20 }, () => tg(t, operator, { method: 'payWithdrawal', id })));
    for (const c of calls) expect([200, 409]).toContain(c.statusCode);
    expect(calls.some((c) => c.statusCode === 200)).toBe(true);
    const w = await one<{ status: string; payoutStatus: string; providerPayoutId: string }>(
      t.database.db,
      sql`
      select status, payout_status as "payoutStatus", provider_payout_id as "providerPayoutId" from withdrawals where id = ${id}`,
    );
    expect(w).toMatchObject({ status: 'paid', payoutStatus: 'succeeded' });
    const payouts = await rows<{ destination: { card: { last4: string } } }>(
      t.database.db,
      sql`select destination from sandbox_payouts where metadata->>'withdrawalId' = ${String(id)}`,
    );
    expect(payouts).toHaveLength(1);
    expect(payouts[0]!.destination.card.last4).toBe('0004');
    expect(
      (await one<{ n: number }>(t.database.db, sql`select count(*)::int as n from bonus_entries where idempotency_key = ${`withdrawal:${id}`}`))!.n,
    ).toBe(1);
    const audit = (await tg(t, owner, { method: 'getShowcaseMoney', ShowcaseID: showcaseId }, 'read')).json<{ audit: Array<{ action: string }> }>()
      .audit;
    expect(audit.slice(0, 2).map((a) => a.action)).toEqual(['withdrawal_paid', 'withdrawal_requested']);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    // The showcase's staff hear it once each, the owner among them (notifications' staff fan-out).
    const told = await rows<{ userId: number }>(
      t.database.db,
      sql`select user_id as "userId" from notifications where type = 'withdrawal_paid' and showcase_id = ${showcaseId}`,
    );
    const staff = await rows<{ userId: number }>(
      t.database.db,
      sql`select user_id as "userId" from showcase_admins where showcase_id = ${showcaseId}`,
    );
    expect(told.map((r) => r.userId).sort()).toEqual(staff.map((r) => r.userId).sort());
    expect(told.map((r) => r.userId)).toContain(ownerId);
  });

  it('a member withdrawal needs a bank for SBP; the manual fallback records a reference', async () => {
    const member = await createBuyer(t.database.db);
    await tg(t, operator, { method: 'operatorAdjustAccount', kind: 'user_network', userId: member.userId, amount: 800, reason: 'Компенсация' });
    const noBank = await tg(t, member.cookie, { method: 'withdrawBonuses', amount: 500, payoutMethod: 'sbp', details: '+7 912 345-67-89' });
    expect(noBank.statusCode).toBe(400);
    const ok = await tg(t, member.cookie, {
      method: 'withdrawBonuses',
      amount: 500,
      payoutMethod: 'sbp',
      details: '+7 912 345-67-89',
      bankId: '100000000111',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const id = ok.json<{ withdrawal: { id: number } }>().withdrawal.id;
    expect(ok.json()).toMatchObject({ withdrawal: { details: '+7 ••• •••-67-89, Сбербанк' } });
    const manual = await tg(t, operator, { method: 'payWithdrawal', id, mode: 'manual', reference: 'п/п 42' });
    expect(manual.json()).toMatchObject({ withdrawal: { status: 'paid', paidReference: 'п/п 42' } });
  });
});

async function paidCardOrder(quantity = 2, bonusNetwork = 0) {
  const buyer = await createBuyer(t.database.db);
  if (bonusNetwork > 0)
    await tg(t, operator, {
      method: 'operatorAdjustAccount',
      kind: 'user_network',
      userId: buyer.userId,
      amount: bonusNetwork / 100,
      reason: 'Бонусы для теста',
    });
  await addToCart(t.app, buyer.cookie, products[0]!.id, quantity);
  await addToCart(t.app, buyer.cookie, products[1]!.id, 1);
  const res = await placeOrder(t.app, buyer.cookie, validBody({ paymentSystemId: 1, bonusNetwork }));
  expect(res.statusCode, res.body).toBe(201);
  const { order, confirmationUrl } = res.json<{ order: Order; confirmationUrl: string }>();
  await payInSandbox(t.app, confirmationUrl);
  return { ...buyer, order };
}

describe('refunds and receipts', () => {
  it('every payment carries a valid receipt, discounted to the money paid when bonuses paid part', async () => {
    const { order } = await paidCardOrder(3, 12_345);
    expect(order.bonusNetworkSpent).toBe(12_345);
    const payment = (await one<{ receipt: Receipt; amount: number; sent: Receipt }>(
      t.database.db,
      sql`
      select p.receipt, p.amount::float8 as amount, s.receipt as sent from payments p join sandbox_payments s on s.id = p.provider_payment_id where p.order_id = ${order.id}`,
    ))!;
    expect(receiptSchema.safeParse(payment.sent).success).toBe(true);
    expect(receiptTotal(payment.sent)).toBe(payment.amount);
    expect(payment.amount).toBe(order.total);
    expect(payment.sent.customer).toMatchObject({ phone: '79123456789', email: 'ivan@example.com' });
    expect(payment.sent.items.every((i) => i.vat_code === 11 && i.payment_subject === 'commodity' && i.payment_mode === 'full_prepayment')).toBe(
      true,
    );
  });

  it('the sandbox refuses a payment without a receipt, as YooKassa does', async () => {
    const auth = `Basic ${Buffer.from('demo-shop:demo-secret-key').toString('base64')}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/v3/payments',
      headers: { authorization: auth, 'idempotence-key': 'no-receipt-1', 'content-type': 'application/json' },
      payload: JSON.stringify({
        amount: { value: '10.00', currency: 'RUB' },
        capture: true,
        confirmation: { type: 'redirect', return_url: 'https://shop.example/back' },
      }),
    });
    expectRefusal(res, 400, { type: 'error', code: 'invalid_request', parameter: 'receipt' });
    expect(res.json<{ id: string }>().id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('cancelling a paid card order refunds it in full; the buyer sees the refund', async () => {
    const { order, cookie } = await paidCardOrder(2);
    const stockBefore = await stockOf(t.database.db, products[0]!.id);
    await transition(t.app, order.id, 'cancelled', { userId: ownerId, role: 'seller' });
    await sendDueRefunds(t.app);
    const refund = (await one<{ status: string; amount: number; receipt: Receipt; remote: string }>(
      t.database.db,
      sql`
      select r.status, r.amount::float8 as amount, r.receipt, s.status as remote from refunds r join sandbox_refunds s on s.id = r.provider_refund_id where r.order_id = ${order.id}`,
    ))!;
    expect(refund).toMatchObject({ status: 'succeeded', amount: order.total, remote: 'succeeded' });
    expect(receiptTotal(refund.receipt)).toBe(order.total);
    expect(await stockOf(t.database.db, products[0]!.id)).toBe(stockBefore + 2);
    expect((await accountOrder(t.app, cookie, order.id)).refunds).toMatchObject([{ amount: order.total, status: 'succeeded' }]);
    const sale = await get(t.app, '/api/account/sale-orders/', { cookie: owner, query: { id: String(order.id) } });
    expect(sale.statusCode, sale.body).toBe(200);
    expect(sale.json<{ order: { refunds: unknown } }>().order.refunds).toMatchObject([{ amount: order.total, status: 'succeeded' }]);
    // Sent again (job runner, a second node): still one refund.
    await t.database.db.execute(sql`update refunds set provider_refund_id = null, status = 'pending' where order_id = ${order.id}`);
    await sendDueRefunds(t.app);
    expect(
      (await one<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from sandbox_refunds s join refunds r on r.provider_refund_id = s.id where r.order_id = ${order.id}`,
      ))!.n,
    ).toBe(1);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});

describe('expiry and auto-completion on the job clock', () => {
  it('an unpaid card order expires after ORDER_PAYMENT_TTL_MIN; its stock returns', async () => {
    const buyer = await createBuyer(t.database.db);
    await addToCart(t.app, buyer.cookie, products[2]!.id, 1);
    const before = await stockOf(t.database.db, products[2]!.id);
    const { order } = (await placeOrder(t.app, buyer.cookie, validBody({ paymentSystemId: 1 }))).json<{ order: Order }>();
    expect(await expireUnpaid(t.app, new Date(Date.now() + 10 * 60_000))).toBe(0);
    expect(await expireUnpaid(t.app, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await accountOrder(t.app, buyer.cookie, order.id)).status).toBe('cancelled');
    expect(await stockOf(t.database.db, products[2]!.id)).toBe(before);
  });

  it('a delivered order completes after ORDER_AUTOCOMPLETE_DAYS unless a claim is open', async () => {
    const buyer = await createBuyer(t.database.db);
    await addToCart(t.app, buyer.cookie, products[2]!.id, 1);
    const { order } = (await placeOrder(t.app, buyer.cookie, validBody({ paymentSystemId: 2 }))).json<{ order: Order }>();
    const seller = { userId: ownerId, role: 'seller' as const };
    for (const to of ['shipped', 'delivered'] as const) await transition(t.app, order.id, to, seller);
    await autocompleteDelivered(t.app, new Date(Date.now() + 6 * 86_400_000));
    expect((await accountOrder(t.app, buyer.cookie, order.id)).status).toBe('delivered');
    await autocompleteDelivered(t.app, new Date(Date.now() + 8 * 86_400_000));
    const done = await accountOrder(t.app, buyer.cookie, order.id);
    expect(done.status).toBe('completed');
    expect(done.events.at(-1)?.note).toMatch(/автоматически/);
  });
});
