import type { PhoneCodeSent, PhoneVerifyBody, PhoneVerifyResult } from '@storefront/contract/phone-login';
import { api } from '../../shared/lib/api';
import { SESSION_TAGS } from '../../shared/lib/config-api';

/** Login by phone with a one-time SMS code (server: modules/phone-login). */
export const phoneLoginApi = api.injectEndpoints({
  endpoints: (build) => ({
    askPhoneCode: build.mutation<PhoneCodeSent, { phone: string }>({
      query: (body) => ({ url: 'auth/phone/code', method: 'POST', body }),
    }),
    verifyPhoneCode: build.mutation<PhoneVerifyResult, PhoneVerifyBody>({
      query: (body) => ({ url: 'auth/phone/verify', method: 'POST', body }),
      // A login or a merge changes the session's user and what it owns: everything personal refetches.
      invalidatesTags: (result) => (result && result.result !== 'confirmMerge' ? [...SESSION_TAGS] : []),
    }),
  }),
});

export const { useAskPhoneCodeMutation, useVerifyPhoneCodeMutation } = phoneLoginApi;
