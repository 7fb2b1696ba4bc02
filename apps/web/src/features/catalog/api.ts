import type { CategoryNode, ProductListResponse } from '@storefront/contract/catalog';
import { api } from '../../shared/lib/api';
import type { ApiListParams } from '../../shared/commerce/listing/list-params';

export type ProductsArgs = ApiListParams & { category?: string };

/** The showcase's category tree and its product lists (server paging). */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    showcaseMenu: build.query<CategoryNode[], number>({
      query: (showcaseId) => ({ url: 'tg', params: { method: 'getShowcaseMenu', id: showcaseId } }),
      transformResponse: (response: { categories: CategoryNode[] }) => response.categories,
      providesTags: ['Categories'],
    }),
    products: build.query<ProductListResponse, ProductsArgs>({
      query: (params) => ({ url: 'catalog/products', params }),
      providesTags: (result) => [{ type: 'Catalog', id: 'LIST' }, ...(result?.items ?? []).map((p) => ({ type: 'Product' as const, id: p.id }))],
    }),
  }),
});

export const { useShowcaseMenuQuery, useProductsQuery } = catalogApi;
