import type { Sort } from '@storefront/contract/catalog';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import { productCardPage, type ProductCardRow } from './product-card-sql';
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

/**
 * Keeps a value computed by `load` under `key` for as long as the read cache keeps its entries (until the next write;
 * lib/read-cache.ts), or computes it every time when there is none.
 */
export type Remember = <T>(key: string, load: () => Promise<T>) => Promise<T>;

const dialect = new PgDialect();

/**
 * The matches are a materialised CTE, planned without the LIMIT: PostgreSQL reads them through the search index
 * (a bitmap), and stops fetching rows at the cap. With the LIMIT in the same query it expects the cap to be reached
 * early in a sequential scan and reads every product's tsvector for a common word (40-60 ms at 100 000 products).
 * The count is the same for every visitor and the dearest part of a search (up to a thousand rows fetched): it is
 * remembered, by its statement, until the next write.
 */
async function countCapped(db: Db | Tx, where: SQL, match: SQL, remember?: Remember) {
  const query = sql`with m as materialized (select 1 from products p where ${where} and ${match})
    select count(*)::int as n from (select 1 from m limit ${SEARCH_COUNT_CAP + 1}) capped`;
  const load = async () => {
    const n = (await one<{ n: number }>(db, query))?.n ?? 0;
    return { total: Math.min(n, SEARCH_COUNT_CAP), capped: n > SEARCH_COUNT_CAP };
  };
  if (!remember) return load();
  const { sql: text, params } = dialect.sqlToQuery(query);
  return remember(`search-count|${text}|${JSON.stringify(params)}`, load);
}

type Counted = Awaited<ReturnType<typeof countCapped>>;

async function page(
  db: Db | Tx,
  owner: Owner,
  match: SQL,
  extra: SQL,
  order: SQL,
  where: SQL,
  limit: number,
  offset: number,
  counted?: Counted,
  remember?: Remember,
) {
  const [items, count] = await Promise.all([
    rows<SearchRow>(db, productCardPage(owner, sql`${where} and ${match}`, order, limit, offset, extra)),
    counted ?? countCapped(db, where, match, remember),
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
  remember?: Remember,
) {
  const query = sql`to_tsquery('russian', ${tsq})`;
  const match = sql`p.search_vector @@ ${query}`;
  const where = filterSql(f);
  const headline = sql`, ts_headline('russian', p.name, ${query}, ${`StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`}) as headline`;
  if (sort !== 'relevance') return page(db, owner, match, headline, ORDER_BY[sort], where, limit, offset, undefined, remember);
  const tier = nameTier(nameWords);
  const order = sql`${tier}, p.popularity desc, p.id desc`;
  // The shortcut: the most popular tier-0 matches (every word in the name as written), read in popularity order
  // through its index (an Index Scan Backward with a LIMIT: a common word finds its page after a few hundred rows),
  // among the most popular products only (bounded work for a rare word). When it finds offset+limit of them, they
  // are exactly the first rows of the whole ranking — tier 0 comes first, and any tier-0 match left out is less
  // popular — so a common word does not have every match fetched, ranked and sorted.
  const cut = popularHead === null || nameWords.length === 0 ? null : await popularityCut(db, popularHead);
  if (cut !== null) {
    const [head, count] = await Promise.all([
      rows<SearchRow>(
        db,
        productCardPage(
          owner,
          sql`${where} and ${match} and ${inName(nameWords)} and p.popularity >= ${cut}`,
          ORDER_BY.popular,
          offset + limit,
          0,
          headline,
        ),
      ),
      countCapped(db, where, match, remember),
    ]);
    if (head.length === offset + limit) return { items: head.slice(offset), ...count };
    // Nothing matches at all (a word no product has): no ranking of the whole set to find that out again.
    if (count.total === 0) return { items: [], ...count };
    return page(db, owner, match, headline, order, where, limit, offset, count);
  }
  return page(db, owner, match, headline, order, where, limit, offset, undefined, remember);
}

const foldedName = sql`replace(lower(p.name), 'ё', 'е')`;

/** Tier 0: the name holds every searched word as written. */
function inName(words: string[]): SQL {
  return sql.join(
    words.map((w) => sql`strpos(${foldedName}, ${w}) > 0`),
    sql` and `,
  );
}

function nameTier(words: string[]): SQL {
  if (words.length === 0) return sql`0`;
  const stem = sql.join(
    words.map((w) => sql`strpos(${foldedName}, search_stem(${w})) > 0`),
    sql` and `,
  );
  return sql`case when ${inName(words)} then 0 when ${stem} then 1 else 2 end`;
}

/** Articles by their dash-free key, exactly or by prefix (index products_article_key_idx); the exact one first. */
export function searchArticle(
  db: Db,
  owner: Owner,
  key: string,
  f: ProductFilter,
  sort: SearchSort,
  limit: number,
  offset: number,
  remember?: Remember,
) {
  const column = sql`regexp_replace(upper(p.article), '[^0-9A-Z]', '', 'g')`;
  const order = sort === 'relevance' ? sql`(${column} = ${key}) desc, p.article, p.id` : ORDER_BY[sort];
  return page(db, owner, articleMatch(key), sql``, order, filterSql(f), limit, offset, undefined, remember);
}

export const articleMatch = (key: string): SQL =>
  sql`regexp_replace(upper(p.article), '[^0-9A-Z]', '', 'g') like ${`${key.replace(/[%_\\]/g, '')}%`}`;

/** Typo fallback: trigram word similarity of the query against product names (GIN trigram index). */
export function searchTrigram(
  db: Db,
  owner: Owner,
  q: string,
  f: ProductFilter,
  sort: SearchSort,
  limit: number,
  offset: number,
  remember?: Remember,
) {
  const order = sort === 'relevance' ? sql`word_similarity(${q}, p.name) desc, p.popularity desc, p.id desc` : ORDER_BY[sort];
  return withTypoThreshold(db, (tx) => page(tx, owner, trigramMatch(q), sql``, order, filterSql(f), limit, offset, undefined, remember));
}

/** The most popular visible products a query matches, with their first picture (suggestions; no count). */
export function suggestProducts(db: Db, owner: Owner, categoryIds: number[], everyCategory: boolean, match: SQL, limit: number) {
  return rows<ProductCardRow>(
    db,
    productCardPage(owner, filterSql({ categoryIds, everyCategory, match }), sql`p.popularity desc, p.id desc`, limit, 0),
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

/**
 * One search as a visitor's would run it, for the most common word of the dictionary: at start-up, so that the first
 * visitors do not pay for loading the russian text-search dictionaries, the popularity cut and the search index's
 * first pages (a fresh PGlite takes about a second for its first search).
 */
export async function warmSearch(db: Db): Promise<void> {
  const word = await one<{ term: string }>(db, sql`select term from search_terms where products > 0 order by products desc limit 1`);
  if (!word) return;
  const owner = { userId: null, sessionHash: null };
  await searchFulltext(
    db,
    owner,
    `${word.term.replace(/[^\p{L}\p{N}]/gu, '')}:*`,
    [word.term],
    { categoryIds: [], everyCategory: true },
    'relevance',
    24,
    0,
  );
}
