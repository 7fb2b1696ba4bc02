import type { CatalogSuggestResponse, ProductListResponse } from '@storefront/contract/catalog';
import type { ApiListParams } from '../../shared/commerce/listing/list-params';
import { api } from '../../shared/lib/api';

export type SearchArgs = ApiListParams & { q: string; literal?: '1' };

/** GET /api/catalog/search: full text with a trigram fallback; names come cut into highlight segments. */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<ProductListResponse, SearchArgs>({
      query: (params) => ({ url: 'catalog/search', params }),
      providesTags: (result) => [{ type: 'Catalog', id: 'SEARCH' }, ...(result?.items ?? []).map((p) => ({ type: 'Product' as const, id: p.id }))],
    }),
    /** GET /api/catalog/suggest: categories, brands and products for what is typed so far. */
    catalogSuggest: build.query<CatalogSuggestResponse, string>({
      query: (q) => ({ url: 'catalog/suggest', params: { q } }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSearchQuery, useCatalogSuggestQuery } = searchApi;
