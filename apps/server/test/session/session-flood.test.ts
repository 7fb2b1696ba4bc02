import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { carts, sessions } from '../../src/db/schema';
import { one } from '../../src/db/sql';
import { fileTestApp } from '../helpers/app';
import { countRows } from '../helpers/facts';
import { get, post, sessionCookie } from '../helpers/http';

const LIMIT = 5;
const t = fileTestApp({ SESSIONS_PER_IP_PER_HOUR: LIMIT });
let productId: number;
beforeAll(async () => {
  productId = (await one<{ id: number }>(t.database.db, sql`select id from products where stock > 5 and is_active order by id limit 1`))!.id;
});

const counts = async () => ({ sessions: await countRows(t.database.db, sessions), carts: await countRows(t.database.db, carts) });
const add = (ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tg',
    remoteAddress: ip,
    headers: { 'x-storefront-client': '1', 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ method: 'UpdateProductQuantityInCart', ProductId: productId, Quantity: 1 }),
  });

describe('anonymous sessions are created lazily', () => {
  it('cookie-less reads (cart, menu, catalogue, startup) create no session and no cart, however many', async () => {
    const before = await counts();
    const reads = ['/api/cart/', '/api/menu/', '/api/catalog/home', '/api/favourites/'];
    for (let i = 0; i < 60; i++) {
      const res = await get(t.app, reads[i % reads.length]!);
      expect(sessionCookie(res)).toBeUndefined();
    }
    for (let i = 0; i < 10; i++) expect(sessionCookie(await post(t.app, '/api/startup', { query: {} }))).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('removing from a cart that does not exist creates nothing either', async () => {
    const before = await counts();
    const cleared = await post(t.app, '/api/tg', { method: 'ClearCart' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await post(t.app, '/api/tg', { method: 'DeleteProductFromCart', ProductId: productId })).statusCode).toBe(200);
    expect(sessionCookie(cleared)).toBeUndefined();
    expect(await counts()).toEqual(before);
  });
});

describe('new sessions per IP', () => {
  it('are limited: over the limit a cookie-less write gets a localised 429 and the sessions stop growing', async () => {
    const before = await counts();
    for (let i = 0; i < LIMIT; i++) {
      const res = await add('203.0.113.7');
      expect(res.statusCode, res.body).toBe(200);
      expect(sessionCookie(res)).toBeDefined();
    }
    for (let i = 0; i < 10; i++) {
      const res = await add('203.0.113.7', { 'accept-language': 'en-US' });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again in a minute' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await counts()).toEqual({ sessions: before.sessions + LIMIT, carts: before.carts + LIMIT });
    // Another address is not affected, and a visitor who already has a session keeps shopping.
    const other = await add('198.51.100.9');
    expect(other.statusCode).toBe(200);
    const again = await add('203.0.113.7', { cookie: `sid=${sessionCookie(other)!.value}` });
    expect(again.statusCode).toBe(200);
    expect(sessionCookie(again)).toBeUndefined();
  });
});
