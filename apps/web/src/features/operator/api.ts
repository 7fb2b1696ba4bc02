import type { WithdrawalStatus, withdrawalRequestSchema } from '@storefront/contract/bonuses';
import type { ClaimDecision } from '@storefront/contract/claims';
import type { operatorAdjustBodySchema } from '@storefront/contract/money';
import type {
  NetworkSettings,
  NetworkSettingsResponse,
  OperatorClaimsResponse,
  OperatorShowcasesResponse,
  OperatorUsersResponse,
} from '@storefront/contract/operator';
import type { z } from 'zod';
import { api } from '../../shared/lib/api';

// Types only from the contract: importing its schemas would pull zod into this chunk.
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;
export type OperatorAdjustBody = z.input<typeof operatorAdjustBodySchema>;

const WITHDRAWALS = { type: 'Mlm', id: 'OPERATOR_WITHDRAWALS' } as const;
const SETTINGS = { type: 'Mlm', id: 'NETWORK_SETTINGS' } as const;
const SHOWCASES = { type: 'ShowCases', id: 'OPERATOR' } as const;
const USERS = { type: 'User', id: 'OPERATOR' } as const;
const CLAIMS = { type: 'Claims', id: 'OPERATOR' } as const;

const tg = (body: Record<string, unknown>) => ({ url: 'tg', method: 'POST', body });

/** The operator console (issue 5): /api/tg methods with operator access; withdrawals are the bonus module's. */
export const operatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    withdrawalRequests: build.query<{ withdrawals: WithdrawalRequest[] }, WithdrawalStatus | undefined>({
      query: (status) => ({ url: 'tg', params: { method: 'getWithdrawalRequests', ...(status ? { status } : {}) } }),
      providesTags: [WITHDRAWALS],
    }),
    payWithdrawal: build.mutation<
      { withdrawal: WithdrawalRequest },
      { id: number; mode: 'provider' } | { id: number; mode: 'manual'; reference: string }
    >({
      query: (body) => tg({ method: 'payWithdrawal', ...body }),
      invalidatesTags: [WITHDRAWALS],
    }),
    adjustAccount: build.mutation<{ balance: number }, Omit<OperatorAdjustBody, 'method'>>({
      query: (body) => tg({ method: 'operatorAdjustAccount', ...body }),
      invalidatesTags: [USERS, SHOWCASES, { type: 'Mlm', id: 'WITHDRAW' }],
    }),
    rejectWithdrawal: build.mutation<unknown, { id: number; reason: string }>({
      query: (body) => tg({ method: 'rejectWithdrawal', ...body }),
      invalidatesTags: [WITHDRAWALS],
    }),
    operatorShowcases: build.query<OperatorShowcasesResponse, string>({
      query: (search) => ({ url: 'tg', params: { method: 'operatorShowcases', ...(search ? { search } : {}) } }),
      providesTags: [SHOWCASES],
    }),
    setShowcaseBlock: build.mutation<unknown, { id: number; block: true; reason: string } | { id: number; block: false }>({
      query: ({ block, ...body }) => tg({ method: block ? 'operatorBlockShowcase' : 'operatorUnblockShowcase', ...body }),
      invalidatesTags: (_r, _e, { id }) => [SHOWCASES, { type: 'ShowCases', id: 'LIST' }, { type: 'ShowCaseEdit', id }],
    }),
    operatorUsers: build.query<OperatorUsersResponse, { search: string; banned: boolean }>({
      query: ({ search, banned }) => ({
        url: 'tg',
        params: { method: 'operatorUsers', ...(search ? { search } : {}), ...(banned ? { banned: '1' } : {}) },
      }),
      providesTags: [USERS],
    }),
    setUserBan: build.mutation<unknown, { id: number; ban: true; reason: string } | { id: number; ban: false }>({
      query: ({ ban, ...body }) => tg({ method: ban ? 'operatorBanUser' : 'operatorUnbanUser', ...body }),
      invalidatesTags: [USERS],
    }),
    operatorClaims: build.query<OperatorClaimsResponse, 'open' | 'decided'>({
      query: (filter) => ({ url: 'tg', params: { method: 'operatorClaims', filter } }),
      providesTags: [CLAIMS],
    }),
    decideClaim: build.mutation<unknown, { id: number; decision: ClaimDecision; answer?: string }>({
      query: (body) => tg({ method: 'operatorDecideClaim', ...body }),
      invalidatesTags: [CLAIMS, { type: 'Orders', id: 'LIST' }],
    }),
    networkSettings: build.query<NetworkSettingsResponse, void>({
      query: () => ({ url: 'tg', params: { method: 'getNetworkSettings' } }),
      providesTags: [SETTINGS],
    }),
    updateNetworkSettings: build.mutation<NetworkSettingsResponse, NetworkSettings>({
      query: (settings) => tg({ method: 'updateNetworkSettings', settings }),
      invalidatesTags: [SETTINGS, { type: 'Mlm', id: 'WITHDRAW' }],
    }),
  }),
});

export const {
  useWithdrawalRequestsQuery,
  usePayWithdrawalMutation,
  useAdjustAccountMutation,
  useRejectWithdrawalMutation,
  useOperatorShowcasesQuery,
  useSetShowcaseBlockMutation,
  useOperatorUsersQuery,
  useSetUserBanMutation,
  useOperatorClaimsQuery,
  useDecideClaimMutation,
  useNetworkSettingsQuery,
  useUpdateNetworkSettingsMutation,
} = operatorApi;
