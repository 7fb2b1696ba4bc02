import type { WithdrawBonusesData, WithdrawMethod } from '@storefront/contract/bonuses';
import { api } from '../lib/api';

// Types only from the contract: importing its schemas would pull zod into this chunk.
export type PayoutDestination = WithdrawBonusesData['destinations'][number];

const WITHDRAW = { type: 'Mlm', id: 'WITHDRAW' } as const;

/**
 * The member's payout destinations (sealed on the server, shown masked): read with the withdrawal data, saved and
 * deleted by POST /api/tg. The member's withdrawal and the owner's withdrawal of a showcase share both pick from them.
 */
export const payoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    payoutData: build.query<WithdrawBonusesData, void>({
      query: () => ({ url: 'tg', params: { method: 'getWithdrawBonusesData' } }),
      providesTags: [WITHDRAW],
    }),
    savePayoutDestination: build.mutation<{ destination: PayoutDestination }, { payoutMethod: WithdrawMethod; details: string; bankId?: string }>({
      query: (body) => ({ url: 'tg', method: 'POST', body: { method: 'savePayoutDestination', ...body } }),
      invalidatesTags: [WITHDRAW],
    }),
    deletePayoutDestination: build.mutation<{ ok: true }, number>({
      query: (id) => ({ url: 'tg', method: 'POST', body: { method: 'deletePayoutDestination', id } }),
      invalidatesTags: [WITHDRAW],
    }),
  }),
});

export const { usePayoutDataQuery, useSavePayoutDestinationMutation, useDeletePayoutDestinationMutation } = payoutApi;
