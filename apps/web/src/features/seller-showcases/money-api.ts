import type { Withdrawal } from '@storefront/contract/bonuses';
import type { ShowcaseMoney } from '@storefront/contract/money';
import type { z } from 'zod';
import type { fundTopupSchema } from '@storefront/contract/money';
import { api } from '../../shared/lib/api';

// Types only from the contract: importing its schemas would pull zod into this chunk.
export type FundTopup = z.infer<typeof fundTopupSchema>;

const money = (id: number) => ({ type: 'Mlm' as const, id: `SHOWCASE_MONEY_${id}` });

/** The showcase's money (issue 14): read by its staff, moved by its owner only (the server refuses everyone else). */
export const showcaseMoneyApi = api.injectEndpoints({
  endpoints: (build) => ({
    showcaseMoney: build.query<ShowcaseMoney, number>({
      query: (id) => ({ url: 'tg', params: { method: 'getShowcaseMoney', ShowcaseID: id } }),
      providesTags: (_r, _e, id) => [money(id)],
    }),
    showcaseWithdraw: build.mutation<
      { withdrawal: Withdrawal; available: number },
      { ShowcaseID: number; amount: number } & ({ destinationId: number } | { payoutMethod: string; details: string; bankId?: string })
    >({
      query: (body) => ({ url: 'tg', method: 'POST', body: { method: 'createShowcaseWithdraw', ...body } }),
      invalidatesTags: (_r, _e, { ShowcaseID }) => [money(ShowcaseID), { type: 'Mlm', id: 'WITHDRAW' }, { type: 'ShowCaseEdit', id: ShowcaseID }],
    }),
    fundTopup: build.mutation<{ topup: FundTopup; confirmationUrl: string | null }, { ShowcaseID: number; amount: number; requestId: string }>({
      query: (body) => ({ url: 'tg', method: 'POST', body: { method: 'createFundTopup', ...body } }),
      invalidatesTags: (_r, _e, { ShowcaseID }) => [money(ShowcaseID)],
    }),
  }),
});

export const { useShowcaseMoneyQuery, useShowcaseWithdrawMutation, useFundTopupMutation } = showcaseMoneyApi;
