import type { Sort } from '@storefront/contract/catalog';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import { productCardSelect, type ProductCardRow } from './product-card-sql';
import type { Owner } from '../../lib/owner';
import { filterSql, ORDER_BY, type ProductFilter } from './product-repository';

/** Markers ts_headline puts around matches; control characters never occur in product names. */
export const MATCH_START = '\u0001';
export const MATCH_END = '\u0002';

export type SearchRow = ProductCardRow & { headline?: string };
type SearchSort = Sort | 'relevance';

/**
 * Search totals are counted up to this many (then reported as a lower bound, `capped`): a common word must not
 * cost a visit to every matching row. 1000 is 41 pages of 24, more than anyone pages through.
 */
export const SEARCH_COUNT_CAP = 1000;

async function countCapped(db: Db | Tx, where: SQL, match: SQL) {
  const row = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from products p where ${where} and ${match} limit ${SEARCH_COUNT_CAP + 1}) m`,
  );
  const n = row?.n ?? 0;
  return { total: Math.min(n, SEARCH_COUNT_CAP), capped: n > SEARCH_COUNT_CAP };
}

async function page(db: Db | Tx, owner: Owner, match: SQL, extra: SQL, order: SQL, where: SQL, limit: number, offset: number) {
  const [items, count] = await Promise.all([
    rows<SearchRow>(db, sql`${productCardSelect(owner, extra)} where ${where} and ${match} order by ${order} limit ${limit} offset ${offset}`),
    countCapped(db, where, match),
  ]);
  return { items, ...count };
}

/** How many of the most popular products the relevance shortcut looks at first. */
const POPULAR_HEAD = 5000;
const CUT_TTL_MS = 300_000;
const popularityCuts = new WeakMap<Db, Map<number, { value: number | null; at: number }>>();

/** The popularity of the head-th most popular product (index only; cached for a few minutes). */
async function popularityCut(db: Db, head: number): Promise<number | null> {
  const cuts = popularityCuts.get(db) ?? new Map<number, { value: number | null; at: number }>();
  popularityCuts.set(db, cuts);
  const cached = cuts.get(head);
  if (cached && Date.now() - cached.at < CUT_TTL_MS) return cached.value;
  const row = await one<{ popularity: number }>(db, sql`select popularity from products order by popularity desc offset ${head} limit 1`);
  const value = row?.popularity ?? null;
  cuts.set(head, { value, at: Date.now() });
  return value;
}

/** A typo is usually within this word similarity; pg_trgm's default (0.6) misses one wrong vowel in a short word. */
export const TYPO_SIMILARITY = 0.45;

export const fulltextMatch = (tsq: string): SQL => sql`p.search_vector @@ to_tsquery('russian', ${tsq})`;

export const trigramMatch = (q: string): SQL => sql`${q} <% p.name`;

/** Runs trigram queries with the typo threshold, set for this transaction only. */
export function withTypoThreshold<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`);
    return run(tx);
  });
}

/**
 * Full-text search, russian configuration (name, brand and description; migration 0001). By relevance: the
 * products whose name holds every searched word as written, then those whose name holds their stems, then
 * the rest (brand or description), each by popularity — cheap per row, so a common word stays fast.
 */
export async function searchFulltext(
  db: Db,
  owner: Owner,
  tsq: string,
  nameWords: string[],
  f: ProductFilter,
  sort: SearchSort,
  limit: number,
  offset: number,
  popularHead: number | null = POPULAR_HEAD,
) {
  const query = sql`to_tsquery('russian', ${tsq})`;
  const match = sql`p.search_vector @@ ${query}`;
  const where = filterSql(f);
  const headline = sql`, ts_headline('russian', p.name, ${query}, ${`StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`}) as headline`;
  if (sort !== 'relevance') return page(db, owner, match, headline, ORDER_BY[sort], where, limit, offset);
  const tier = nameTier(nameWords);
  const order = sql`${tier}, p.popularity desc, p.id desc`;
  // The shortcut: among the most popular products only (a BitmapAnd with the popularity index). When the page
  // it finds is full and every row holds the words in its name as written (tier 0), it is exactly the page of
  // the whole set — any product left out is less popular and can rank no higher — so a common word does not
  // have every match fetched and sorted.
  const cut = popularHead === null ? null : await popularityCut(db, popularHead);
  if (cut !== null) {
    const [head, count] = await Promise.all([
      rows<SearchRow & { tier: number }>(
        db,
        sql`${productCardSelect(owner, sql`${headline}, ${tier} as tier`)}
        where ${where} and ${match} and p.popularity >= ${cut} order by ${order} limit ${limit} offset ${offset}`,
      ),
      countCapped(db, where, match),
    ]);
    if (head.length === limit && head.every((r) => r.tier === 0)) return { items: head, ...count };
  }
  return page(db, owner, match, headline, order, where, limit, offset);
}

function nameTier(words: string[]): SQL {
  if (words.length === 0) return sql`0`;
  const name = sql`replace(lower(p.name), 'ё', 'е')`;
  const all = (parts: SQL[]) => sql.join(parts, sql` and `);
  const exact = all(words.map((w) => sql`strpos(${name}, ${w}) > 0`));
  const stem = all(words.map((w) => sql`strpos(${name}, search_stem(${w})) > 0`));
  return sql`case when ${exact} then 0 when ${stem} then 1 else 2 end`;
}

/** Articles by their dash-free key, exactly or by prefix (index products_article_key_idx); the exact one first. */
export function searchArticle(db: Db, owner: Owner, key: string, f: ProductFilter, sort: SearchSort, limit: number, offset: number) {
  const column = sql`regexp_replace(upper(p.article), '[^0-9A-Z]', '', 'g')`;
  const order = sort === 'relevance' ? sql`(${column} = ${key}) desc, p.article, p.id` : ORDER_BY[sort];
  return page(db, owner, articleMatch(key), sql``, order, filterSql(f), limit, offset);
}

export const articleMatch = (key: string): SQL =>
  sql`regexp_replace(upper(p.article), '[^0-9A-Z]', '', 'g') like ${`${key.replace(/[%_\\]/g, '')}%`}`;

/** Typo fallback: trigram word similarity of the query against product names (GIN trigram index). */
export function searchTrigram(db: Db, owner: Owner, q: string, f: ProductFilter, sort: SearchSort, limit: number, offset: number) {
  const order = sort === 'relevance' ? sql`word_similarity(${q}, p.name) desc, p.popularity desc, p.id desc` : ORDER_BY[sort];
  return withTypoThreshold(db, (tx) => page(tx, owner, trigramMatch(q), sql``, order, filterSql(f), limit, offset));
}

/** The most popular visible products a query matches, with their first picture (suggestions; no count). */
export function suggestProducts(db: Db, owner: Owner, categoryIds: number[], match: SQL, limit: number) {
  return rows<ProductCardRow>(
    db,
    sql`${productCardSelect(owner)} where ${filterSql({ categoryIds, match })} order by p.popularity desc, p.id desc limit ${limit}`,
  );
}

/** Brands with products in the visible categories (a few dozen rows). */
export function suggestBrands(db: Db, categoryIds: number[]) {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return rows<{ slug: string; name: string }>(
    db,
    sql`
    select b.slug, b.name from brands b
    where exists(select 1 from products p where p.brand_id = b.id and p.is_active and p.category_id in (${sql.join(
      categoryIds.map((id) => sql`${id}`),
      sql`, `,
    )}))
    order by b.name`,
  );
}
