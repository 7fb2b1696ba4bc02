import type { AuthState, MenuConfig } from '@storefront/contract/menu';
import type { StartupConfig } from '@storefront/contract/startup';
import { api, markSessionOpened, SESSION_OPENER_ENDPOINT, SESSION_TAGS } from './api';
import { buildStartupRequest, getLaunchParams } from './launch';
import { readDevMode, readGlobalFilter } from './storage';

export { SESSION_TAGS };

export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/startup: init data travels in the body so it never reaches access logs. */
    [SESSION_OPENER_ENDPOINT]: build.query<StartupConfig, void>({
      query: () => {
        const launch = getLaunchParams();
        const body = buildStartupRequest({
          query: launch.query,
          tgData: launch.tgData,
          maxData: launch.maxData,
          devMode: readDevMode(),
          globalFilter: readGlobalFilter(),
        });
        return { url: 'startup', method: 'POST', body };
      },
      async onQueryStarted(_arg, { queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        markSessionOpened();
      },
      providesTags: ['Auth'],
    }),
    menu: build.query<MenuConfig, void>({
      query: () => ({ url: 'menu/', params: { ...getLaunchParams().query } }),
      providesTags: ['Wishlist', 'Auth', 'Test', 'Mlm', 'ShowCases', 'Mode', 'Counters'],
    }),
    auth: build.query<AuthState, void>({
      query: () => ({ url: 'account/auth', params: { ...getLaunchParams().query } }),
      providesTags: ['Auth'],
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: 'account/logout', method: 'POST' }),
      invalidatesTags: [...SESSION_TAGS],
    }),
  }),
});

export const { useStartupQuery, useMenuQuery, useAuthQuery, useLogoutMutation } = configApi;
