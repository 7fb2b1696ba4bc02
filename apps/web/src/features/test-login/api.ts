import type { SandboxSms } from '@storefront/contract/phone-login';
import type { DemoUser } from '@storefront/contract/test-login';
import { api } from '../../shared/lib/api';
import { SESSION_TAGS } from '../../shared/lib/config-api';

/** Demo logins of the /test page (answer 404 unless the server runs with DEMO=1). */
export const testLoginApi = api.injectEndpoints({
  endpoints: (build) => ({
    testUsers: build.query<{ users: DemoUser[] }, void>({
      query: () => ({ url: 'test/users' }),
      providesTags: ['Test'],
    }),
    /** What the SMS gateway sandbox "sent" (login codes), newest first. */
    sandboxSms: build.query<{ messages: SandboxSms[] }, void>({
      query: () => ({ url: 'test/sms' }),
      keepUnusedDataFor: 0,
    }),
    testLogin: build.mutation<unknown, { userId: number }>({
      query: (body) => ({ url: 'test/login', method: 'POST', body }),
      // A new session: startup, menu, auth and everything personal refetch.
      invalidatesTags: [...SESSION_TAGS],
    }),
  }),
});

export const { useTestUsersQuery, useTestLoginMutation, useSandboxSmsQuery } = testLoginApi;
