import type { HomeResponse } from '@storefront/contract/catalog';
import { api } from '../../shared/lib/api';

/** GET /api/catalog/home: the showcase's 15 products and its landings. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    home: build.query<HomeResponse, void>({
      query: () => ({ url: 'catalog/home' }),
      providesTags: (result) => [
        { type: 'Catalog', id: 'HOME' },
        { type: 'Actions', id: 'LIST' },
        ...(result?.products ?? []).map((p) => ({ type: 'Product' as const, id: p.id })),
      ],
    }),
  }),
});

export const { useHomeQuery } = homeApi;
