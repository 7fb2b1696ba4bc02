import type { Brand } from '@storefront/contract/catalog';
import { api } from '../../shared/lib/api';

/** GET /api/catalog/brands: the brands of the showcase's visible categories with product counts. */
export const brandsApi = api.injectEndpoints({
  endpoints: (build) => ({
    brands: build.query<Brand[], void>({
      query: () => ({ url: 'catalog/brands' }),
      transformResponse: (response: { brands: Brand[] }) => response.brands,
      providesTags: ['Brands'],
    }),
  }),
});

export const { useBrandsQuery } = brandsApi;
