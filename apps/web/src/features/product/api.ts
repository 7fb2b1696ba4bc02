import type { ProductDetail } from '@storefront/contract/catalog';
import { api } from '../../shared/lib/api';

/** GET /api/product/{id}: the full product of this showcase (404 when it is not shown here). */
export const productApi = api.injectEndpoints({
  endpoints: (build) => ({
    product: build.query<ProductDetail, number>({
      query: (id) => ({ url: `product/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useProductQuery } = productApi;
