import type { Claim, ClaimForm, ClaimsResponse } from '@storefront/contract/claims';
import { api, resolveBaseUrl } from '../../shared/lib/api';
import { listTags } from '../../shared/lib/list-tags';

export interface ClaimFormArgs {
  id: number;
  article: string;
}

/** Claim photos are served by the API to their author only: their URLs are API paths, resolved against its base. */
export function photoSrc(apiPath: string): string {
  return `${resolveBaseUrl()}${apiPath.replace(/^\/api(?=\/)/, '')}`;
}

export const claimsApi = api.injectEndpoints({
  endpoints: (build) => ({
    claims: build.query<Claim[], void>({
      query: () => ({ url: 'account/claims/' }),
      transformResponse: (response: ClaimsResponse) => response.claims,
      providesTags: (claims) => listTags('Claims', claims),
    }),
    claimForm: build.query<ClaimForm, ClaimFormArgs>({
      query: ({ id, article }) => ({ url: 'account/claims/create/', params: { id, article } }),
      providesTags: [{ type: 'Claims', id: 'FORM' }],
    }),
    /** multipart/form-data: orderItemId, reason, description and up to five `photos`. */
    createClaim: build.mutation<Claim, FormData>({
      query: (body) => ({ url: 'account/claims', method: 'POST', body }),
      transformResponse: (response: { claim: Claim }) => response.claim,
      // The order's lines stop being claimable while the claim is open.
      invalidatesTags: (claim) =>
        claim
          ? [
              { type: 'Claims', id: 'LIST' },
              { type: 'Claims', id: 'FORM' },
              { type: 'Orders', id: 'LIST' },
              { type: 'OrderInfo', id: claim.order.id },
            ]
          : [],
    }),
    /** The buyer sends a rejected claim on to the operator. */
    escalateClaim: build.mutation<Claim, { id: number; note?: string }>({
      query: ({ id, note }) => ({ url: `account/claims/${id}/escalate`, method: 'POST', body: note ? { note } : {} }),
      transformResponse: (response: { claim: Claim }) => response.claim,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Claims', id: 'LIST' },
        { type: 'Claims', id },
      ],
    }),
  }),
});

export const { useClaimsQuery, useClaimFormQuery, useCreateClaimMutation, useEscalateClaimMutation } = claimsApi;
