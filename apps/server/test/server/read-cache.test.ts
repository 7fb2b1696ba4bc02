import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../../src/lib/read-cache';
import { createTestApp, type TestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { get, json, post } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { createWebDist } from '../helpers/web-dist';
import { addToCart, createBuyer, placeOrder, productsInStock, stockOf, validBody, type TestProduct } from '../orders/order-helpers';

// The API suite runs with the cache off (READ_CACHE_MS 0: tests write the database directly); here it is on.
const TTL = 60_000;
let t: TestApp;
let short: TestApp;
let product: TestProduct;
const dist = createWebDist();

beforeAll(async () => {
  t = await createTestApp({ READ_CACHE_MS: TTL, WEB_DIST: dist.dir });
  short = await createTestApp({ READ_CACHE_MS: 300 });
  const main = await showcaseByAlias(t.database.db, 'main');
  const [first] = await productsInStock(t.database.db, main.id, 1, 10);
  product = first!;
});
afterAll(async () => {
  await t.close();
  await short.close();
  dist.remove();
});

const stockOnPage = async (app: TestApp, id: number) => json<{ stock: number; price: number }>(await get(app.app, `/api/product/${id}?json=1`));

describe('the read cache of anonymous public reads', () => {
  it('serves a repeated anonymous read from memory: a database change alone is not seen until a write request', async () => {
    const before = await stockOnPage(t, product.id);
    await t.database.db.execute(sql`update products set stock = stock + 5 where id = ${product.id}`);
    expect((await stockOnPage(t, product.id)).stock).toBe(before.stock);
    // A visitor with a session gets a fresh answer (his cart and favourites are in it).
    const buyer = await createBuyer(t.database.db);
    const fresh = json<{ stock: number }>(await get(t.app, `/api/product/${product.id}?json=1`, { cookie: buyer.cookie }));
    expect(fresh.stock).toBe(before.stock + 5);
  });

  it('a stock write (an order placed) invalidates the product page and the catalogue', async () => {
    const buyer = await createBuyer(t.database.db);
    const start = await stockOf(t.database.db, product.id);
    expect((await addToCart(t.app, buyer.cookie, product.id, 2)).statusCode).toBe(200);
    const placed = await placeOrder(t.app, buyer.cookie, validBody());
    expect(placed.statusCode).toBe(201);
    // What the placement read of the showcase's settings (its bans, its documents in force) outlives its stock write.
    const mainId = (await showcaseByAlias(t.database.db, 'main')).id;
    expect(t.app.readCache.get(`bans|${mainId}`, true)).toBeInstanceOf(Set);
    expect(t.app.readCache.get(`consent-documents|${mainId}`, true)).toBeInstanceOf(Map);
    expect((await stockOnPage(t, product.id)).stock).toBe(start - 2);
    const list = json<{ items: Array<{ id: number; stock: number }> }>(await get(t.app, '/api/catalog/products?json=1&pageSize=60'));
    const card = list.items.find((p) => p.id === product.id);
    if (card) expect(card.stock).toBe(start - 2);
  });

  it('a price change made outside a request (another node, a job) shows within READ_CACHE_MS', async () => {
    const before = await stockOnPage(short, product.id);
    await short.database.db.execute(sql`update products set price = price + 100 where id = ${product.id}`);
    expect((await stockOnPage(short, product.id)).price).toBe(before.price);
    await new Promise((r) => setTimeout(r, 350));
    expect((await stockOnPage(short, product.id)).price).toBe(before.price + 100);
  });

  it('a seller settings write invalidates index.html', async () => {
    const admin = await loginAs(t, 'showcaseAdmin');
    const main = await showcaseByAlias(t.database.db, 'main');
    const page = () => t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost', accept: 'text/html' } });
    expect((await page()).body).toContain(`<meta property="og:site_name" content="${main.name}" />`);
    const saved = await post(
      t.app,
      '/api/account/showcases/edit/info',
      { name: 'Новое имя витрины' },
      { cookie: admin, query: { id: String(main.id) } },
    );
    expect(saved.statusCode).toBe(200);
    expect(t.app.readCache.get(`bans|${main.id}`, true)).toBeUndefined();
    expect((await page()).body).toContain('<meta property="og:site_name" content="Новое имя витрины" />');
  });

  it('answers concurrent requests for a cold key with one computation, and a background job run clears the cache', async () => {
    t.app.readCache.invalidate();
    const url = '/api/catalog/products?json=1&sort=price_asc';
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(t.app, url)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(t.app.readCache.size).toBeGreaterThan(0);
    await t.app.bonusMaturation.runTask(t.app.bonusMaturation.tasks[0]!);
    expect(t.app.readCache.size).toBe(0);
  });

  it('answers with an ETag, 304 when the client has it, and brotli or gzip from the cached bytes', async () => {
    const url = '/api/catalog/products?json=1';
    const first = await get(t.app, url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get(t.app, url, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
    const html = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const html304 = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', 'if-none-match': html.headers.etag as string } });
    expect(html304.statusCode).toBe(304);
  });

  it('with the cache off (READ_CACHE_MS=0) every read goes to the database, ETags and 304 still work', async () => {
    const off = await createTestApp();
    try {
      const id = product.id;
      const before = json<{ stock: number }>(await get(off.app, `/api/product/${id}?json=1`));
      await off.database.db.execute(sql`update products set stock = stock + 1 where id = ${id}`);
      const res = await get(off.app, `/api/product/${id}?json=1`);
      expect(json<{ stock: number }>(res).stock).toBe(before.stock + 1);
      expect((await get(off.app, `/api/product/${id}?json=1`, { headers: { 'if-none-match': res.headers.etag as string } })).statusCode).toBe(304);
    } finally {
      await off.close();
    }
  });
});

describe('ReadCache', () => {
  it('does not store a value computed while an invalidation happened', async () => {
    const cache = new ReadCache(TTL);
    let release: (v: string) => void = () => {};
    const pending = cache.memo('k', () => new Promise<string>((r) => (release = r)));
    cache.invalidate();
    release('stale');
    expect(await pending).toBe('stale');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.memo('k', () => Promise.resolve('fresh'))).toBe('fresh');
    expect(cache.get('k')).toBe('fresh');
  });

  it('keeps lasting entries across a stock-only invalidation, and forgets them on any other', async () => {
    const cache = new ReadCache(60_000);
    const told: string[] = [];
    cache.onInvalidate = (scope) => told.push(scope);
    await cache.memo('page', () => Promise.resolve('catalogue'));
    await cache.memo('showcase', () => Promise.resolve('settings'), { lasting: true });
    cache.invalidate(false, 'stock');
    expect(cache.get('page')).toBeUndefined();
    expect(cache.get('showcase', true)).toBe('settings');
    expect(await cache.memo('showcase', () => Promise.resolve('reloaded'), { lasting: true })).toBe('settings');
    // A lasting value computed across a stock write is still right; across any other write it is not stored.
    let release: (v: string) => void = () => {};
    const pending = cache.memo('bans', () => new Promise<string>((r) => (release = r)), { lasting: true });
    cache.invalidate(true, 'stock');
    release('kept');
    await pending;
    expect(cache.get('bans', true)).toBe('kept');
    const stale = cache.memo('docs', () => new Promise<string>((r) => (release = r)), { lasting: true });
    cache.invalidate();
    release('stale');
    await stale;
    expect(cache.get('docs', true)).toBeUndefined();
    expect(cache.get('showcase', true)).toBeUndefined();
    expect(told).toEqual(['stock', 'all']);
  });

  it('forgets values after the TTL and keeps at most its size', async () => {
    const cache = new ReadCache(50, 2);
    cache.set('a', 1, cache.generation);
    cache.set('b', 2, cache.generation);
    cache.set('c', 3, cache.generation);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
    await new Promise((r) => setTimeout(r, 60));
    expect(cache.get('c')).toBeUndefined();
  });
});
