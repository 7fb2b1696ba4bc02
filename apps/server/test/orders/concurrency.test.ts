import type { Order } from '@storefront/contract/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { createTestApp, type TestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import {
  addToCart, balances, createBuyer, grantBonuses, newKey, placeOrder, productsInStock, setStock, stockOf, validBody, type TestProduct,
} from './order-helpers';

let t: TestApp;
let mainId: number;
let products: TestProduct[];

beforeAll(async () => {
  t = await createTestApp();
  mainId = (await showcaseByAlias(t.database.db, 'main')).id;
  products = await productsInStock(t.database.db, mainId, 3, 12);
});
afterAll(() => t.close());

describe('concurrent checkouts', () => {
  it('50 buyers for the last 10 items: exactly 10 orders, stock 0, nobody else charged', async () => {
    const product = products[0]!;
    const buyers = [];
    for (let i = 0; i < 50; i++) {
      const buyer = await createBuyer(t.database.db, `Покупатель ${i}`);
      await grantBonuses(t.database.db, buyer.userId, 1_000_00);
      expect((await addToCart(t.app, buyer.cookie, product.id, 1)).statusCode).toBe(200);
      buyers.push(buyer);
    }
    await setStock(t.database.db, product.id, 10);
    const spend = Math.min(1_000_00, Math.floor(product.price / 2));

    const results = await Promise.all(buyers.map((b, i) => placeOrder(t.app, b.cookie, validBody({ bonusNetwork: spend, paymentSystemId: i % 2 === 0 ? 1 : 2 }))));
    const won = results.filter((r) => r.statusCode === 201);
    const lost = results.filter((r) => r.statusCode !== 201);
    expect(won).toHaveLength(10);
    expect(lost.map((r) => r.json<{ code: string }>().code)).toEqual(Array(40).fill('OUT_OF_STOCK'));
    expect(await stockOf(t.database.db, product.id)).toBe(0);

    const ordered = await one<{ n: number; qty: number }>(t.database.db, sql`
      select count(distinct o.id)::int as n, coalesce(sum(oi.quantity), 0)::int as qty from orders o join order_items oi on oi.order_id = o.id
      where oi.product_id = ${product.id} and o.user_id in (${sql.join(buyers.map((b) => sql`${b.userId}`), sql`, `)})`);
    expect(ordered).toEqual({ n: 10, qty: 10 });

    const winners = new Set(won.map((r) => r.json<{ order: Order }>().order.id));
    expect(winners.size).toBe(10);
    for (const [i, buyer] of buyers.entries()) {
      const charged = results[i]!.statusCode === 201;
      expect((await balances(t.database.db, buyer.userId, mainId)).network).toBe(charged ? 1_000_00 - spend : 1_000_00);
      const cart = await one<{ n: number }>(t.database.db, sql`
        select count(*)::int as n from cart_items ci join carts c on c.id = ci.cart_id where c.user_id = ${buyer.userId}`);
      expect(cart?.n).toBe(charged ? 0 : 1);
    }
  });

  it('two concurrent requests with one key make one order', async () => {
    const product = products[1]!;
    const buyer = await createBuyer(t.database.db);
    await addToCart(t.app, buyer.cookie, product.id, 2);
    const stock = await stockOf(t.database.db, product.id);
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 4 }, () => placeOrder(t.app, buyer.cookie, validBody(), key)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json<{ order: Order }>().order.id)).size).toBe(1);
    const n = await one<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders where user_id = ${buyer.userId}`);
    expect(n?.n).toBe(1);
    expect(await stockOf(t.database.db, product.id)).toBe(stock - 2);
  });

  it('bonus spending never goes above the balance, even when one buyer races two orders', async () => {
    const [a, b] = [products[2]!, products[1]!];
    const buyer = await createBuyer(t.database.db);
    await addToCart(t.app, buyer.cookie, a.id, 1);
    const spend = Math.min(Math.floor(a.price / 2), Math.floor(b.price / 2), 500_00);
    await grantBonuses(t.database.db, buyer.userId, spend);
    // Two tabs, two keys: the first order empties the cart, so the second has nothing; refill between to race the ledger itself.
    const first = placeOrder(t.app, buyer.cookie, validBody({ bonusNetwork: spend }));
    const second = (async () => {
      await addToCart(t.app, buyer.cookie, b.id, 1);
      return placeOrder(t.app, buyer.cookie, validBody({ bonusNetwork: spend }));
    })();
    const results = await Promise.all([first, second]);
    const spent = await one<{ n: number }>(t.database.db, sql`
      select coalesce(-sum(e.amount), 0)::float8 as n from bonus_entries e join bonus_accounts a on a.id = e.account_id
      where a.user_id = ${buyer.userId} and a.kind = 'user_network' and e.operation = 'spend'`);
    expect(spent?.n).toBe(spend);
    expect((await balances(t.database.db, buyer.userId, mainId)).network).toBe(0);
    expect(results.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect([400, 409]).toContain(r.statusCode);
  });
});
