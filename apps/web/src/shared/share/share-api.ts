import type { SaveLastLinkBody } from '@storefront/contract/referral';
import { api } from '../lib/api';

/** The share dialog records the last link the user sent (read back by getLastLink on /lastLink). */
export const shareApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveLastLink: build.mutation<unknown, Omit<SaveLastLinkBody, 'method'>>({
      query: (body) => ({ url: 'tg', method: 'POST', params: { json: 1 }, body: { method: 'saveLastLink', ...body } }),
    }),
  }),
});

export const { useSaveLastLinkMutation } = shareApi;
