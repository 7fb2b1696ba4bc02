import type { GlobalFilter, Sort } from '@storefront/contract/catalog';
import { roublesToKopecks } from '../money';

/*
 * URL state of the catalogue and search lists, and the API query built from it. The contract's
 * constants live next to its zod schemas; they are restated here (checked against the contract's
 * types) so that the lists do not ship zod.
 */
export const SORTS = ['popular', 'new', 'price_asc', 'price_desc'] as const satisfies readonly Sort[];
export type ListSort = Sort | 'relevance';
export const SEARCH_SORTS = ['relevance', ...SORTS] as const satisfies readonly ListSort[];
export const GLOBAL_FILTERS = ['with_discount', 'in_stock', 'new_arrivals'] as const satisfies readonly GlobalFilter[];
/** The contract's default page size (PAGE_SIZE_DEFAULT). */
export const LIST_PAGE_SIZE = 24;

const SLUG = /^[a-z0-9-]{1,64}$/;
const MAX_BRANDS = 30;

/** Query parameter names of the list screens (the brands screen links with `?brand=`). */
export const LIST_PARAMS = { brand: 'brand', priceFrom: 'price_from', priceTo: 'price_to', inStock: 'in_stock', sort: 'sort', page: 'page' } as const;

export interface ListFilters {
  /** Brand slugs. */
  brands: string[];
  /** Whole roubles, as the shopper typed them. */
  priceFrom: number | null;
  priceTo: number | null;
  inStock: boolean;
  /** null: the screen's default order. */
  sort: ListSort | null;
  /** One-based. */
  page: number;
}

export const EMPTY_FILTERS: ListFilters = { brands: [], priceFrom: null, priceTo: null, inStock: false, sort: null, page: 1 };

function readAmount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
}

export function readListFilters(params: URLSearchParams, sorts: readonly ListSort[]): ListFilters {
  const brands = (params.get(LIST_PARAMS.brand) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => SLUG.test(s))
    .slice(0, MAX_BRANDS);
  const sort = params.get(LIST_PARAMS.sort);
  const page = Number(params.get(LIST_PARAMS.page));
  return {
    brands: [...new Set(brands)],
    priceFrom: readAmount(params.get(LIST_PARAMS.priceFrom)),
    priceTo: readAmount(params.get(LIST_PARAMS.priceTo)),
    inStock: params.get(LIST_PARAMS.inStock) === '1',
    sort: sorts.find((s) => s === sort) ?? null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the filters into a copy of `params`, keeping any other parameter (e.g. `q`); defaults are left out. */
export function writeListFilters(params: URLSearchParams, filters: ListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set(LIST_PARAMS.brand, filters.brands.length ? filters.brands.join(',') : null);
  set(LIST_PARAMS.priceFrom, filters.priceFrom === null ? null : String(filters.priceFrom));
  set(LIST_PARAMS.priceTo, filters.priceTo === null ? null : String(filters.priceTo));
  set(LIST_PARAMS.inStock, filters.inStock ? '1' : null);
  set(LIST_PARAMS.sort, filters.sort);
  set(LIST_PARAMS.page, filters.page > 1 ? String(filters.page) : null);
  return next;
}

/** How many filters of the panel are set (the sort and the page are not filters). */
export function activeFilterCount(filters: ListFilters): number {
  return (filters.brands.length ? 1 : 0) + (filters.priceFrom !== null || filters.priceTo !== null ? 1 : 0) + (filters.inStock ? 1 : 0);
}

/** Spec §5: a global filter value that contains an underscore is sent as `sf`. */
export function globalFilterParam(value: string): string | undefined {
  return value.includes('_') ? value : undefined;
}

export type ApiFilterParams = {
  brand?: string;
  priceMin?: number;
  priceMax?: number;
  inStock?: '1';
  sf?: string;
};

/** Filter parameters of /api/catalog/{products,facets,search}: prices in kopecks, undefined ones left out. */
export function toApiFilters(filters: ListFilters, globalFilter: string): ApiFilterParams {
  let from = filters.priceFrom;
  let to = filters.priceTo;
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  const params: ApiFilterParams = {};
  if (filters.brands.length) params.brand = filters.brands.join(',');
  if (from !== null) params.priceMin = roublesToKopecks(from);
  if (to !== null) params.priceMax = roublesToKopecks(to);
  if (filters.inStock) params.inStock = '1';
  const sf = globalFilterParam(globalFilter);
  if (sf) params.sf = sf;
  return params;
}

export type ApiListParams = ApiFilterParams & { sort?: ListSort; page: number; pageSize: number };

export function toApiList(filters: ListFilters, globalFilter: string): ApiListParams {
  const params: ApiListParams = { ...toApiFilters(filters, globalFilter), page: filters.page, pageSize: LIST_PAGE_SIZE };
  if (filters.sort) params.sort = filters.sort;
  return params;
}
