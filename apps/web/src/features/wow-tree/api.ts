import type { FriendShowcase, WowTreeResponse } from '@storefront/contract/wow-tree';
import { api } from '../../shared/lib/api';

/** The referral tree calls of spec §7 (GET /api/tg?json=1&method=…); all of them belong to the WowTree group. */
export const wowTreeApi = api.injectEndpoints({
  endpoints: (build) => ({
    wowTree: build.query<WowTreeResponse, number | null>({
      query: (parentId) => ({ url: 'tg', params: { method: 'getWowTree', ...(parentId ? { parentId } : {}) } }),
      providesTags: (_result, _error, parentId) => [
        { type: 'WowTree', id: parentId ?? 'ROOT' },
        { type: 'WowTree', id: 'LIST' },
      ],
    }),
    friendShowcases: build.query<FriendShowcase[], void>({
      query: () => ({ url: 'tg', params: { method: 'getFriendShowcases' } }),
      providesTags: [{ type: 'WowTree', id: 'FRIENDS' }],
    }),
  }),
});

export const { useWowTreeQuery, useFriendShowcasesQuery } = wowTreeApi;
