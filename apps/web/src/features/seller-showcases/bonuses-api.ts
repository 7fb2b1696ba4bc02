import type { CreateBonusPaymentBody, FictitiousSale, FictitiousSaleBody, TransferRecipient } from '@storefront/contract/bonuses';
import { api } from '../../shared/lib/api';

// Types only from the contract: importing its schemas would pull zod into this chunk.

/** The seller's bonus tools (spec §7 "create a fictitious sale order", "create a bonus payment"): both POST /tg. */
export const sellerBonusesApi = api.injectEndpoints({
  endpoints: (build) => ({
    fictitiousSale: build.mutation<FictitiousSale, Omit<FictitiousSaleBody, 'method'>>({
      query: (body) => ({ url: 'tg', method: 'POST', body: { ...body, method: 'createFictitiousSaleOrder' } }),
    }),
    bonusPayment: build.mutation<{ showcaseBalance: number; recipient: TransferRecipient; amount: number }, Omit<CreateBonusPaymentBody, 'method'>>({
      query: (body) => ({ url: 'tg', method: 'POST', body: { ...body, method: 'createBonusPayment' } }),
      invalidatesTags: (_r, _e, { ShowcaseID }) => [{ type: 'ShowCaseEdit', id: ShowcaseID }, 'Mode', 'Mlm'],
    }),
  }),
});

export const { useFictitiousSaleMutation, useBonusPaymentMutation } = sellerBonusesApi;
