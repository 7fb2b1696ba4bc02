import type { Sort } from '@storefront/contract/catalog';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import { productCardSelect, type Owner, type ProductCardRow } from './product-card-sql';
import { filterSql, ORDER_BY, type ProductFilter } from './product-repository';

/** Markers ts_headline puts around matches; control characters never occur in product names. */
export const MATCH_START = '\u0001';
export const MATCH_END = '\u0002';

/** Prefix tsquery from the words of a query: only letters and digits reach to_tsquery, so it cannot fail. */
export function prefixTsQuery(q: string): string | null {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

export type SearchRow = ProductCardRow & { headline?: string };
type SearchSort = Sort | 'relevance';

async function page(db: Db | Tx, owner: Owner, match: SQL, extra: SQL, order: SQL, where: SQL, limit: number, offset: number) {
  const [items, count] = await Promise.all([
    rows<SearchRow>(db, sql`${productCardSelect(owner, extra)} where ${where} and ${match} order by ${order} limit ${limit} offset ${offset}`),
    one<{ total: number }>(db, sql`select count(*)::int as total from products p where ${where} and ${match}`),
  ]);
  return { items, total: count?.total ?? 0 };
}

/** A typo is usually within this word similarity; pg_trgm's default (0.6) misses one wrong vowel in a short word. */
export const TYPO_SIMILARITY = 0.45;

export function fulltextMatch(q: string): SQL | null {
  const tsq = prefixTsQuery(q);
  return tsq ? sql`p.search_vector @@ to_tsquery('russian', ${tsq})` : null;
}

export const trigramMatch = (q: string): SQL => sql`${q} <% p.name`;

/** Runs trigram queries with the typo threshold, set for this transaction only. */
export function withTypoThreshold<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`);
    return run(tx);
  });
}

/** Full-text search, russian configuration, weights name > brand > description (see migration 0001). */
export function searchFulltext(db: Db, owner: Owner, q: string, f: ProductFilter, sort: SearchSort, limit: number, offset: number) {
  const tsq = prefixTsQuery(q);
  if (!tsq) return Promise.resolve({ items: [], total: 0 });
  const query = sql`to_tsquery('russian', ${tsq})`;
  const headline = sql`, ts_headline('russian', p.name, ${query}, ${`StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`}) as headline`;
  const order = sort === 'relevance' ? sql`ts_rank(p.search_vector, ${query}) desc, p.popularity desc, p.id desc` : ORDER_BY[sort];
  return page(db, owner, sql`p.search_vector @@ ${query}`, headline, order, filterSql(f), limit, offset);
}

/** Typo fallback: trigram word similarity of the query against product names (GIN trigram index). */
export function searchTrigram(db: Db, owner: Owner, q: string, f: ProductFilter, sort: SearchSort, limit: number, offset: number) {
  const order = sort === 'relevance' ? sql`word_similarity(${q}, p.name) desc, p.popularity desc, p.id desc` : ORDER_BY[sort];
  return withTypoThreshold(db, (tx) => page(tx, owner, trigramMatch(q), sql``, order, filterSql(f), limit, offset));
}
