import type { ProductListResponse } from '@storefront/contract/catalog';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../src/db/sql';
import { SearchDictionary, searchDictionary } from '../../src/modules/catalog/search-dictionary';
import { fileTestApp } from '../helpers/app';
import { get } from '../helpers/http';

/**
 * Issue 13: what a search reads alike for every visitor — the dictionary, the showcase's categories, the totals — is
 * kept in memory as long as the read cache keeps its entries (here on, as in production: the rest of the API suite
 * runs with it off). A direct database write, as another node's or a job's, is seen after the next invalidation,
 * which every write request makes.
 */
const t = fileTestApp({ READ_CACHE_MS: 60_000 });

const search = async (q: string, extra: Record<string, string> = {}) => {
  const res = await get(t.app, '/api/catalog/search', { query: { q, ...extra } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductListResponse & { corrected?: string }>();
};

describe('the search dictionary in memory', () => {
  it('is read once, checked against its version after a write, and reloaded only when that moved', async () => {
    const { db } = t.database;
    const cache = t.app.readCache;
    const first = await searchDictionary(db, cache);
    expect(first.has('смартфон')).toBe(true);
    expect(await searchDictionary(db, cache)).toBe(first);
    // A write that changed no product's words (a cart, an order's stock): the same copy.
    cache.invalidate();
    await db.execute(sql`update products set stock = stock + 1 where id = (select min(id) from products)`);
    expect(await searchDictionary(db, cache)).toBe(first);

    const [p] = await rows<{ id: number; name: string }>(db, sql`select id, name from products order by id limit 1`);
    await db.execute(sql`update products set name = ${`${p!.name} Гиперборей`} where id = ${p!.id}`);
    try {
      expect((await searchDictionary(db, cache)).has('гиперборей')).toBe(false);
      expect((await search('гиперобрей')).corrected).toBeUndefined();
      cache.invalidate();
      const next = await searchDictionary(db, cache);
      expect(next).not.toBe(first);
      expect(next.has('гиперборей')).toBe(true);
      const found = await search('гиперобрей');
      expect(found.items[0]?.id).toBe(p!.id);
      expect(found.corrected).toBe('гиперборей');
    } finally {
      await db.execute(sql`update products set name = ${p!.name} where id = ${p!.id}`);
      cache.invalidate();
    }
  });
});

describe('search totals and the showcase scope', () => {
  it('a total is remembered until the next write; the page itself is read every time', async () => {
    const { db } = t.database;
    const before = await search('смартфон');
    expect(before.total).toBeGreaterThan(1);
    expect(before.totalCapped).toBeUndefined();
    const top = before.items[0]!;
    await db.execute(sql`update products set is_active = false where id = ${top.id}`);
    try {
      const stale = await search('смартфон');
      expect(stale.items.some((i) => i.id === top.id)).toBe(false);
      expect(stale.total).toBe(before.total);
      t.app.readCache.invalidate();
      expect((await search('смартфон')).total).toBe(before.total - 1);
    } finally {
      await db.execute(sql`update products set is_active = true where id = ${top.id}`);
      t.app.readCache.invalidate();
    }
  });

  it("the showcase's visible categories are remembered until the next write", async () => {
    const { db } = t.database;
    const [cat] = await rows<{ slug: string; categoryId: number; showcaseId: number }>(
      db,
      sql`select c.slug, sc.category_id as "categoryId", sc.showcase_id as "showcaseId" from showcase_categories sc
      join categories c on c.id = sc.category_id join showcases s on s.id = sc.showcase_id
      where s.alias = 'main' and sc.visible and c.parent_id is null order by sc.position limit 1`,
    );
    expect((await get(t.app, '/api/catalog/search', { query: { q: 'смартфон', category: cat!.slug } })).statusCode).toBe(200);
    const hide = (visible: boolean) =>
      db.execute(
        sql`update showcase_categories set visible = ${visible} where showcase_id = ${cat!.showcaseId} and category_id = ${cat!.categoryId}`,
      );
    await hide(false);
    try {
      expect((await get(t.app, '/api/catalog/search', { query: { q: 'смартфон', category: cat!.slug } })).statusCode).toBe(200);
      t.app.readCache.invalidate();
      expect((await get(t.app, '/api/catalog/search', { query: { q: 'смартфон', category: cat!.slug } })).statusCode).toBe(404);
    } finally {
      await hide(true);
      t.app.readCache.invalidate();
    }
  });
});

describe('SearchDictionary', () => {
  const row = (term: string, stem = term, products = 1) => ({ term, stem, products, label: false });
  const dictionary = new SearchDictionary(
    [row('зонтик', 'зонтик'), row('зонт', 'зонт'), row('плед', 'плед'), row('колонка', 'колонк'), row('смартфон', 'смартфон'), row('атлант')],
    7,
  );

  it('knows its words, their beginnings and their stems', () => {
    expect(dictionary.version).toBe(7);
    expect(dictionary.has('зонт')).toBe(true);
    expect(dictionary.has('зон')).toBe(false);
    expect(dictionary.hasPrefix('зон')).toBe(true);
    expect(dictionary.hasPrefix('зонтики')).toBe(false);
    expect(dictionary.hasPrefix('я')).toBe(false);
    expect(dictionary.hasStem('колонк')).toBe(true);
    // A stem is a beginning of its word: "колонками" may share "колонк"; "калонка" shares none.
    expect(dictionary.mayShareStem('колонками')).toBe(true);
    expect(dictionary.mayShareStem('калонка')).toBe(false);
  });

  it('offers every word a typo at the start can hide, within two letters of the length', () => {
    const terms = (w: string, typing = false) => dictionary.candidates(w, typing).map((c) => c.term);
    expect(terms('калонка')).toContain('колонка');
    expect(terms('лпед')).toContain('плед'); // the first two swapped
    expect(terms('жонтик')).toContain('зонтик'); // a wrong first letter
    expect(terms('онтик')).toContain('зонтик'); // the first letter missing
    expect(terms('смар')).not.toContain('смартфон'); // four letters longer
    expect(terms('смар', true)).toContain('смартфон'); // …unless still being typed
    expect(dictionary.candidates('лпед', false)[0]).toMatchObject({ w: 'лпед', products: 1, label: false });
  });
});
