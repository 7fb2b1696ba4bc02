import { toBase36 } from '@storefront/contract/links';
import type { ProductDetail, ProductListResponse, CategoryNode } from '@storefront/contract/catalog';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { cspHeader } from '../../src/lib/csp';
import { VIDEO_EMBED_ORIGINS } from '../../src/lib/video';
import { fileTestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { get } from '../helpers/http';

const t = fileTestApp();
let sportS: string;
let promoS: string;

beforeAll(async () => {
  sportS = toBase36((await showcaseByAlias(t.database.db, 'sport')).id);
  promoS = toBase36((await showcaseByAlias(t.database.db, 'promo')).id);
});

const list = async (query: Record<string, string>) => {
  const res = await get(t.app, '/api/catalog/products', { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductListResponse>();
};

describe('catalogue', () => {
  it('home gives 15 products of the showcase, in stock', async () => {
    const res = await get(t.app, '/api/catalog/home');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ products: ProductListResponse['items'] }>();
    expect(body.products).toHaveLength(15);
    expect(body.products.every((p) => p.stock > 0 && p.picture?.startsWith('/images/goods/good_small_pics/'))).toBe(true);
  });

  it('pages within bounds and reports totals', async () => {
    const first = await list({ pageSize: '24' });
    expect(first.items).toHaveLength(24);
    expect(first.totalPages).toBe(Math.ceil(first.total / 24));
    const last = await list({ pageSize: '24', page: String(first.totalPages) });
    expect(last.items.length).toBe(first.total - 24 * (first.totalPages - 1));
    const beyond = await list({ pageSize: '24', page: String(first.totalPages + 1) });
    expect(beyond.items).toHaveLength(0);
    for (const bad of [
      { page: '0' },
      { pageSize: '61' },
      { page: 'x' },
      { sort: 'cheap' },
      { category: '../etc' },
      { priceMin: '-1' },
      { unknown: '1' },
    ]) {
      expect((await get(t.app, '/api/catalog/products', { query: bad })).statusCode).toBe(400);
    }
  });

  it('filters by category (with children), brand, price and stock, and sorts', async () => {
    const obuv = await list({ category: 'obuv', sort: 'price_asc', pageSize: '60' });
    expect(obuv.category?.breadcrumbs.map((b) => b.slug)).toEqual(['odezhda', 'obuv']);
    expect(obuv.items.every((p) => p.categorySlug === 'obuv')).toBe(true);
    const prices = obuv.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const root = await list({ category: 'odezhda' });
    expect(root.total).toBeGreaterThan(obuv.total);

    const brand = obuv.items.find((p) => p.brand)!.brand!.slug;
    const byBrand = await list({ brand, pageSize: '60' });
    expect(byBrand.items.every((p) => p.brand?.slug === brand)).toBe(true);

    const ranged = await list({ priceMin: '500000', priceMax: '1000000', inStock: '1', pageSize: '60' });
    expect(ranged.items.every((p) => p.price >= 500000 && p.price <= 1000000 && p.stock > 0)).toBe(true);

    const discounted = await list({ sf: 'with_discount', pageSize: '60' });
    expect(discounted.items.every((p) => p.oldPrice !== null && p.oldPrice > p.price)).toBe(true);
  });

  it('answers 404 for an unknown or hidden category', async () => {
    expect((await get(t.app, '/api/catalog/products', { query: { category: 'net-takoy' } })).statusCode).toBe(404);
    expect((await get(t.app, '/api/catalog/products', { query: { category: 'smartfony', s: sportS } })).statusCode).toBe(404);
  });

  it('shows each showcase only its visible categories, in its order and names', async () => {
    const main = await showcaseByAlias(t.database.db, 'main');
    const sport = await showcaseByAlias(t.database.db, 'sport');
    const res = await get(t.app, '/api/tg', { query: { method: 'getShowcaseMenu', id: String(sport.id), s: sportS } });
    const tree = res.json<{ categories: CategoryNode[] }>().categories;
    expect(tree[0]?.slug).toBe('sport');
    expect(tree.find((c) => c.slug === 'odezhda')?.name).toBe('Экипировка');
    const slugs = tree.flatMap((c) => [c.slug, ...c.children.map((x) => x.slug)]);
    expect(slugs).not.toContain('smartfony');
    // Another showcase's menu is not served through this one.
    expect((await get(t.app, '/api/tg', { query: { method: 'getShowcaseMenu', id: String(main.id), s: sportS } })).statusCode).toBe(404);
  });

  it('serves a product page only where its category is visible', async () => {
    const phone = await one<{ id: number }>(
      t.database.db,
      sql`select p.id from products p join categories c on c.id = p.category_id where c.slug = 'smartfony' limit 1`,
    );
    const res = await get(t.app, `/api/product/${phone!.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<ProductDetail>();
    expect(detail.images[0]?.big).toMatch(/^\/images\/upload\//);
    expect(detail.breadcrumbs.map((b) => b.slug)).toEqual(['elektronika', 'smartfony']);
    expect((await get(t.app, `/api/product/${phone!.id}`, { query: { s: sportS } })).statusCode).toBe(404);
    expect((await get(t.app, '/api/product/999999')).statusCode).toBe(404);
    expect((await get(t.app, '/api/product/abc')).statusCode).toBe(400);
  });

  it('keeps the catalogue closed on a showcase in landing mode', async () => {
    const res = await get(t.app, '/api/catalog/products', { query: { s: promoS } });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ code: string }>().code).toBe('LANDING_MODE');
  });

  it('lists brands with counts of visible products', async () => {
    const res = await get(t.app, '/api/catalog/brands');
    const brands = res.json<{ brands: Array<{ slug: string; productCount: number }> }>().brands;
    expect(brands.length).toBeGreaterThanOrEqual(25);
    expect(brands.every((b) => b.productCount > 0)).toBe(true);
  });

  it('gives facets of the filtered set', async () => {
    const res = await get(t.app, '/api/catalog/facets', { query: { category: 'obuv' } });
    const { facets } = res.json<{ facets: { brands: Array<{ count: number }>; price: { min: number; max: number } } }>();
    expect(facets.brands.length).toBeGreaterThan(0);
    expect(facets.price.min).toBeLessThanOrEqual(facets.price.max);
  });
});

describe('search', () => {
  const search = async (q: string, extra: Record<string, string> = {}) => {
    const res = await get(t.app, '/api/catalog/search', { query: { q, ...extra } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductListResponse>();
  };

  it('finds exact words and highlights them', async () => {
    const r = await search('Кроссовки');
    expect(r.mode).toBe('fulltext');
    expect(r.total).toBeGreaterThan(0);
    expect(r.items[0]!.highlight!.some((s) => s.match && /кроссовки/i.test(s.text))).toBe(true);
  });

  it('finds other forms of a word (russian stemming) and prefixes', async () => {
    expect((await search('кроссовок')).total).toBeGreaterThan(0);
    expect((await search('кросс')).total).toBeGreaterThan(0);
  });

  it('corrects typos against the catalogue dictionary', async () => {
    const r = await search('кросовки');
    expect(r.mode).toBe('corrected');
    expect(r.items.some((p) => /Кроссовки/.test(p.name))).toBe(true);
  });

  it('applies the catalogue filters and reports no results cleanly', async () => {
    const r = await search('Кроссовки', { inStock: '1', sort: 'price_desc' });
    expect(r.items.every((p) => p.stock > 0)).toBe(true);
    const none = await search('zzqqxxвв');
    expect(none).toMatchObject({ total: 0, mode: 'none', items: [] });
    expect((await get(t.app, '/api/catalog/search', { query: { q: '' } })).statusCode).toBe(400);
    expect((await get(t.app, '/api/catalog/search', { query: { q: "'; drop table products; --" } })).statusCode).toBe(200);
  });
});

describe('search recall and facets', () => {
  it.each(['калонка', 'наушнеки', 'чайнек'])('finds a product despite the typo in %s', async (q) => {
    const res = await get(t.app, '/api/catalog/search', { query: { q } });
    const body = res.json<ProductListResponse>();
    expect(body.mode).toBe('corrected');
    expect(body.total).toBeGreaterThan(0);
  });

  it('gives facets of what a search finds', async () => {
    const all = (await get(t.app, '/api/catalog/facets')).json<{ facets: { brands: unknown[] } }>().facets;
    const res = await get(t.app, '/api/catalog/facets', { query: { q: 'Кроссовки' } });
    const found = res.json<{ facets: { brands: Array<{ slug: string }> } }>().facets;
    expect(found.brands.length).toBeGreaterThan(0);
    expect(found.brands.length).toBeLessThan(all.brands.length);
  });

  it('allows the recognised video players, and nothing else, in frames', () => {
    const frameSrc = cspHeader()
      .split('; ')
      .find((d) => d.startsWith('frame-src '))!
      .split(' ')
      .slice(1);
    expect(frameSrc).toEqual(["'self'", ...VIDEO_EMBED_ORIGINS]);
  });
});
