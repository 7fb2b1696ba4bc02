import { HOME_PRODUCTS_COUNT } from '@storefront/contract/constants';
import {
  SUGGEST_LIMIT,
  type CatalogSuggestion,
  type CatalogSuggestResponse,
  type CategoryNode,
  type Facets,
  type ProductDetail,
  type ProductListResponse,
  type productListQuerySchema,
  type searchQuerySchema,
} from '@storefront/contract/catalog';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { segmentsBySimilarity, segmentsFromMarkers } from '../../lib/highlight';
import type { ReadCache } from '../../lib/read-cache';
import { recogniseVideo } from '../../lib/video';
import { productCounts, showsEveryCategory, visibleCategories, type VisibleCategoryRow } from './category-repository';
import { toProductCard } from './product-card-sql';
import type { Owner } from '../../lib/owner';
import * as products from './product-repository';
import { nameWordsOf, resolveQuery, tsQueryOf, articleKey, type ResolvedQuery } from './query-pipeline';
import {
  articleMatch,
  fulltextMatch,
  MATCH_END,
  MATCH_START,
  searchArticle,
  searchFulltext,
  searchTrigram,
  suggestBrands,
  suggestProducts,
  trigramMatch,
  withTypoThreshold,
  warmSearch,
  type Remember,
} from './search-repository';
import { searchDictionary } from './search-dictionary';

export interface CatalogContext {
  db: Db;
  showcaseId: number;
  owner: Owner;
  /**
   * The app's read cache (lib/read-cache.ts): what every visitor of the showcase reads alike — its categories, its
   * brands, search totals, the search dictionary — is kept there until the next write. Without it, all is read anew.
   */
  cache?: ReadCache | undefined;
}

/** ctx's read cache as search-repository.ts takes it. */
const rememberOf =
  (ctx: CatalogContext): Remember =>
  (key, load) =>
    ctx.cache ? ctx.cache.memo(key, load) : load();

/** The showcase's visible categories, from the read cache while it holds them. */
function categoriesOf(ctx: CatalogContext): Promise<VisibleCategoryRow[]> {
  return rememberOf(ctx)(`catalog-categories|${ctx.showcaseId}`, () => visibleCategories(ctx.db, ctx.showcaseId));
}

type ListQuery = z.output<typeof productListQuerySchema>;
type SearchQuery = z.output<typeof searchQuerySchema>;

export function buildTree(rows: VisibleCategoryRow[], counts: Map<number, number>): CategoryNode[] {
  const nodes = new Map(
    rows.map((r) => [r.id, { id: r.id, slug: r.slug, name: r.name, productCount: counts.get(r.id) ?? 0, children: [] as CategoryNode[] }]),
  );
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId !== null ? nodes.get(r.parentId) : undefined;
    if (parent) parent.children.push(node);
    else if (r.parentId === null) roots.push(node);
  }
  const total = (n: CategoryNode): number => (n.productCount = n.productCount + n.children.reduce((s, c) => s + total(c), 0));
  roots.forEach(total);
  return roots;
}

export async function categoryTree(ctx: CatalogContext): Promise<CategoryNode[]> {
  const rows = await categoriesOf(ctx);
  return buildTree(
    rows,
    await productCounts(
      ctx.db,
      rows.map((r) => r.id),
    ),
  );
}

/** The visible category ids a query covers (a category includes its children) and its breadcrumbs. */
async function scope(ctx: CatalogContext, slug: string | undefined) {
  const rows = await categoriesOf(ctx);
  if (!slug) return { ids: rows.map((r) => r.id), every: showsEveryCategory(rows), category: null };
  const cat = rows.find((r) => r.slug === slug);
  if (!cat) throw new AppError('NOT_FOUND');
  const parent = cat.parentId !== null ? rows.find((r) => r.id === cat.parentId) : undefined;
  const ids = [cat.id, ...rows.filter((r) => r.parentId === cat.id).map((r) => r.id)];
  const breadcrumbs = [...(parent ? [{ slug: parent.slug, name: parent.name }] : []), { slug: cat.slug, name: cat.name }];
  return { ids, every: false, category: { slug: cat.slug, name: cat.name, breadcrumbs } };
}

