import type { Order } from '@storefront/contract/orders';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { one, rows } from '../../src/db/sql';
import { ledgerMismatches } from '../../src/modules/bonuses/ledger-check';
import { newKey, orderShop, validBody } from './order-helpers';

const shop = orderShop(3, 12);
const t = shop.t;

describe('concurrent checkouts', () => {
  it('50 buyers for the last 10 items: exactly 10 orders, stock 0, nobody else charged', async () => {
    const product = shop.products[0]!;
    const buyers = [];
    for (let i = 0; i < 50; i++) {
      const buyer = await shop.createBuyer(`Покупатель ${i}`);
      await shop.grantBonuses(buyer.userId, 1_000_00);
      expect((await shop.addToCart(buyer.cookie, product.id, 1)).statusCode).toBe(200);
      buyers.push(buyer);
    }
    await shop.setStock(product.id, 10);
    const spend = Math.min(1_000_00, Math.floor(product.price / 2));

    const results = await Promise.all(
      buyers.map((b, i) => shop.placeOrder(b.cookie, validBody({ bonusNetwork: spend, paymentSystemId: i % 2 === 0 ? 1 : 2 }))),
    );
    const won = results.filter((r) => r.statusCode === 201);
    const lost = results.filter((r) => r.statusCode !== 201);
    expect(won).toHaveLength(10);
    expect(lost.map((r) => r.json<{ code: string }>().code)).toEqual(Array(40).fill('OUT_OF_STOCK'));
    expect(await shop.stockOf(product.id)).toBe(0);

    const ordered = await one<{ n: number; qty: number }>(
      t.database.db,
      sql`
      select count(distinct o.id)::int as n, coalesce(sum(oi.quantity), 0)::int as qty from orders o join order_items oi on oi.order_id = o.id
      where oi.product_id = ${product.id} and o.user_id in (${sql.join(
        buyers.map((b) => sql`${b.userId}`),
        sql`, `,
      )})`,
    );
    expect(ordered).toEqual({ n: 10, qty: 10 });

    const winners = new Set(won.map((r) => r.json<{ order: Order }>().order.id));
    expect(winners.size).toBe(10);
    for (const [i, buyer] of buyers.entries()) {
      const charged = results[i]!.statusCode === 201;
      expect((await shop.balances(buyer.userId, shop.mainId)).network).toBe(charged ? 1_000_00 - spend : 1_000_00);
      const cart = await one<{ n: number }>(
        t.database.db,
        sql`
        select count(*)::int as n from cart_items ci join carts c on c.id = ci.cart_id where c.user_id = ${buyer.userId}`,
      );
      expect(cart?.n).toBe(charged ? 0 : 1);
    }
  });

  it.each([
    { name: 'two concurrent requests with one key make one order', submits: 4, quantity: 2 },
    { name: 'one key submitted 20 times at once still makes one order and the same answer', submits: 20, quantity: 1 },
  ])('$name', async ({ submits, quantity }) => {
    const product = shop.products[1]!;
    const buyer = await shop.createBuyer();
    await shop.addToCart(buyer.cookie, product.id, quantity);
    const stock = await shop.stockOf(product.id);
    const key = newKey();
    const results = await Promise.all(Array.from({ length: submits }, () => shop.placeOrder(buyer.cookie, validBody(), key)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array<number>(submits - 1).fill(200), 201]);
    expect(new Set(results.map((r) => r.json<{ order: Order }>().order.id)).size).toBe(1);
    const n = await one<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders where user_id = ${buyer.userId}`);
    expect(n?.n).toBe(1);
    expect(await shop.stockOf(product.id)).toBe(stock - quantity);
  });

  it('one cart submitted 20 times at once with different keys (two tabs, Telegram and a browser) becomes one order', async () => {
    const product = shop.products[2]!;
    const buyer = await shop.createBuyer();
    expect((await shop.addToCart(buyer.cookie, product.id, 1)).statusCode).toBe(200);
    // Enough bonuses and stock for every submit: only the cart itself may stop the extra orders.
    const spend = Math.min(Math.floor(product.price / 2), 10_00);
    await shop.grantBonuses(buyer.userId, 1_000_00);
    await shop.setStock(product.id, 50);
    const stock = await shop.stockOf(product.id);

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => shop.placeOrder(buyer.cookie, validBody({ bonusNetwork: spend, paymentSystemId: i % 2 === 0 ? 1 : 2 }))),
    );
    const won = results.filter((r) => r.statusCode === 201);
    expect(won, results.map((r) => `${r.statusCode} ${r.body.slice(0, 80)}`).join('\n')).toHaveLength(1);
    const order = won[0]!.json<{ order: Order }>().order;
    const lost = results.filter((r) => r.statusCode !== 201);
    expect(lost.map((r) => r.statusCode)).toEqual(Array(19).fill(409));
    for (const r of lost) {
      expect(r.json()).toEqual({
        code: 'ORDER_ALREADY_PLACED',
        message: `Эта корзина уже оформлена: заказ ${order.number}`,
        fields: { orderId: String(order.id), orderNumber: order.number },
      });
    }

    const placed = await rows<{ id: number }>(t.database.db, sql`select id from orders where user_id = ${buyer.userId}`);
    expect(placed).toEqual([{ id: order.id }]);
    expect(await shop.stockOf(product.id)).toBe(stock - 1);
    const spent = await rows<{ orderId: number; amount: number }>(
      t.database.db,
      sql`
      select e.order_id as "orderId", e.amount::float8 as amount from bonus_entries e join bonus_accounts a on a.id = e.account_id
      where a.user_id = ${buyer.userId} and e.operation = 'spend'`,
    );
    expect(spent).toEqual([{ orderId: order.id, amount: -spend }]);
    expect((await shop.balances(buyer.userId, shop.mainId)).network).toBe(1_000_00 - spend);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('changing the cart while it is checked out never deadlocks: one order, the rest answered', async () => {
    const [a, b] = [shop.products[0]!, shop.products[1]!];
    await shop.setStock(a.id, 50);
    await shop.setStock(b.id, 50);
    const buyer = await shop.createBuyer();
    expect((await shop.addToCart(buyer.cookie, a.id, 1)).statusCode).toBe(200);
    expect((await shop.addToCart(buyer.cookie, b.id, 1)).statusCode).toBe(200);
    // Quantity changes lock the cart and then the product; placement locks the cart and then takes the products' stock.
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 4 === 0 ? shop.placeOrder(buyer.cookie, validBody()) : shop.addToCart(buyer.cookie, (i % 2 === 0 ? a : b).id, 1 + (i % 3)),
    );
    const results = await Promise.all(calls);
    expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    const placed = results.filter((r, i) => i % 4 === 0 && r.statusCode === 201).length;
    const orders = await one<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders where user_id = ${buyer.userId}`);
    expect(orders?.n).toBe(placed);
    const ordered = await one<{ a: number; b: number }>(
      t.database.db,
      sql`
      select coalesce(sum(oi.quantity) filter (where oi.product_id = ${a.id}), 0)::int as a, coalesce(sum(oi.quantity) filter (where oi.product_id = ${b.id}), 0)::int as b
      from orders o join order_items oi on oi.order_id = o.id where o.user_id = ${buyer.userId}`,
    );
    expect([await shop.stockOf(a.id), await shop.stockOf(b.id)]).toEqual([50 - ordered!.a, 50 - ordered!.b]);
  });

  it('bonus spending never goes above the balance, even when one buyer races two orders', async () => {
    const [a, b] = [shop.products[2]!, shop.products[1]!];
    const buyer = await shop.createBuyer();
    await shop.addToCart(buyer.cookie, a.id, 1);
    const spend = Math.min(Math.floor(a.price / 2), Math.floor(b.price / 2), 500_00);
    await shop.grantBonuses(buyer.userId, spend);
    // Two tabs, two keys: the first order empties the cart, so the second has nothing; refill between to race the ledger itself.
    const first = shop.placeOrder(buyer.cookie, validBody({ bonusNetwork: spend }));
    const second = (async () => {
      await shop.addToCart(buyer.cookie, b.id, 1);
      return shop.placeOrder(buyer.cookie, validBody({ bonusNetwork: spend }));
    })();
    const results = await Promise.all([first, second]);
    const spent = await one<{ n: number }>(
      t.database.db,
      sql`
      select coalesce(-sum(e.amount), 0)::float8 as n from bonus_entries e join bonus_accounts a on a.id = e.account_id
      where a.user_id = ${buyer.userId} and a.kind = 'user_network' and e.operation = 'spend'`,
    );
    expect(spent?.n).toBe(spend);
    expect((await shop.balances(buyer.userId, shop.mainId)).network).toBe(0);
    expect(results.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect([400, 409]).toContain(r.statusCode);
  });
});
