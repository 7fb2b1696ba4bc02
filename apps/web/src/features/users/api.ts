import type { PublicUserResponse } from '@storefront/contract/users';
import { api } from '../../shared/lib/api';

export interface PublicUserArgs {
  /** The user's public handle (their ref code), never the numeric id. */
  handle: string;
  showcaseId?: number | undefined;
}

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/users/{handle}?showcase_id=: a public profile (no private data). */
    publicUser: build.query<PublicUserResponse, PublicUserArgs>({
      query: ({ handle, showcaseId }) => ({
        url: `users/${encodeURIComponent(handle)}`,
        params: showcaseId === undefined ? {} : { showcase_id: showcaseId },
      }),
      providesTags: (_result, _error, { handle }) => [{ type: 'User', id: handle }],
    }),
  }),
});

export const { usePublicUserQuery } = usersApi;
