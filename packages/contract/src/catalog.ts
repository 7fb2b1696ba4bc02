import { z } from 'zod';
import { count, kopecks, rowId, url } from './fields';

export const brandRefSchema = z.object({ id: rowId, slug: z.string(), name: z.string() });

export const productCardSchema = z.object({
  id: rowId,
  name: z.string(),
  article: z.string(),
  price: kopecks,
  oldPrice: kopecks.nullable(),
  stock: count,
  picture: url.nullable(),
  brand: brandRefSchema.nullable(),
  categorySlug: z.string(),
  isFavourite: z.boolean(),
  /** Search results only: the name cut into segments, matched ones flagged (the client renders <mark>, never HTML). */
  highlight: z.array(z.object({ text: z.string(), match: z.boolean() })).optional(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const SORTS = ['popular', 'new', 'price_asc', 'price_desc'] as const;
export type Sort = (typeof SORTS)[number];
export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 60;

/** Values of the global filter (stored under selectedGlobalFilter; "0" means none). */
export const GLOBAL_FILTERS = ['with_discount', 'in_stock', 'new_arrivals'] as const;
export type GlobalFilter = (typeof GLOBAL_FILTERS)[number];
export const NEW_ARRIVAL_DAYS = 30;

const csv = z
  .string()
  .max(500)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9-]{1,64}$/)).max(30));

/** Query of the catalogue and search lists (reads also carry json=1, s, test: tolerated). */
export const productListQuerySchema = z.object({
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .optional(),
  brand: csv.optional(),
  priceMin: z.coerce.number().int().min(0).max(1e10).optional(),
  priceMax: z.coerce.number().int().min(0).max(1e10).optional(),
  inStock: z
    .enum(['0', '1'])
    .transform((v) => v === '1')
    .optional(),
  sort: z.enum(SORTS).default('popular'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  /** Global filter (spec §5: a value with "_" is sent as sf). */
  sf: z.enum(GLOBAL_FILTERS).optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const searchQuerySchema = productListQuerySchema.extend({
  q: z.string().trim().min(1).max(200),
  sort: z.enum([...SORTS, 'relevance']).default('relevance'),
  /** 1: search the words as typed, without the layout, transliteration and typo corrections. */
  literal: z
    .enum(['0', '1'])
    .transform((v) => v === '1')
    .optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const facetsSchema = z.object({
  brands: z.array(brandRefSchema.extend({ count: z.number().int() })),
  price: z.object({ min: kopecks, max: kopecks }).nullable(),
});

/** GET /api/catalog/facets: brands and price range of the filtered set (before the brand filter). */
export const facetsResponseSchema = z.object({ facets: facetsSchema });
export type Facets = z.infer<typeof facetsSchema>;

export const breadcrumbSchema = z.object({ slug: z.string(), name: z.string() });

export const productListResponseSchema = z.object({
  items: z.array(productCardSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  category: z.object({ slug: z.string(), name: z.string(), breadcrumbs: z.array(breadcrumbSchema) }).nullable(),
  /**
   * Search only: how the results were found — the words as typed (fulltext), an article, corrected words
   * (layout, transliteration, typos: `corrected` holds what was searched), name similarity (trigram), or none.
   */
  mode: z.enum(['fulltext', 'article', 'corrected', 'trigram', 'none']).optional(),
  corrected: z.string().optional(),
  /** Search only: more products match than were counted (`total` is the cap, 1000). */
  totalCapped: z.boolean().optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** A visible category of the showcase, in the showcase's order (GET /api/tg?method=getShowcaseMenu). */
export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  productCount: number;
  children: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ id: rowId, slug: z.string(), name: z.string(), productCount: count, children: z.array(categoryNodeSchema) }),
);
export const showcaseMenuResponseSchema = z.object({ categories: z.array(categoryNodeSchema) });
export const getShowcaseMenuQuerySchema = z.object({ id: z.coerce.number().int().positive() });

export const brandSchema = brandRefSchema.extend({ logo: url.nullable(), description: z.string(), productCount: count });
export const brandsResponseSchema = z.object({ brands: z.array(brandSchema) });
export type Brand = z.infer<typeof brandSchema>;

export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  images: z.array(z.object({ small: z.string(), big: z.string() })),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  videos: z.array(z.object({ url: url, embedUrl: url.nullable(), host: z.string() })),
  breadcrumbs: z.array(breadcrumbSchema),
  bonusRate: z.number(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const homeResponseSchema = z.object({
  products: z.array(productCardSchema),
  landings: z.array(z.object({ id: rowId, title: z.string(), description: z.string(), cover: url.nullable() })),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;

export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_LIMIT = 8;

/** GET /api/catalog/suggest?q=: what the shopper may be typing (after 2 letters, up to 8). */
export const catalogSuggestQuerySchema = z.object({ q: z.string().trim().min(SUGGEST_MIN_LENGTH).max(200) });

export const catalogSuggestionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), id: rowId, name: z.string(), price: kopecks, picture: url.nullable() }),
  z.object({ kind: z.literal('category'), slug: z.string(), name: z.string() }),
  z.object({ kind: z.literal('brand'), slug: z.string(), name: z.string() }),
]);
export type CatalogSuggestion = z.infer<typeof catalogSuggestionSchema>;

/** `corrected`: the spelling the suggestions answer when a word was corrected, else null. */
export const catalogSuggestResponseSchema = z.object({ corrected: z.string().nullable(), items: z.array(catalogSuggestionSchema) });
export type CatalogSuggestResponse = z.infer<typeof catalogSuggestResponseSchema>;
