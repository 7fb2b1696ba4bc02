import { CACHE_KEEP_UNUSED_SECONDS, CSRF_HEADER, CSRF_HEADER_VALUE, LOCALE_HEADER } from '@storefront/contract/constants';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { normaliseError, type ApiError, type ErrorTexts } from './api-error';
import { getIntl, translate } from './i18n';
import { currentSParam, launchHost } from './launch';
import { readApiBaseUrl, readTestFlag } from './storage';

/** Groups that depend on who is logged in: a login or logout refreshes all of them. */
export const SESSION_TAGS = [
  'Auth',
  'Test',
  'Cart',
  'Favourites',
  'Wishlist',
  'Profile',
  'Orders',
  'OrderInfo',
  'Claims',
  'Notification',
  'Mlm',
  'ShowCases',
  'ShowCaseEdit',
  'Companies',
  'SaleOrdersInfo',
  'SaleOrderInfo',
  'Mode',
  'Counters',
  'WowTree',
  'User',
] as const;

/** Data groups of spec §3: every cached answer belongs to one or more of them (the session's, and those of everyone). */
export const TAG_TYPES = [
  ...SESSION_TAGS,
  'Product',
  'StaticPage',
  'Catalog',
  'Categories',
  'Geo',
  'MediaGroup',
  'GlobalFilter',
  'Brands',
  'Actions',
] as const;

const REQUEST_TIMEOUT_MS = 30_000;

/** Stored configuration wins (a developer may point the app at another backend), else the site's own /api. */
export function resolveBaseUrl(): string {
  return readApiBaseUrl() ?? `${window.location.origin}/api`;
}

/** Adds the parameters every call carries: `s`, the test flag, and `json=1` on reads. */
export function withCommonParams(args: string | FetchArgs): FetchArgs {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  const params: Record<string, unknown> = { ...(request.params as Record<string, unknown> | undefined) };
  const s = currentSParam();
  if (s !== null && params.s === undefined) params.s = s;
  if (params.test === undefined) params.test = readTestFlag();
  if ((request.method ?? 'GET').toUpperCase() === 'GET') params.json = 1;
  request.params = params;
  return request;
}

export function errorTexts(): ErrorTexts {
  return {
    generic: translate('error.generic'),
    network: translate('error.network'),
    timeout: translate('error.timeout'),
    parsing: (status) => translate('error.parsing', { status }),
  };
}

const rawQueries = new Map<string, ReturnType<typeof fetchBaseQuery>>();

function rawQueryFor(baseUrl: string): ReturnType<typeof fetchBaseQuery> {
  let raw = rawQueries.get(baseUrl);
  if (!raw) {
    raw = fetchBaseQuery({
      baseUrl,
      credentials: 'include',
      timeout: REQUEST_TIMEOUT_MS,
      prepareHeaders: (headers) => {
        headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
        headers.set(LOCALE_HEADER, getIntl().locale);
        return headers;
      },
    });
    rawQueries.set(baseUrl, raw);
  }
  return raw;
}

/** The endpoint that opens the session from a messenger's init data (the startup call). */
export const SESSION_OPENER_ENDPOINT = 'startup';

let releaseSession: () => void = () => undefined;
const sessionOpened = new Promise<void>((resolve) => {
  releaseSession = resolve;
});

/** The startup call has answered (either way): calls held back for the session may go. */
export function markSessionOpened(): void {
  releaseSession();
}

/**
 * Inside a messenger the startup call logs the user in from the init data. A call that went out before it
 * answered would be served as anonymous (the menu without the account, empty favourites), so every other
 * call waits for it there. On the web the session cookie is already there and nothing waits.
 */
function sessionReady(endpoint: string): Promise<void> | null {
  return endpoint !== SESSION_OPENER_ENDPOINT && launchHost() !== 'web' ? sessionOpened : null;
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (args, api, extraOptions) => {
  await sessionReady(api.endpoint);
  const result = await rawQueryFor(resolveBaseUrl())(withCommonParams(args), api, extraOptions);
  if (result.error) return { error: normaliseError(result.error, errorTexts()), meta: result.meta };
  return { data: result.data, meta: result.meta };
};

/** The one API of the one backend; features add endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: CACHE_KEEP_UNUSED_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
