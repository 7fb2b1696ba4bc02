import type { CartResponse, clearCartBodySchema, deleteProductFromCartBodySchema, updateProductQuantityBodySchema } from '@storefront/contract/cart';
import type { toggleFavouriteBodySchema, toggleFavouriteResponseSchema } from '@storefront/contract/favourites';
import type { addToWishlistBodySchema, createWishlistBodySchema, wishlistsResponseSchema } from '@storefront/contract/wishlists';
import type { z } from 'zod';
import { api } from '../lib/api';
import { configApi } from '../lib/config-api';

// Bodies are typed from the contract's schemas (types only: importing the schemas would pull zod into the chunk).
export type UpdateCartQuantityArgs = Omit<z.input<typeof updateProductQuantityBodySchema>, 'method'>;
export type DeleteFromCartArgs = Omit<z.input<typeof deleteProductFromCartBodySchema>, 'method'>;
type ClearCartBody = z.input<typeof clearCartBodySchema>;
export type ToggleFavouriteArgs = Omit<z.input<typeof toggleFavouriteBodySchema>, 'method'>;
export type ToggleFavouriteResult = z.infer<typeof toggleFavouriteResponseSchema>;
export type WishlistsResponse = z.infer<typeof wishlistsResponseSchema>;
export type WishlistSummary = WishlistsResponse['wishlists'][number];
export type AddToWishlistArgs = Omit<z.input<typeof addToWishlistBodySchema>, 'method'>;
export type CreateWishlistArgs = Omit<z.input<typeof createWishlistBodySchema>, 'method'>;

/**
 * The header badges (cart and favourites counts) come from GET /api/menu/, which provides the
 * Counters group among others: a mutation that changes a count invalidates it as well.
 */
const HEADER_COUNTS = 'Counters' as const;

/**
 * Cart, favourite and wishlist calls shared by every shopping screen (spec §7 "Cart").
 * Lists of products provide `{ type: 'Product', id }` per card, so a favourite toggle refreshes
 * exactly the lists and pages that show that product.
 */
export const commerceApi = api.injectEndpoints({
  endpoints: (build) => ({
    cart: build.query<CartResponse, void>({
      query: () => ({ url: 'cart/' }),
      providesTags: ['Cart'],
    }),
    updateCartQuantity: build.mutation<unknown, UpdateCartQuantityArgs>({
      query: (args) => ({ url: 'tg/', method: 'POST', body: { ...args, method: 'UpdateProductQuantityInCart' } }),
      invalidatesTags: ['Cart', HEADER_COUNTS],
    }),
    deleteFromCart: build.mutation<unknown, DeleteFromCartArgs>({
      query: (args) => ({ url: 'tg/', method: 'POST', body: { ...args, method: 'DeleteProductFromCart' } }),
      invalidatesTags: ['Cart', HEADER_COUNTS],
    }),
    clearCart: build.mutation<unknown, void>({
      query: () => ({ url: 'tg/', method: 'POST', body: { method: 'ClearCart' } satisfies ClearCartBody }),
      invalidatesTags: ['Cart', HEADER_COUNTS],
    }),
    toggleFavourite: build.mutation<ToggleFavouriteResult, ToggleFavouriteArgs>({
      query: (args) => ({ url: 'tg', method: 'POST', body: { ...args, method: 'ToggleFavourite' } }),
      // The header heart shows the new count at once; the menu refetch confirms it.
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            configApi.util.updateQueryData('menu', undefined, (menu) => {
              menu.favouritesCnt = data.favouritesCnt;
            }),
          );
        } catch {
          // The caller shows the error; nothing to patch.
        }
      },
      invalidatesTags: (_result, _error, args) => ['Favourites', { type: 'Product', id: args.ProductId }, HEADER_COUNTS],
    }),
    wishlists: build.query<WishlistsResponse, void>({
      query: () => ({ url: 'wishlists/' }),
      providesTags: (result) => [
        { type: 'Wishlist', id: 'LIST' },
        ...(result?.wishlists ?? []).map((w) => ({ type: 'Wishlist' as const, id: w.id })),
      ],
    }),
    addToWishlist: build.mutation<unknown, AddToWishlistArgs>({
      query: (args) => ({ url: 'tg', method: 'POST', body: { ...args, method: 'AddToWishlist' } }),
      invalidatesTags: (_result, _error, args) => [
        { type: 'Wishlist', id: 'LIST' },
        { type: 'Wishlist', id: args.WishlistId },
      ],
    }),
    createWishlist: build.mutation<unknown, CreateWishlistArgs>({
      query: (args) => ({ url: 'tg', method: 'POST', body: { ...args, method: 'CreateWishlist' } }),
      // A new list changes the count the menu carries (wishlistsCnt): the whole group refreshes.
      invalidatesTags: ['Wishlist'],
    }),
  }),
});

export const {
  useCartQuery,
  useUpdateCartQuantityMutation,
  useDeleteFromCartMutation,
  useClearCartMutation,
  useToggleFavouriteMutation,
  useWishlistsQuery,
  useAddToWishlistMutation,
  useCreateWishlistMutation,
} = commerceApi;
