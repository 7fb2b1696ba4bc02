import type { Facets } from '@storefront/contract/catalog';
import { api } from '../../lib/api';
import type { ApiFilterParams } from './list-params';

export type FacetsArgs = ApiFilterParams & { category?: string };

/** Brands and price range of a filtered list (GET /api/catalog/facets), for the filter panel. */
export const listingApi = api.injectEndpoints({
  endpoints: (build) => ({
    facets: build.query<Facets, FacetsArgs>({
      query: (params) => ({ url: 'catalog/facets', params }),
      transformResponse: (response: { facets: Facets }) => response.facets,
      providesTags: [{ type: 'Catalog', id: 'FACETS' }],
    }),
  }),
});

export const { useFacetsQuery } = listingApi;
