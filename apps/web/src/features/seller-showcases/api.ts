import type { ConsentDocument, ConsentDocumentKind, SellerConsentDocuments } from '@storefront/contract/consent';
import type { SellerCourierSettings } from '@storefront/contract/delivery';
import type {
  AliasCheck,
  createShowcaseSchema,
  SellerShowcaseList,
  SellerShowcaseSettings,
  SellerTemplates,
  ShowcaseDomainAnswer,
} from '@storefront/contract/seller';
import type { z } from 'zod';
import { api } from '../../shared/lib/api';
import { listTags } from '../../shared/lib/list-tags';

// Types only from the contract: importing its schemas would pull zod into this chunk.
type CreateArgs = z.input<typeof createShowcaseSchema>;
export type SectionName = 'info' | 'domain' | 'catalog' | 'contacts' | 'header' | 'home/banner' | 'home/promo';

const edit = (id: number) => [
  { type: 'ShowCaseEdit' as const, id },
  { type: 'ShowCases' as const, id: 'LIST' },
];

/** Spec §7 showcase reads and writes: /account/showcases/…, /tg settings methods, /ajax/ actions. */
export const sellerShowcasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    sellerShowcases: build.query<SellerShowcaseList, void>({
      query: () => ({ url: 'account/showcases/' }),
      providesTags: (result) => listTags('ShowCases', result?.showcases),
    }),
    showcaseTemplates: build.query<SellerTemplates, void>({
      query: () => ({ url: 'account/showcases/add/' }),
      providesTags: [{ type: 'ShowCases', id: 'LIST' }],
    }),
    createShowcase: build.mutation<{ id: number }, CreateArgs>({
      query: (body) => ({ url: 'account/showcases/add/', method: 'POST', body }),
      invalidatesTags: [{ type: 'ShowCases', id: 'LIST' }],
    }),
    checkAlias: build.mutation<AliasCheck, { alias: string; ShowcaseID?: number }>({
      query: (body) => ({ url: 'ajax/', method: 'POST', body: { ...body, action: 'checkAlias' } }),
    }),
    uploadLogo: build.mutation<{ logoUrl: string }, { id: number; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: 'account/showcases/logo', method: 'POST', params: { id }, body };
      },
      invalidatesTags: (_r, _e, { id }) => [...edit(id), 'Mode'],
    }),
    showcaseSettings: build.query<SellerShowcaseSettings, number>({
      query: (id) => ({ url: 'account/showcases/edit/', params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'ShowCaseEdit', id }],
    }),
    saveSection: build.mutation<unknown, { id: number; section: SectionName; body: unknown }>({
      query: ({ id, section, body }) => ({ url: `account/showcases/edit/${section}/`, method: 'POST', params: { id, json: 1 }, body }),
      invalidatesTags: (_r, _e, { id }) => edit(id),
    }),
    /** «Проверить»: the server looks the domain's TXT record up now; a miss answers 409 with the record to create. */
    verifyDomain: build.mutation<ShowcaseDomainAnswer, number>({
      query: (id) => ({ url: 'account/showcases/edit/domain/verify/', method: 'POST', params: { id, json: 1 }, body: {} }),
      invalidatesTags: (_r, _e, id) => edit(id),
    }),
    /** An operator vouches for the domain (with a reason) without the DNS record. */
    approveDomain: build.mutation<ShowcaseDomainAnswer, { id: number; reason: string }>({
      query: (body) => ({ url: 'tg', method: 'POST', body: { ...body, method: 'operatorVerifyDomain' } }),
      invalidatesTags: (_r, _e, { id }) => edit(id),
    }),
    setShowcaseState: build.mutation<unknown, { ShowcaseID: number; stateId: 0 | 1 | 2 | 3 }>({
      query: (body) => ({ url: 'tg', method: 'POST', body: { ...body, method: 'updateShowcaseSettings' } }),
      invalidatesTags: (_r, _e, { ShowcaseID }) => edit(ShowcaseID),
    }),
    showcasePeople: build.mutation<
      unknown,
      | { method: 'addShowcaseAdmin' | 'banShowcaseUser'; ShowcaseID: number; refCode: string; reason?: string }
      | { method: 'removeShowcaseAdmin' | 'unbanShowcaseUser'; ShowcaseID: number; userId: number }
    >({
      query: (body) => ({ url: 'tg', method: 'POST', body }),
      invalidatesTags: (_r, _e, { ShowcaseID }) => edit(ShowcaseID),
    }),
    removeShowcase: build.mutation<unknown, { ShowcaseID: number }>({
      query: (body) => ({ url: 'ajax/', method: 'POST', body: { ...body, action: 'removeShowcase' } }),
      invalidatesTags: [{ type: 'ShowCases', id: 'LIST' }],
    }),
  }),
});

/** The seller's own courier of a showcase (issue 17): flat price, cities served, days. */
export const courierApi = api.injectEndpoints({
  endpoints: (build) => ({
    courierSettings: build.query<{ settings: SellerCourierSettings }, number>({
      query: (id) => ({ url: `seller/showcases/${id}/courier` }),
    }),
    saveCourierSettings: build.mutation<{ settings: SellerCourierSettings }, { id: number; settings: SellerCourierSettings }>({
      query: ({ id, settings }) => ({ url: `seller/showcases/${id}/courier`, method: 'POST', body: settings }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        void dispatch(courierApi.util.upsertQueryData('courierSettings', id, data));
      },
    }),
  }),
});
export const { useCourierSettingsQuery, useSaveCourierSettingsMutation } = courierApi;

/** 152-ФЗ documents of a showcase (issue 17): the ones in force, and the showcase's own new version of one kind. */
export const consentDocumentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sellerConsentDocuments: build.query<SellerConsentDocuments, number>({
      query: (id) => ({ url: `seller/showcases/${id}/consent-documents` }),
    }),
    publishConsentDocument: build.mutation<{ document: ConsentDocument }, { id: number; kind: ConsentDocumentKind; title: string; body: string }>({
      query: ({ id, ...body }) => ({ url: `seller/showcases/${id}/consent-documents`, method: 'POST', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        // A refusal reaches the form through unwrap(); only a published version changes the list.
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        const { data } = result;
        void dispatch(
          consentDocumentsApi.util.updateQueryData('sellerConsentDocuments', id, (draft) => {
            draft.documents = draft.documents.map((d) => (d.kind === data.document.kind ? data.document : d));
          }),
        );
      },
    }),
  }),
});
export const { useSellerConsentDocumentsQuery, usePublishConsentDocumentMutation } = consentDocumentsApi;

export const {
  useSellerShowcasesQuery,
  useShowcaseTemplatesQuery,
  useCreateShowcaseMutation,
  useCheckAliasMutation,
  useUploadLogoMutation,
  useShowcaseSettingsQuery,
  useSaveSectionMutation,
  useSetShowcaseStateMutation,
  useShowcasePeopleMutation,
  useRemoveShowcaseMutation,
  useVerifyDomainMutation,
  useApproveDomainMutation,
} = sellerShowcasesApi;
