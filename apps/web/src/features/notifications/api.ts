import type { NotificationsResponse, UpdateNotificationBody } from '@storefront/contract/notifications';
import { api } from '../../shared/lib/api';

type UpdateArgs = Omit<UpdateNotificationBody, 'action' | 'seen'>;

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Zero-based page, like the bonus list. */
    notifications: build.query<NotificationsResponse, number>({
      query: (page) => ({ url: 'account/notifications/', params: { page } }),
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    /** "update notification": one as seen, or all of them. Spec §4: marking seen invalidates Counters. */
    markNotificationSeen: build.mutation<{ ok: true; unseen: number }, UpdateArgs>({
      query: (args) => ({ url: 'ajax/', method: 'POST', body: { action: 'updateNotification', ...args, seen: true } }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Notification', id: 'LIST' }, 'Counters']),
    }),
  }),
});

export const { useNotificationsQuery, useMarkNotificationSeenMutation } = notificationsApi;
