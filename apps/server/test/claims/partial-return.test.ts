import type { Claim, ClaimForm, ClaimsResponse, SellerClaim } from '@storefront/contract/claims';
import type { OperatorClaimsResponse } from '@storefront/contract/operator';
import type { Order } from '@storefront/contract/orders';
import { receiptSchema, receiptTotal, type Receipt } from '@storefront/contract/receipts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../src/db/sql';
import { lineBonus } from '../../src/modules/bonuses/accrual';
import { ledgerMismatches } from '../../src/modules/bonuses/ledger-check';
import { transition } from '../../src/modules/orders/lifecycle';
import { allocatePaid, unitsShare } from '../../src/modules/payments/receipt';
import { sendDueRefunds } from '../../src/modules/payments/refunds';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { expectRefusal, get, post } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { tg } from '../operator/operator-helpers';
import { addToCart, createBuyer, payInSandbox, placeOrder, productsInStock, stockOf, validBody, type TestProduct } from '../orders/order-helpers';
import { formData, PNG, postForm } from './multipart';

let t: TestApp;
let showcaseId: number;
let sportId: number;
let ownerId: number;
let owner: string;
let operator: string;
let sportAdmin: string;
let products: TestProduct[];

beforeAll(async () => {
  t = await createTestApp();
  showcaseId = (await showcaseByAlias(t.database.db, 'main')).id;
  sportId = (await showcaseByAlias(t.database.db, 'sport')).id;
  ownerId = await demoUserId(t.database.db, 'showcaseAdmin');
  owner = await loginAs(t, 'showcaseAdmin');
  operator = await loginAs(t, 'operator');
  sportAdmin = await loginAs(t, 'sportAdmin');
  products = await productsInStock(t.database.db, showcaseId, 2, 20);
  // Cashback is paid from the fund: make sure it covers it.
  const fund = await tg(t, operator, {
    method: 'operatorAdjustAccount',
    kind: 'showcase_fund',
    showcaseId,
    amount: 50_000,
    reason: 'Фонд для теста',
  });
  expect(fund.statusCode, fund.body).toBe(200);
});
afterAll(() => t.close());

/** A buyer with a referrer (so the tree has lines) and a delivered card order: 3 × product A, 1 × product B, part paid in bonuses. */
async function deliveredCardOrder(): Promise<{ cookie: string; userId: number; order: Order }> {
  const buyer = await createBuyer(t.database.db, 'Покупатель Возвратов');
  await t.database.db.execute(sql`update users set referrer_id = ${await demoUserId(t.database.db, 'shopper')} where id = ${buyer.userId}`);
  await tg(t, operator, { method: 'operatorAdjustAccount', kind: 'user_network', userId: buyer.userId, amount: 100, reason: 'Бонусы для теста' });
  await addToCart(t.app, buyer.cookie, products[0]!.id, 3);
  await addToCart(t.app, buyer.cookie, products[1]!.id, 1);
  const res = await placeOrder(t.app, buyer.cookie, validBody({ paymentSystemId: 1, bonusNetwork: 10_000 }));
  expect(res.statusCode, res.body).toBe(201);
  const { order, confirmationUrl } = res.json<{ order: Order; confirmationUrl: string }>();
  await payInSandbox(t.app, confirmationUrl);
  const seller = { userId: ownerId, role: 'seller' as const };
  for (const to of ['assembling', 'shipped', 'delivered'] as const) await transition(t.app, order.id, to, seller);
  return { ...buyer, order };
}

async function lineIds(orderId: number): Promise<number[]> {
  return (await rows<{ id: number }>(t.database.db, sql`select id from order_items where order_id = ${orderId} order by id`)).map((r) => r.id);
}

async function claimLines(cookie: string, lines: Array<{ orderItemId: number; quantity: number }>): Promise<Claim> {
  const res = await postForm(
    t.app,
    '/api/account/claims',
    formData({ lines: JSON.stringify(lines), reason: 'defect', description: 'Не включается, корпус треснул' }, [
      { filename: 'a.png', type: 'image/png', data: PNG },
    ]),
    { cookie },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ claim: Claim }>().claim;
}

