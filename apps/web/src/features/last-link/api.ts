import type { LastLinkResponse } from '@storefront/contract/account';
import { api } from '../../shared/lib/api';

export const lastLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/tg?method=getLastLink&bot= (spec §7). */
    lastLink: build.query<LastLinkResponse, string>({
      query: (bot) => ({ url: 'tg', params: { method: 'getLastLink', bot } }),
      providesTags: ['User'],
    }),
  }),
});

export const { useLastLinkQuery } = lastLinkApi;
