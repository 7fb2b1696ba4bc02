import type { SellerCatalogEditor } from '@storefront/contract/seller';
import { api } from '../../shared/lib/api';

/** The categories editor: GET /account/showcases/edit/catalog, POST /tg setCatalogState and updateMenu (json=1). */
export const sellerCategoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    categoryEditor: build.query<SellerCatalogEditor, number>({
      query: (id) => ({ url: 'account/showcases/edit/catalog', params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Categories', id: `edit-${id}` }],
    }),
    setCatalogState: build.mutation<unknown, { ShowcaseID: number; categories: Array<{ id: number; visible: boolean }> }>({
      query: (body) => ({ url: 'tg', method: 'POST', params: { json: 1 }, body: { ...body, method: 'setCatalogState' } }),
      invalidatesTags: ['Categories', 'Catalog', 'ShowCases'],
    }),
    updateMenu: build.mutation<unknown, { ShowcaseID: number; categories: Array<{ id: number; position: number; customName: string | null }> }>({
      query: (body) => ({ url: 'tg', method: 'POST', params: { json: 1 }, body: { ...body, method: 'updateMenu' } }),
      invalidatesTags: ['Categories', 'Catalog', 'ShowCases'],
    }),
  }),
});

export const { useCategoryEditorQuery, useSetCatalogStateMutation, useUpdateMenuMutation } = sellerCategoriesApi;
