import type { TransferRecipient } from '@storefront/contract/bonuses';
import { api } from '../lib/api';

/** Who a ref code names (spec §7 "find transfer recipient"): asked before a transfer or a showcase's bonus payment is confirmed. */
export const recipientApi = api.injectEndpoints({
  endpoints: (build) => ({
    findRecipient: build.query<TransferRecipient, string>({
      query: (refCode) => ({ url: 'tg', params: { method: 'findTransferRecipient', refCode } }),
    }),
  }),
});

export const { useLazyFindRecipientQuery } = recipientApi;
