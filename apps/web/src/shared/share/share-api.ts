import type { SaveLastLinkBody } from '@storefront/contract/referral';
import type { PreparedInlineMessage, PrepareShareMessageBody } from '@storefront/contract/share-message';
import { api } from '../lib/api';

/** The share dialog records the last link the user sent (read back by getLastLink on /lastLink). */
export const shareApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveLastLink: build.mutation<unknown, Omit<SaveLastLinkBody, 'method'>>({
      query: (body) => ({ url: 'tg', method: 'POST', params: { json: 1 }, body: { method: 'saveLastLink', ...body } }),
    }),
    /** Inside Telegram: the server stores the product or showcase card for this user (Bot API savePreparedInlineMessage). */
    prepareShareMessage: build.mutation<PreparedInlineMessage, PrepareShareMessageBody>({
      query: (body) => ({ url: 'account/share/prepared-message', method: 'POST', body }),
    }),
  }),
});

export const { useSaveLastLinkMutation, usePrepareShareMessageMutation } = shareApi;
