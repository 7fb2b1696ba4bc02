import type { PublicUserResponse } from '@storefront/contract/users';
import { api } from '../../shared/lib/api';

export interface PublicUserArgs {
  id: number;
  showcaseId?: number | undefined;
}

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/users/{id}?showcase_id=: a public profile (no private data). */
    publicUser: build.query<PublicUserResponse, PublicUserArgs>({
      query: ({ id, showcaseId }) => ({ url: `users/${id}`, params: showcaseId === undefined ? {} : { showcase_id: showcaseId } }),
      providesTags: (_result, _error, { id }) => [{ type: 'User', id }],
    }),
  }),
});

export const { usePublicUserQuery } = usersApi;