function filterOf(q: Omit<ListQuery, 'sort'>, ids: number[], everyCategory = false): products.ProductFilter {
  return { categoryIds: ids, everyCategory, brandSlugs: q.brand, priceMin: q.priceMin, priceMax: q.priceMax, inStock: q.inStock, globalFilter: q.sf };
}

function paged<T>(items: T[], total: number, q: { page: number; pageSize: number }, capped = false) {
  return {
    items,
    page: q.page,
    pageSize: q.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    ...(capped ? { totalCapped: true } : {}),
  };
}

export async function productList(ctx: CatalogContext, q: ListQuery): Promise<ProductListResponse> {
  const { ids, every, category } = await scope(ctx, q.category);
  const { items, total } = await products.listProducts(ctx.db, ctx.owner, filterOf(q, ids, every), q.sort, q.pageSize, (q.page - 1) * q.pageSize);
  return { ...paged(items.map(toProductCard), total, q), category };
}

/** Brands and price range of the filtered set; with a search query, of the products it finds (as search does). */
export async function productFacets(ctx: CatalogContext, q: ListQuery & { q?: string | undefined; literal?: boolean | undefined }): Promise<Facets> {
  const { ids, every } = await scope(ctx, q.category);
  const filter = filterOf(q, ids, every);
  if (q.q === undefined) return products.facets(ctx.db, filter);
  const text = q.q;
  const key = articleKey(text);
  if (key) {
    const found = await products.facets(ctx.db, { ...filter, match: articleMatch(key) });
    if (found.price !== null) return found;
  }
  const tsq = tsQueryOf(await resolveQuery(ctx.db, text, { literal: q.literal, cache: ctx.cache }));
  if (tsq) {
    const found = await products.facets(ctx.db, { ...filter, match: fulltextMatch(tsq) });
    if (found.price !== null) return found;
  }
  return withTypoThreshold(ctx.db, (tx) => products.facets(tx, { ...filter, match: trigramMatch(text) }));
}

/**
 * Search (issue 16): an article (with or without its dash, exact or prefix); else the query pipeline — each word
 * as typed, stemmed, in the other layout, transliterated, or corrected within the typo budget — over the full
 * text; else the trigram similarity of whole names. A corrected query says what it searched (`corrected`).
 */
export async function search(ctx: CatalogContext, q: SearchQuery): Promise<ProductListResponse> {
  const { ids, every, category } = await scope(ctx, q.category);
  const filter = filterOf(q, ids, every);
  const offset = (q.page - 1) * q.pageSize;
  const remember = rememberOf(ctx);
  const key = articleKey(q.q);
  if (key) {
    const found = await searchArticle(ctx.db, ctx.owner, key, filter, q.sort, q.pageSize, offset, remember);
    if (found.total > 0) return { ...paged(found.items.map(toProductCard), found.total, q, found.capped), category, mode: 'article' };
  }
  const resolved = await resolveQuery(ctx.db, q.q, { literal: q.literal, cache: ctx.cache });
  const tsq = tsQueryOf(resolved);
  if (tsq) {
    const full = await searchFulltext(ctx.db, ctx.owner, tsq, nameWordsOf(resolved), filter, q.sort, q.pageSize, offset, undefined, remember);
    if (full.total > 0) {
      const items = full.items.map((r) => ({ ...toProductCard(r), highlight: segmentsFromMarkers(r.headline ?? r.name, MATCH_START, MATCH_END) }));
      return {
        ...paged(items, full.total, q, full.capped),
        category,
        ...(resolved.corrected ? { mode: 'corrected', corrected: resolved.text } : { mode: 'fulltext' }),
      };
    }
  }
  const fuzzy = await searchTrigram(ctx.db, ctx.owner, q.q, filter, q.sort, q.pageSize, offset, remember);
  const items = fuzzy.items.map((r) => ({ ...toProductCard(r), highlight: segmentsBySimilarity(r.name, q.q) }));
  return { ...paged(items, fuzzy.total, q, fuzzy.capped), category, mode: fuzzy.total > 0 ? 'trigram' : 'none' };
}

const foldName = (s: string) => s.toLowerCase().replace(/ё/g, 'е');