/** Pending amounts of the order per account and operation. */
async function pendingOf(orderId: number): Promise<Map<string, number>> {
  const list = await rows<{ key: string; n: number }>(
    t.database.db,
    sql`select account_id || ':' || operation as key, sum(amount)::float8 as n from bonus_entries
    where order_id = ${orderId} and status = 'pending' group by 1`,
  );
  return new Map(list.map((r) => [r.key, r.n]));
}

const decide = (cookie: string, body: Record<string, unknown>, showcase = showcaseId) =>
  tg(t, cookie, { method: 'decideShowcaseClaim', ShowcaseID: showcase, ...body });

describe('partial returns', () => {
  it('the claim form offers every line of the order, whole by default', async () => {
    const { cookie, order } = await deliveredCardOrder();
    const res = await get(t.app, '/api/account/claims/create', { cookie, query: { id: String(order.id), article: order.lines[0]!.article } });
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json<ClaimForm>();
    expect(form.lines.map((l) => [l.quantity, l.claimable])).toEqual([
      [3, 3],
      [1, 1],
    ]);
    // Units another open claim holds are not offered again, nor can they be claimed twice.
    const [a] = await lineIds(order.id);
    await claimLines(cookie, [{ orderItemId: a!, quantity: 2 }]);
    const after = (
      await get(t.app, '/api/account/claims/create', { cookie, query: { id: String(order.id), article: order.lines[0]!.article } })
    ).json<ClaimForm>();
    expect(after.lines[0]!.claimable).toBe(1);
    const twice = await postForm(
      t.app,
      '/api/account/claims',
      formData({ lines: JSON.stringify([{ orderItemId: a, quantity: 2 }]), reason: 'defect', description: 'Ещё раз те же две штуки' }),
      { cookie },
    );
    expect(twice.statusCode).toBe(409);
    // A line of somebody else's order does not exist for this buyer.
    const stranger = await createBuyer(t.database.db);
    const foreign = await postForm(
      t.app,
      '/api/account/claims',
      formData({ lines: JSON.stringify([{ orderItemId: a, quantity: 1 }]), reason: 'defect', description: 'Чужая строка заказа' }),
      { cookie: stranger.cookie },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('approving one unit returns exactly it: stock, a partial refund with its receipt, bonuses reversed in proportion; ledger 0 mismatches', async () => {
    const { cookie, order } = await deliveredCardOrder();
    const [a, b] = await lineIds(order.id);
    const claim = await claimLines(cookie, [{ orderItemId: a!, quantity: 1 }]);
    expect(claim.lines).toMatchObject([{ id: a, claimed: 1, approved: null }]);

    const lines = await rows<{ id: number; price: number; quantity: number; bonusRate: number }>(
      t.database.db,
      sql`select id, price::float8 as price, quantity, bonus_rate::float8 as "bonusRate" from order_items where order_id = ${order.id} order by id`,
    );
    const payment = (await one<{ amount: number }>(
      t.database.db,
      sql`select amount::float8 as amount from payments where order_id = ${order.id} and status = 'succeeded'`,
    ))!;
    const goodsPaid = payment.amount - (order.deliveryPrice ?? 0);
    const expectedRefund = unitsShare(allocatePaid(lines, goodsPaid)[0]!, 3, 0, 1);
    const pool = lines.reduce((s, l) => s + lineBonus(l.price, l.quantity, l.bonusRate), 0);
    const poolBack = lineBonus(lines[0]!.price, 1, lines[0]!.bonusRate);
    const value = lines.reduce((s, l) => s + l.price * l.quantity, 0);
    const before = await pendingOf(order.id);
    expect(before.size).toBeGreaterThanOrEqual(3);
    const stockA = await stockOf(t.database.db, products[0]!.id);
    const stockB = await stockOf(t.database.db, products[1]!.id);
    const spentBefore = (await one<{ n: number }>(
      t.database.db,
      sql`select balance::float8 as n from bonus_accounts where user_id = (select user_id from orders where id = ${order.id}) and kind = 'user_network'`,
    ))!.n;

    const res = await decide(owner, { id: claim.id, decision: 'approved', answer: 'Вернём одну штуку' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ claim: SellerClaim }>().claim).toMatchObject({ status: 'approved', lines: [{ id: a, claimed: 1, approved: 1 }] });

    // The order stays delivered; one unit of A is back on the shelf, B untouched.
    expect((await one<{ status: string }>(t.database.db, sql`select status from orders where id = ${order.id}`))!.status).toBe('delivered');
    expect(await stockOf(t.database.db, products[0]!.id)).toBe(stockA + 1);
    expect(await stockOf(t.database.db, products[1]!.id)).toBe(stockB);
    expect(
      (await rows<{ r: number }>(t.database.db, sql`select returned_quantity as r from order_items where order_id = ${order.id} order by id`)).map(
        (r) => r.r,
      ),
    ).toEqual([1, 0]);

    // Money: a refund of exactly that unit's share, sent to the provider with a receipt of the returned item.
    await sendDueRefunds(t.app);
    const refund = (await one<{ amount: number; status: string; receipt: Receipt; claimId: number; sent: Receipt; remote: string }>(
      t.database.db,
      sql`select r.amount::float8 as amount, r.status, r.receipt, r.claim_id as "claimId", s.receipt as sent, s.amount_value as remote
      from refunds r join sandbox_refunds s on s.id = r.provider_refund_id where r.order_id = ${order.id}`,
    ))!;
    expect(refund).toMatchObject({ amount: expectedRefund, status: 'succeeded', claimId: claim.id });
    expect(Number(refund.remote) * 100).toBeCloseTo(expectedRefund, 6);
    expect(receiptSchema.safeParse(refund.sent).success).toBe(true);
    expect(receiptTotal(refund.sent)).toBe(expectedRefund);
    expect(refund.sent.items.every((i) => i.vat_code === 11 && i.quantity === '1.00')).toBe(true);

    // Bonuses: every pending credit shrank by the returned share (tree by bonus, cashback by value).
    const after = await pendingOf(order.id);
    const operations = await rows<{ key: string; op: string }>(
      t.database.db,
      sql`select distinct account_id || ':' || operation as key, operation as op from bonus_entries where order_id = ${order.id} and operation in ('owner_share', 'referral', 'cashback')`,
    );
    expect(operations.length).toBeGreaterThanOrEqual(3);
    for (const { key, op } of operations) {
      const was = before.get(key)!;
      const cut = op === 'cashback' ? Math.floor((was * (lines[0]!.price * 1)) / value) : Math.floor((was * poolBack) / pool);
      expect(after.get(key), key).toBe(was - cut);
    }
    const reversed = await rows<{ n: number }>(
      t.database.db,
      sql`select amount::float8 as n from bonus_entries where order_id = ${order.id} and status = 'reversed'`,
    );
    expect(reversed.length).toBeGreaterThanOrEqual(3);
    // The bonuses spent on that unit came back (its value share of the 100 spent).
    const spentAfter = (await one<{ n: number }>(
      t.database.db,
      sql`select balance::float8 as n from bonus_accounts where user_id = (select user_id from orders where id = ${order.id}) and kind = 'user_network'`,
    ))!.n;
    expect(spentAfter - spentBefore).toBe(Math.floor((10_000 * lines[0]!.price) / value));
    expect(await ledgerMismatches(t.database.db)).toEqual([]);

    // The rest of the order in a second claim: that is everything left, so the order is returned as before, and the
    // money and the spent bonuses come back in full, never twice.
    const rest = await claimLines(cookie, [
      { orderItemId: a!, quantity: 2 },
      { orderItemId: b!, quantity: 1 },
    ]);
    expect((await decide(owner, { id: rest.id, decision: 'approved' })).statusCode).toBe(200);
    expect((await one<{ status: string }>(t.database.db, sql`select status from orders where id = ${order.id}`))!.status).toBe('returned');
    expect(await stockOf(t.database.db, products[0]!.id)).toBe(stockA + 3);
    expect(await stockOf(t.database.db, products[1]!.id)).toBe(stockB + 1);
    await sendDueRefunds(t.app);
    const refunded = (await one<{ n: number }>(
      t.database.db,
      sql`select sum(amount)::float8 as n from refunds where order_id = ${order.id} and status = 'succeeded'`,
    ))!.n;
    expect(refunded).toBe(payment.amount);
    const spentEnd = (await one<{ n: number }>(
      t.database.db,
      sql`select balance::float8 as n from bonus_accounts where user_id = (select user_id from orders where id = ${order.id}) and kind = 'user_network'`,
    ))!.n;
    expect(spentEnd - spentBefore).toBe(10_000);
    expect((await pendingOf(order.id)).size).toBe(0);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('the seller may approve fewer lines than claimed, never other ones', async () => {
    const { cookie, order } = await deliveredCardOrder();
    const [a, b] = await lineIds(order.id);
    const claim = await claimLines(cookie, [{ orderItemId: a!, quantity: 2 }]);
    expect((await decide(owner, { id: claim.id, decision: 'approved', lines: [{ orderItemId: b, quantity: 1 }] })).statusCode).toBe(400);
    expect((await decide(owner, { id: claim.id, decision: 'approved', lines: [{ orderItemId: a, quantity: 3 }] })).statusCode).toBe(400);
    const ok = await decide(owner, { id: claim.id, decision: 'approved', lines: [{ orderItemId: a, quantity: 1 }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ claim: SellerClaim }>().claim.lines).toMatchObject([{ id: a, claimed: 2, approved: 1 }]);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});

describe('the seller’s claims inbox', () => {
  it('is the showcase staff’s only: owner and its admins; another showcase’s admin, a buyer and a stranger are refused', async () => {
    const { cookie, order } = await deliveredCardOrder();
    const [a] = await lineIds(order.id);
    const claim = await claimLines(cookie, [{ orderItemId: a!, quantity: 1 }]);
    const list = await tg(t, owner, { method: 'getShowcaseClaims', ShowcaseID: showcaseId }, 'read');
    expect(list.statusCode, list.body).toBe(200);
    const mine = list.json<{ claims: SellerClaim[] }>().claims.find((c) => c.id === claim.id)!;
    expect(mine).toMatchObject({ buyerName: 'Покупатель Возвратов', orderStatus: 'delivered', photos: [`/api/account/claims/${claim.id}/photos/1`] });
    // The owner sees the buyer's photo.
    expect((await get(t.app, mine.photos[0]!, { cookie: owner })).statusCode).toBe(200);

    const coAdmin = await createBuyer(t.database.db, 'Соадмин');
    await t.database.db.execute(sql`insert into showcase_admins (showcase_id, user_id, role) values (${showcaseId}, ${coAdmin.userId}, 'admin')`);
    expect((await tg(t, coAdmin.cookie, { method: 'getShowcaseClaim', ShowcaseID: showcaseId, id: claim.id }, 'read')).statusCode).toBe(200);

    const before = await one<{ v: string }>(t.database.db, sql`select json_agg(c order by c.id)::text as v from claims c`);
    expect((await tg(t, sportAdmin, { method: 'getShowcaseClaims', ShowcaseID: showcaseId }, 'read')).statusCode).toBe(403);
    // Through his own showcase the claim of another one does not exist.
    expect((await tg(t, sportAdmin, { method: 'getShowcaseClaim', ShowcaseID: sportId, id: claim.id }, 'read')).statusCode).toBe(404);
    expect((await decide(sportAdmin, { id: claim.id, decision: 'approved' }, sportId)).statusCode).toBe(404);
    expect((await tg(t, sportAdmin, { method: 'answerShowcaseClaim', ShowcaseID: sportId, id: claim.id, answer: 'Чужой ответ' })).statusCode).toBe(
      404,
    );
    expect((await decide(cookie, { id: claim.id, decision: 'approved' })).statusCode).toBe(403);
    expect((await decide((await createBuyer(t.database.db)).cookie, { id: claim.id, decision: 'approved' })).statusCode).toBe(403);
    expect((await tg(t, null, { method: 'getShowcaseClaims', ShowcaseID: showcaseId }, 'read')).statusCode).toBe(401);
    const after = await one<{ v: string }>(t.database.db, sql`select json_agg(c order by c.id)::text as v from claims c`);
    expect(after).toEqual(before);

    // The co-admin answers: the buyer sees the message and the claim is in review.
    const answered = await tg(t, coAdmin.cookie, {
      method: 'answerShowcaseClaim',
      ShowcaseID: showcaseId,
      id: claim.id,
      answer: 'Пришлите, пожалуйста, фото серийного номера',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const seen = (await get(t.app, '/api/account/claims/', { cookie })).json<ClaimsResponse>().claims.find((c) => c.id === claim.id)!;
    expect(seen).toMatchObject({ status: 'in_review', answer: 'Пришлите, пожалуйста, фото серийного номера', canEscalate: false });
  });

  it('a rejection needs a reason; the buyer escalates it once; then only the operator decides', async () => {
    const { cookie, order } = await deliveredCardOrder();
    const [a] = await lineIds(order.id);
    const claim = await claimLines(cookie, [{ orderItemId: a!, quantity: 1 }]);
    const noReason = await decide(owner, { id: claim.id, decision: 'rejected' });
    expectRefusal(noReason, 400, { fields: { answer: 'Объясните покупателю, почему претензия отклонена' } });
    expect((await decide(owner, { id: claim.id, decision: 'rejected', answer: 'Следы падения, это не брак' })).statusCode).toBe(200);
    const rejected = (await get(t.app, '/api/account/claims/', { cookie })).json<ClaimsResponse>().claims.find((c) => c.id === claim.id)!;
    expect(rejected).toMatchObject({ status: 'rejected', answer: 'Следы падения, это не брак', canEscalate: true });

    const stranger = await createBuyer(t.database.db);
    expect((await post(t.app, `/api/account/claims/${claim.id}/escalate`, { note: 'чужая' }, { cookie: stranger.cookie })).statusCode).toBe(404);
    const escalated = await post(t.app, `/api/account/claims/${claim.id}/escalate`, { note: 'Я не ронял товар' }, { cookie });
    expect(escalated.statusCode, escalated.body).toBe(200);
    expect(escalated.json<{ claim: Claim }>().claim).toMatchObject({ status: 'escalated', canEscalate: false });
    expect((await post(t.app, `/api/account/claims/${claim.id}/escalate`, {}, { cookie })).statusCode).toBe(409);
    const notes = (await get(t.app, '/api/account/notifications/', { cookie })).json<{ notifications: Array<{ title: string }> }>().notifications;
    expect(notes[0]!.title).toMatch(/передана оператору/);
    // The showcase's staff hear of it too, with a link to the claim in their inbox.
    const staffNote = (await get(t.app, '/api/account/notifications/', { cookie: owner })).json<{
      notifications: Array<{ title: string; link: string | null }>;
    }>().notifications[0]!;
    expect(staffNote).toMatchObject({
      title: `Претензия по заказу ${order.number} передана оператору`,
      link: `/account/profile/showcases/${showcaseId}/claims?claim=${claim.id}`,
    });

    // The seller can no longer decide; the operator's queue shows it.
    expect((await decide(owner, { id: claim.id, decision: 'approved' })).statusCode).toBe(403);
    const queue = (await tg(t, operator, { method: 'operatorClaims', filter: 'open' }, 'read')).json<OperatorClaimsResponse>();
    expect(queue.claims.find((c) => c.id === claim.id)).toMatchObject({
      status: 'escalated',
      escalationNote: 'Я не ронял товар',
      lines: [{ id: a, claimed: 1, approved: null }],
    });
    const sellerView = (await tg(t, owner, { method: 'getShowcaseClaim', ShowcaseID: showcaseId, id: claim.id }, 'read')).json<{
      claim: SellerClaim;
    }>();
    expect(sellerView.claim).toMatchObject({ status: 'escalated', escalationNote: 'Я не ронял товар' });
    const decided = await tg(t, operator, {
      method: 'operatorDecideClaim',
      id: claim.id,
      decision: 'approved',
      answer: 'Вернём по решению оператора',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await one<{ r: number }>(t.database.db, sql`select returned_quantity as r from order_items where id = ${a}`))!.r).toBe(1);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});
