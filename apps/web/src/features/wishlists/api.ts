import type {
  moveWishlistToCartResponseSchema,
  removeFromWishlistBodySchema,
  renameWishlistBodySchema,
  WishlistDetail,
} from '@storefront/contract/wishlists';
import type { z } from 'zod';
import { api } from '../../shared/lib/api';

// Types only from the contract: importing its schemas would pull zod into this chunk.
type RenameArgs = Omit<z.input<typeof renameWishlistBodySchema>, 'method'>;
type RemoveItemArgs = Omit<z.input<typeof removeFromWishlistBodySchema>, 'method'>;
export type MoveToCartResult = z.infer<typeof moveWishlistToCartResponseSchema>;

/** Header counts (wishlists, cart) come from GET /api/menu/, which provides the Counters group. */
const HEADER_COUNTS = 'Counters' as const;

const detailTags = (result: WishlistDetail | undefined) =>
  result ? [{ type: 'Wishlist' as const, id: result.id }, ...result.items.map((product) => ({ type: 'Product' as const, id: product.id }))] : [];

/**
 * One wishlist, the shared read-only view and the management calls. The list of wishlists,
 * CreateWishlist and AddToWishlist are commerce calls (shared/commerce/commerce-api.ts).
 */
export const wishlistsApi = api.injectEndpoints({
  endpoints: (build) => ({
    wishlist: build.query<WishlistDetail, number>({
      query: (id) => ({ url: `wishlists/${id}` }),
      providesTags: (result, _error, id) => (result ? detailTags(result) : [{ type: 'Wishlist', id }]),
    }),
    sharedWishlist: build.query<WishlistDetail, string>({
      query: (token) => ({ url: `wishlists/shared/${encodeURIComponent(token)}` }),
      providesTags: detailTags,
    }),
    renameWishlist: build.mutation<unknown, RenameArgs>({
      query: (args) => ({ url: 'tg', method: 'POST', body: { ...args, method: 'RenameWishlist' } }),
      invalidatesTags: (_result, _error, args) => [
        { type: 'Wishlist', id: 'LIST' },
        { type: 'Wishlist', id: args.WishlistId },
      ],
    }),
    deleteWishlist: build.mutation<unknown, { WishlistId: number }>({
      query: (args) => ({ url: 'tg', method: 'POST', body: { ...args, method: 'DeleteWishlist' } }),
      // Not the deleted list itself: refetching it would only answer 404.
      invalidatesTags: [{ type: 'Wishlist', id: 'LIST' }, HEADER_COUNTS],
    }),
    removeFromWishlist: build.mutation<unknown, RemoveItemArgs>({
      query: (args) => ({ url: 'tg', method: 'POST', body: { ...args, method: 'RemoveFromWishlist' } }),
      invalidatesTags: (_result, _error, args) => [
        { type: 'Wishlist', id: 'LIST' },
        { type: 'Wishlist', id: args.WishlistId },
      ],
    }),
    moveWishlistToCart: build.mutation<MoveToCartResult, { WishlistId: number }>({
      query: (args) => ({ url: 'tg', method: 'POST', body: { ...args, method: 'MoveWishlistToCart' } }),
      invalidatesTags: ['Cart', HEADER_COUNTS],
    }),
  }),
});

export const {
  useWishlistQuery,
  useSharedWishlistQuery,
  useRenameWishlistMutation,
  useDeleteWishlistMutation,
  useRemoveFromWishlistMutation,
  useMoveWishlistToCartMutation,
} = wishlistsApi;
