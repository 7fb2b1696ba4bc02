import type { CartResponse } from '@storefront/contract/cart';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { sha256Hex } from '../../src/lib/crypto';
import { fileTestApp } from '../helpers/app';
import { get, post, sessionCookie } from '../helpers/http';
import { anonymousSession, loginAs } from '../helpers/login';

const t = fileTestApp();
let inStock: { id: number; stock: number; name: string };
let soldOut: { id: number };

beforeAll(async () => {
  inStock = (await one<{ id: number; stock: number; name: string }>(
    t.database.db,
    sql`select id, stock, name from products where stock between 3 and 20 order by id limit 1`,
  ))!;
  soldOut = (await one<{ id: number }>(t.database.db, sql`select id from products where stock = 0 order by id limit 1`))!;
});

const cartOf = async (cookie: string) => (await get(t.app, '/api/cart/', { cookie })).json<CartResponse>().cart;
const update = (cookie: string | null, ProductId: unknown, Quantity: unknown) =>
  post(t.app, '/api/tg/', { method: 'UpdateProductQuantityInCart', ProductId, Quantity }, { cookie });

describe('cart', () => {
  it('is empty for a new visitor', async () => {
    const res = await get(t.app, '/api/cart/');
    expect(res.json<CartResponse>()).toEqual({ cart: { goodsInfo: [], cnt_in_cart: 0, total: 0, oldTotal: 0 } });
  });

  it('gives an anonymous visitor a session on the first add, and keeps the cart on it', async () => {
    const res = await update(null, inStock.id, 2);
    expect(res.statusCode, res.body).toBe(200);
    const cookie = sessionCookie(res)!.value;
    const cart = await cartOf(cookie);
    expect(cart.cnt_in_cart).toBe(2);
    expect(cart.goodsInfo[0]).toMatchObject({ ProductId: inStock.id, Quantity: 2, lineTotal: cart.goodsInfo[0]!.price * 2 });
    expect(cart.total).toBe(cart.goodsInfo[0]!.lineTotal);
  });

  it('refuses bad input and quantities above stock, changing nothing', async () => {
    const cookie = await anonymousSession(t);
    await update(cookie, inStock.id, 1);
    for (const [pid, qty] of [
      [inStock.id, 0],
      [inStock.id, -1],
      [inStock.id, 1.5],
      ['x', 1],
      [0, 1],
      [inStock.id, 1000],
      [inStock.id, '2'],
    ]) {
      expect((await update(cookie, pid, qty)).statusCode, `${String(pid)} × ${String(qty)}`).toBe(400);
    }
    expect((await update(cookie, 99999999, 1)).statusCode).toBe(404);
    const above = await update(cookie, inStock.id, inStock.stock + 1);
    expect(above.statusCode).toBe(409);
    expect(above.json<{ message: string }>().message).toBe(`Товара «${inStock.name}» в наличии только ${inStock.stock} шт.`);
    const none = await update(cookie, soldOut.id, 1);
    expect(none.json<{ code: string }>().code).toBe('OUT_OF_STOCK');
    expect((await cartOf(cookie)).goodsInfo.map((l) => [l.ProductId, l.Quantity])).toEqual([[inStock.id, 1]]);
  });

  it('deletes a line and clears the cart, never touching another session', async () => {
    const mine = await anonymousSession(t);
    const theirs = await anonymousSession(t);
    await update(mine, inStock.id, 1);
    await update(theirs, inStock.id, 3);
    const other = (await one<{ id: number }>(
      t.database.db,
      sql`select id from products where stock > 5 and id <> ${inStock.id} order by id limit 1`,
    ))!;
    await update(mine, other.id, 1);

    const del = await post(t.app, '/api/tg/', { method: 'DeleteProductFromCart', ProductId: inStock.id }, { cookie: mine });
    expect(del.json<CartResponse>().cart.goodsInfo.map((l) => l.ProductId)).toEqual([other.id]);
    const cleared = await post(t.app, '/api/tg/', { method: 'ClearCart' }, { cookie: mine });
    expect(cleared.json<CartResponse>().cart.cnt_in_cart).toBe(0);
    expect((await cartOf(theirs)).goodsInfo.map((l) => [l.ProductId, l.Quantity])).toEqual([[inStock.id, 3]]);
  });

  it('merges the anonymous cart into the account on login, capped by stock', async () => {
    const shopper = await loginAs(t, 'shopper');
    await update(shopper, inStock.id, inStock.stock - 1);
    const anon = await anonymousSession(t);
    await update(anon, inStock.id, 2);
    const login = await post(
      t.app,
      '/api/test/login',
      { userId: (await one<{ id: number }>(t.database.db, sql`select id from users where demo_role = 'shopper'`))!.id },
      { cookie: anon },
    );
    const merged = await cartOf(sessionCookie(login)!.value);
    expect(merged.goodsInfo.find((l) => l.ProductId === inStock.id)?.Quantity).toBe(inStock.stock);
    const leftovers = await one<{ n: number }>(t.database.db, sql`select count(*)::int as n from carts where session_hash = ${sha256Hex(anon)}`);
    expect(leftovers?.n).toBe(0);
  });

  it('requires the CSRF header on mutations', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tg/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ method: 'ClearCart' }),
    });
    expect(res.statusCode).toBe(403);
  });
});
