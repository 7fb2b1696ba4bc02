import type { ProductCard } from '@storefront/contract/catalog';
import { api } from '../../shared/lib/api';

/** The shopper's favourites (anonymous ones live in the session). ToggleFavourite is a commerce call. */
export const favouritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    favourites: build.query<ProductCard[], void>({
      query: () => ({ url: 'favourites/' }),
      transformResponse: (response: { items: ProductCard[] }) => response.items,
      providesTags: (result) => [
        { type: 'Favourites', id: 'LIST' },
        ...(result ?? []).map((product) => ({ type: 'Product' as const, id: product.id })),
      ],
    }),
  }),
});

export const { useFavouritesQuery } = favouritesApi;
