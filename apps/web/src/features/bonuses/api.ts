import type {
  BonusSort,
  BonusTransactionsResponse,
  CreateTransferBody,
  CreateWithdrawBody,
  TransferForm,
  TransferRecipient,
  WithdrawBonusesData,
  Withdrawal,
} from '@storefront/contract/bonuses';
import { api } from '../../shared/lib/api';
import { configApi } from '../../shared/lib/config-api';

const TX = { type: 'Mlm', id: 'BONUS_TRANSACTIONS' } as const;
const WITHDRAW = { type: 'Mlm', id: 'WITHDRAW' } as const;
const TRANSFER = { type: 'Mlm', id: 'TRANSFER' } as const;

export interface TransactionsArgs {
  /** Zero-based, as the server wants it. */
  page: number;
  sort: BonusSort | null;
}

/** The bonuses screen, withdrawals and transfers (spec §7); every answer belongs to the Mlm group. */
export const bonusesApi = api.injectEndpoints({
  endpoints: (build) => ({
    bonusTransactions: build.query<BonusTransactionsResponse, TransactionsArgs>({
      query: ({ page, sort }) => ({ url: 'tg', params: { method: 'getClientBonusTransactions', page, ...(sort ? { sort } : {}) } }),
      providesTags: [TX],
      // The footer shows the startup configuration's balance: keep it in step with what this screen just read.
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            configApi.util.updateQueryData('startup', undefined, (draft) => {
              draft.bonusBalance = data.balance.GlobalValue;
              draft.bonusExpectedValue = data.Expected.GlobalValue;
            }),
          );
        } catch {
          // The screen shows the error itself.
        }
      },
    }),
    withdrawData: build.query<WithdrawBonusesData, void>({
      query: () => ({ url: 'tg', params: { method: 'getWithdrawBonusesData' } }),
      providesTags: [WITHDRAW],
    }),
    createWithdraw: build.mutation<{ withdrawal: Withdrawal; available: number }, Omit<CreateWithdrawBody, 'action'>>({
      query: (body) => ({ url: 'ajax/', method: 'POST', body: { action: 'createWithdraw', ...body } }),
      invalidatesTags: [TX, WITHDRAW, TRANSFER],
    }),
    transferForm: build.query<TransferForm, void>({
      query: () => ({ url: 'account/mlm/transfer/' }),
      providesTags: [TRANSFER],
    }),
    createTransfer: build.mutation<{ available: number; recipient: TransferRecipient; amount: number }, Omit<CreateTransferBody, 'action'>>({
      query: (body) => ({ url: 'ajax/', method: 'POST', body: { action: 'createTransfer', ...body } }),
      invalidatesTags: [TX, WITHDRAW, TRANSFER],
    }),
  }),
});

export const { useBonusTransactionsQuery, useWithdrawDataQuery, useCreateWithdrawMutation, useTransferFormQuery, useCreateTransferMutation } =
  bonusesApi;
