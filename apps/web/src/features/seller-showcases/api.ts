import type {
  AliasCheck, createShowcaseSchema, SellerShowcaseList, SellerShowcaseSettings, SellerTemplates,
} from '@storefront/contract/seller';
import type { z } from 'zod';
import { api } from '../../shared/lib/api';

// Types only from the contract: importing its schemas would pull zod into this chunk.
type CreateArgs = z.input<typeof createShowcaseSchema>;
export type SectionName = 'info' | 'domain' | 'catalog' | 'contacts' | 'header' | 'home/banner' | 'home/promo';

const edit = (id: number) => [{ type: 'ShowCaseEdit' as const, id }, { type: 'ShowCases' as const, id: 'LIST' }];

/** Spec §7 showcase reads and writes: /account/showcases/…, /tg settings methods, /ajax/ actions. */
export const sellerShowcasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    sellerShowcases: build.query<SellerShowcaseList, void>({
      query: () => ({ url: 'account/showcases/' }),
      providesTags: (result) => [{ type: 'ShowCases', id: 'LIST' }, ...(result?.showcases ?? []).map((s) => ({ type: 'ShowCases' as const, id: s.id }))],
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

export const {
  useSellerShowcasesQuery, useShowcaseTemplatesQuery, useCreateShowcaseMutation, useCheckAliasMutation, useUploadLogoMutation,
  useShowcaseSettingsQuery, useSaveSectionMutation, useSetShowcaseStateMutation, useShowcasePeopleMutation, useRemoveShowcaseMutation,
} = sellerShowcasesApi;
