import { DB_TIME_KEEP_UNUSED_SECONDS } from '@storefront/contract/constants';
import type {
  Counters,
  DbTimeResponse,
  ShowcaseCounters,
  changeModeBodySchema,
  clearCountersBodySchema,
  markDocumentSeenBodySchema,
} from '@storefront/contract/tg';
import type { WowTreeShowcase } from '@storefront/contract/wow-tree';
import type { z } from 'zod';
import { api } from './api';

type ChangeModeBody = z.input<typeof changeModeBodySchema>;
type MarkSeenArgs = Omit<z.input<typeof markDocumentSeenBodySchema>, 'method'>;
type ClearCountersArgs = Omit<z.input<typeof clearCountersBodySchema>, 'method'>;

export function toServerTime(response: DbTimeResponse): Date {
  return new Date(response.ServerTime);
}

/** Mode, counters and database time of the /api/tg dispatcher (spec §7 "Mode and counters"). */
export const tgApi = api.injectEndpoints({
  endpoints: (build) => ({
    dbTime: build.query<Date, void>({
      query: () => ({ url: 'tg', params: { method: 'getDBTime' } }),
      transformResponse: toServerTime,
      keepUnusedDataFor: DB_TIME_KEEP_UNUSED_SECONDS,
    }),
    counters: build.query<Counters, Record<string, string> | void>({
      query: (params) => ({ url: 'tg', params: { ...params, method: 'getCounters' } }),
      providesTags: ['Counters'],
    }),
    showcaseCounters: build.query<ShowcaseCounters, number>({
      query: (showcaseId) => ({ url: 'tg', params: { method: 'getOneShowcaseCounters', ShowcaseID: showcaseId } }),
      providesTags: ['Counters'],
    }),
    changeMode: build.mutation<unknown, ChangeModeBody>({
      query: (body) => ({ url: 'tg', method: 'POST', body }),
      invalidatesTags: ['Mode'],
    }),
    markDocumentSeen: build.mutation<unknown, MarkSeenArgs>({
      query: (args) => ({ url: 'tg', method: 'POST', params: { json: 1 }, body: { method: 'markDocumentSeen', ...args } }),
      invalidatesTags: ['Counters'],
    }),
    clearCounters: build.mutation<unknown, ClearCountersArgs>({
      query: (args) => ({ url: 'tg', method: 'POST', params: { json: 1 }, body: { method: 'clearCounters', ...args } }),
      invalidatesTags: ['Counters'],
    }),
    wowTreeShowcases: build.query<WowTreeShowcase[], void>({
      query: () => ({ url: 'tg', params: { method: 'getWowTreeShowcases' } }),
      providesTags: ['WowTree'],
    }),
  }),
});

export const {
  useDbTimeQuery,
  useCountersQuery,
  useShowcaseCountersQuery,
  useChangeModeMutation,
  useMarkDocumentSeenMutation,
  useClearCountersMutation,
  useWowTreeShowcasesQuery,
} = tgApi;