/** Every searched word begins a word of the name (or shares its stem's beginning). */
function nameMatches(name: string, query: ResolvedQuery): boolean {
  const words = foldName(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return query.words.every((w) => {
    const x = foldName(w.word);
    const stem = x.length > 4 ? x.slice(0, Math.max(4, x.length - 2)) : x;
    return words.some((n) => n.startsWith(x) || n.startsWith(stem));
  });
}

/**
 * Suggestions while typing (after 2 letters, up to 8): matching categories and brands, then the most popular
 * matching products with picture and price; the last word may be unfinished, every word may be misspelt.
 */
export async function suggest(ctx: CatalogContext, q: string): Promise<CatalogSuggestResponse> {
  const key = articleKey(q);
  const [resolved, cats] = await Promise.all([resolveQuery(ctx.db, q, { typing: true, cache: ctx.cache }), categoriesOf(ctx)]);
  const ids = cats.map((c) => c.id);
  const tsq = tsQueryOf(resolved);
  const categories: CatalogSuggestion[] = cats
    .filter((c) => nameMatches(c.name, resolved))
    .slice(0, 2)
    .map((c) => ({ kind: 'category', slug: c.slug, name: c.name }));
  const [brands, found] = await Promise.all([
    rememberOf(ctx)(`catalog-brands|${ctx.showcaseId}`, () => suggestBrands(ctx.db, ids)),
    tsq || key
      ? suggestProducts(ctx.db, ctx.owner, ids, showsEveryCategory(cats), key ? articleMatch(key) : fulltextMatch(tsq!), SUGGEST_LIMIT)
      : Promise.resolve([]),
  ]);
  const brandItems: CatalogSuggestion[] = brands
    .filter((b) => nameMatches(b.name, resolved))
    .slice(0, 2)
    .map((b) => ({ kind: 'brand', slug: b.slug, name: b.name }));
  const head = [...categories, ...brandItems];
  const productItems: CatalogSuggestion[] = found
    .slice(0, SUGGEST_LIMIT - head.length)
    .map((p) => ({ kind: 'product', id: p.id, name: p.name, price: p.price, picture: p.picture }));
  return { corrected: resolved.corrected ? resolved.text : null, items: [...head, ...productItems] };
}

/** Before a node takes visitors: the search dictionary loaded and one search run (see warmSearch). */
export async function warmUpSearch(db: Db, cache: ReadCache): Promise<void> {
  await searchDictionary(db, cache);
  await warmSearch(db);
}

export async function brandList(ctx: CatalogContext) {
  const rows = await categoriesOf(ctx);
  return products.brandsWithCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
}

/** A product is shown on a showcase only when its category is visible there. */
export async function productPage(ctx: CatalogContext, id: number): Promise<ProductDetail> {
  const [row, cats] = await Promise.all([products.productDetail(ctx.db, ctx.owner, id), categoriesOf(ctx)]);
  const cat = row && cats.find((c) => c.id === row.categoryId);
  if (!row || !cat) throw new AppError('NOT_FOUND');
  const parent = cat.parentId !== null ? cats.find((c) => c.id === cat.parentId) : undefined;
  const images = await products.productImages(ctx.db, id);
  return {
    ...toProductCard(row),
    description: row.description,
    images,
    attributes: row.attributes,
    videos: row.videoLinks.map(recogniseVideo).filter((v) => v !== null),
    breadcrumbs: [...(parent ? [{ slug: parent.slug, name: parent.name }] : []), { slug: cat.slug, name: cat.name }],
    bonusRate: row.bonusRate,
  };
}

/** Home: the showcase's most popular products, those in stock first (spec §9: 15). */
export async function homeProducts(ctx: CatalogContext) {
  const rows = await categoriesOf(ctx);
  const { items } = await products.listProducts(
    ctx.db,
    ctx.owner,
    { categoryIds: rows.map((r) => r.id), everyCategory: showsEveryCategory(rows), inStock: true },
    'popular',
    HOME_PRODUCTS_COUNT,
    0,
  );
  return items.map(toProductCard);
}

/** Ids of the categories the showcase shows (a child only when its parent is shown too). */
export async function visibleCategoryIds(db: Db, showcaseId: number): Promise<Set<number>> {
  return new Set((await visibleCategories(db, showcaseId)).map((c) => c.id));
}

/** Active products by id as cards, as the owner sees them (favourite flag); unknown or inactive ids are left out. */
export async function productCardsByIds(db: Db, owner: Owner, ids: number[]): Promise<ReturnType<typeof toProductCard>[]> {
  return (await products.productsByIds(db, owner, ids)).map(toProductCard);
}
