import type { ConsentPurpose, ConsentStates } from '@storefront/contract/consent';
import type { Identities, IdentityLink } from '@storefront/contract/identities';
import type { Profile, ProfileResponse, UpdateClientBody } from '@storefront/contract/account';
import { PROFILE_READ_RETRIES } from '@storefront/contract/constants';
import { retry } from '@reduxjs/toolkit/query/react';
import { api, baseQuery } from '../../shared/lib/api';
import type { ApiError } from '../../shared/lib/api-error';
import { configApi } from '../../shared/lib/config-api';

type UpdateClientArgs = Omit<UpdateClientBody, 'action'>;

/** Worth another try: the network, a timeout, an unreadable answer, a 5xx or a rate limit; never a 4xx. */
export function isTransient(error: ApiError): boolean {
  if (typeof error.status === 'number') return error.status >= 500 || error.status === 429;
  return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR' || error.status === 'PARSING_ERROR';
}

/** Spec §9: the profile read is retried up to 8 times (attempt counts the failures so far). */
export function shouldRetryProfile(error: ApiError, attempt: number): boolean {
  return attempt <= PROFILE_READ_RETRIES && isTransient(error);
}

/** 250 ms, 500 ms, 1 s … capped at 4 s, so that eight retries stay within half a minute. */
export function profileBackoffMs(attempt: number): number {
  return Math.min(250 * 2 ** Math.max(0, attempt - 1), 4000);
}

const profileQuery = retry(baseQuery, {
  retryCondition: (error, _args, { attempt }) => shouldRetryProfile(error as ApiError, attempt),
  backoff: (attempt, _max, signal) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, profileBackoffMs(attempt));
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(new Error('Aborted'));
        },
        { once: true },
      );
    }),
});

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<Profile, void>({
      queryFn: async (_arg, queryApi, extra) => {
        const result = await profileQuery('account/profile/', queryApi, extra);
        return result.error ? { error: result.error } : { data: (result.data as ProfileResponse).profile };
      },
      providesTags: ['Profile'],
    }),
    updateClient: build.mutation<Profile, UpdateClientArgs>({
      query: (args) => ({ url: 'ajax/', method: 'POST', body: { action: 'updateClient', ...args } }),
      transformResponse: (response: ProfileResponse) => response.profile,
      // The answer is the saved profile; the menu shows the same name.
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          void dispatch(accountApi.util.upsertQueryData('profile', undefined, data));
          dispatch(
            configApi.util.updateQueryData('menu', undefined, (menu) => {
              if (menu.clientInfo) menu.clientInfo.Name = data.name;
            }),
          );
        } catch {
          // The form shows the error.
        }
      },
      invalidatesTags: ['User'],
    }),
  }),
});

/** 152-ФЗ consents of the account (issue 17): read the documents, give and withdraw consent per purpose. */
export const consentApi = api.injectEndpoints({
  endpoints: (build) => ({
    consents: build.query<ConsentStates, void>({
      query: () => ({ url: 'account/consents' }),
      providesTags: [{ type: 'OrderInfo', id: 'CONSENTS' }],
    }),
    giveConsent: build.mutation<ConsentStates, { documentId: number }>({
      query: (body) => ({ url: 'account/consents', method: 'POST', body }),
      invalidatesTags: [{ type: 'OrderInfo', id: 'CONSENTS' }],
    }),
    withdrawConsent: build.mutation<ConsentStates, { purpose: ConsentPurpose }>({
      query: (body) => ({ url: 'account/consents/withdraw', method: 'POST', body }),
      invalidatesTags: [{ type: 'OrderInfo', id: 'CONSENTS' }],
    }),
  }),
});

export const { useProfileQuery, useUpdateClientMutation } = accountApi;
export const { useConsentsQuery, useGiveConsentMutation, useWithdrawConsentMutation } = consentApi;

/** Issue 19: the messenger accounts (Telegram, MAX) of the user, and a one-time link that attaches another one. */
export const identitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    identities: build.query<Identities, void>({
      query: () => ({ url: 'account/identities' }),
      providesTags: [{ type: 'OrderInfo', id: 'IDENTITIES' }],
    }),
    createIdentityLink: build.mutation<IdentityLink, void>({
      query: () => ({ url: 'account/identities/link', method: 'POST', body: {} }),
    }),
  }),
});

export const { useIdentitiesQuery, useCreateIdentityLinkMutation } = identitiesApi;
