import type { ClaimLineChoice, SellerClaim, SellerClaimsResponse } from '@storefront/contract/claims';
import { api, resolveBaseUrl } from '../../shared/lib/api';

export type InboxFilter = 'open' | 'decided' | 'all';

/** Claim photos are API paths served to the buyer and the showcase's staff only; resolved against the API base. */
export function photoSrc(apiPath: string): string {
  return `${resolveBaseUrl()}${apiPath.replace(/^\/api(?=\/)/, '')}`;
}

const answered = (r: { claim: SellerClaim }) => r.claim;

/** The seller's claims inbox (/api/tg): the showcase's staff read, answer, approve or reject its claims. */
export const sellerClaimsApi = api.injectEndpoints({
  endpoints: (build) => ({
    showcaseClaims: build.query<SellerClaim[], { showcaseId: number; filter: InboxFilter }>({
      query: ({ showcaseId, filter }) => ({ url: 'tg', params: { method: 'getShowcaseClaims', ShowcaseID: showcaseId, filter } }),
      transformResponse: (response: SellerClaimsResponse) => response.claims,
      providesTags: (claims) => [{ type: 'Claims', id: 'SELLER' }, ...(claims ?? []).map((c) => ({ type: 'Claims' as const, id: c.id }))],
    }),
    showcaseClaim: build.query<SellerClaim, { showcaseId: number; id: number }>({
      query: ({ showcaseId, id }) => ({ url: 'tg', params: { method: 'getShowcaseClaim', ShowcaseID: showcaseId, id } }),
      transformResponse: answered,
      providesTags: (_r, _e, { id }) => [{ type: 'Claims', id }],
    }),
    answerShowcaseClaim: build.mutation<SellerClaim, { showcaseId: number; id: number; answer: string }>({
      query: ({ showcaseId, ...body }) => ({ url: 'tg', method: 'POST', body: { method: 'answerShowcaseClaim', ShowcaseID: showcaseId, ...body } }),
      transformResponse: answered,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Claims', id: 'SELLER' },
        { type: 'Claims', id },
      ],
    }),
    decideShowcaseClaim: build.mutation<
      SellerClaim,
      { showcaseId: number; id: number; decision: 'approved' | 'rejected'; answer?: string; lines?: ClaimLineChoice[] }
    >({
      query: ({ showcaseId, ...body }) => ({ url: 'tg', method: 'POST', body: { method: 'decideShowcaseClaim', ShowcaseID: showcaseId, ...body } }),
      transformResponse: answered,
      // An approval returns goods and money: the sale orders and the showcase's money change too.
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Claims', id: 'SELLER' },
        { type: 'Claims', id },
        { type: 'Orders', id: 'LIST' },
      ],
    }),
  }),
});

export const { useShowcaseClaimsQuery, useShowcaseClaimQuery, useAnswerShowcaseClaimMutation, useDecideShowcaseClaimMutation } = sellerClaimsApi;
