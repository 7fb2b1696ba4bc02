import type { saveActionSchema, SellerLanding, SellerLandingDetail, UploadedPicture } from '@storefront/contract/seller';
import type { z } from 'zod';
import { api } from '../../shared/lib/api';

// Types only from the contract: importing its schemas would pull zod into this chunk.
export type SaveLandingArgs = Omit<z.input<typeof saveActionSchema>, 'method'>;
type Ref = { ShowcaseID: number; id: number };

const listTag = (showcaseId: number) => ({ type: 'Actions' as const, id: `admin-${showcaseId}` });

/** The landings editor: /tg admin methods (list, one, save, publish, reorder, delete) and the picture upload. */
export const sellerLandingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLandings: build.query<{ actions: SellerLanding[] }, number>({
      query: (ShowcaseID) => ({ url: 'tg', params: { method: 'getAdminShowcaseActions', ShowcaseID } }),
      providesTags: (result, _e, showcaseId) => [
        listTag(showcaseId),
        ...(result?.actions ?? []).map((a) => ({ type: 'Actions' as const, id: a.id })),
      ],
    }),
    adminLanding: build.query<SellerLandingDetail, Ref>({
      query: ({ ShowcaseID, id }) => ({ url: 'tg', params: { method: 'getAdminAction', ShowcaseID, id } }),
      providesTags: (_r, _e, { id }) => [{ type: 'Actions', id }],
    }),
    // Public /actions lists are cached under 'Actions' too: every write refreshes them, so changes show at once.
    saveLanding: build.mutation<{ id: number }, SaveLandingArgs>({
      query: (body) => ({ url: 'tg', method: 'POST', body: { ...body, method: 'saveAction' } }),
      invalidatesTags: ['Actions'],
    }),
    publishLanding: build.mutation<unknown, Ref & { published: boolean }>({
      query: (body) => ({ url: 'tg', method: 'POST', body: { ...body, method: 'publishAction' } }),
      invalidatesTags: ['Actions'],
    }),
    reorderLandings: build.mutation<unknown, { ShowcaseID: number; ids: number[] }>({
      query: (body) => ({ url: 'tg', method: 'POST', body: { ...body, method: 'reorderActions' } }),
      invalidatesTags: ['Actions'],
    }),
    deleteLanding: build.mutation<unknown, Ref>({
      query: (body) => ({ url: 'tg/', method: 'POST', body: { ...body, method: 'deleteAction' } }),
      invalidatesTags: ['Actions'],
    }),
    uploadPicture: build.mutation<UploadedPicture, { showcaseId: number; file: File }>({
      query: ({ showcaseId, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: 'account/showcases/actions/picture', method: 'POST', params: { id: showcaseId }, body };
      },
    }),
  }),
});

export const {
  useAdminLandingsQuery,
  useAdminLandingQuery,
  useSaveLandingMutation,
  usePublishLandingMutation,
  useReorderLandingsMutation,
  useDeleteLandingMutation,
  useUploadPictureMutation,
} = sellerLandingsApi;
