import type { LandingDetail, LandingSummary } from '@storefront/contract/landings';
import { api } from '../../shared/lib/api';

/** Landings (actions) of the current showcase: the public list and one landing with its blocks. */
export const landingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    showcaseActions: build.query<LandingSummary[], number>({
      query: (showcaseId) => ({ url: 'tg/', params: { method: 'getShowcaseActions', id: showcaseId } }),
      transformResponse: (response: { actions: LandingSummary[] }) => response.actions,
      providesTags: (result) => [{ type: 'Actions', id: 'LIST' }, ...(result ?? []).map((landing) => ({ type: 'Actions' as const, id: landing.id }))],
    }),
    action: build.query<LandingDetail, number>({
      query: (id) => ({ url: `actions/${id}` }),
      // Product tags too: a favourite toggled on one of its cards refreshes the landing.
      providesTags: (result, _error, id) => [
        { type: 'Actions', id },
        ...(result?.blocks ?? []).flatMap((block) =>
          block.type === 'products' ? block.products.map((product) => ({ type: 'Product' as const, id: product.id })) : [],
        ),
      ],
    }),
  }),
});

export const { useShowcaseActionsQuery, useActionQuery } = landingsApi;
