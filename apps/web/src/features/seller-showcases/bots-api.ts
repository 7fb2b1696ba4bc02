import type { ShowcaseBots } from '@storefront/contract/bot';
import type { MaxBotSettings, MaxBotStatus } from '@storefront/contract/max-bot';
import { api } from '../../shared/lib/api';

// Types only from the contract: importing its schemas would pull zod into this chunk.

/** The showcase's bots (issue 15, 19): status for its staff, the tokens for its owner, each member's opt-in. */
export const showcaseBotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    showcaseBots: build.query<ShowcaseBots, number>({
      query: (id) => ({ url: `seller/showcases/${id}/bots` }),
    }),
    connectTelegramBot: build.mutation<ShowcaseBots, { id: number; token: string }>({
      query: ({ id, token }) => ({ url: `seller/showcases/${id}/telegram-bot`, method: 'PUT', body: { token } }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) void dispatch(showcaseBotsApi.util.upsertQueryData('showcaseBots', id, result.data));
      },
    }),
    disconnectTelegramBot: build.mutation<ShowcaseBots, number>({
      query: (id) => ({ url: `seller/showcases/${id}/telegram-bot`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) void dispatch(showcaseBotsApi.util.upsertQueryData('showcaseBots', id, result.data));
      },
    }),
    saveMaxBot: build.mutation<MaxBotStatus, { id: number; settings: MaxBotSettings }>({
      query: ({ id, settings }) => ({ url: `seller/showcases/${id}/max-bot`, method: 'PUT', body: settings }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        void dispatch(
          showcaseBotsApi.util.updateQueryData('showcaseBots', id, (draft) => {
            draft.max = result.data;
          }),
        );
      },
    }),
    setBotNotifications: build.mutation<ShowcaseBots, { id: number; enabled: boolean }>({
      query: ({ id, enabled }) => ({ url: `seller/showcases/${id}/bot-notifications`, method: 'PUT', body: { enabled } }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) void dispatch(showcaseBotsApi.util.upsertQueryData('showcaseBots', id, result.data));
      },
    }),
  }),
});

export const {
  useShowcaseBotsQuery,
  useConnectTelegramBotMutation,
  useDisconnectTelegramBotMutation,
  useSaveMaxBotMutation,
  useSetBotNotificationsMutation,
} = showcaseBotsApi;
