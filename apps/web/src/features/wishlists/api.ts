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

/** The management calls are POST /api/tg with the dispatcher's method name beside the arguments. */
const tgCall =
  (method: 'RenameWishlist' | 'DeleteWishlist' | 'RemoveFromWishlist' | 'MoveWishlistToCart') =>
  <Args extends object>(args: Args) => ({ url: 'tg', method: 'POST', body: { ...args, method } });

/** A change to one list: the lists (names, counts) and that list. */
const listAndWishlistTags = (_result: unknown, _error: unknown, args: { WishlistId: number }) => [
  { type: 'Wishlist' as const, id: 'LIST' },
  { type: 'Wishlist' as const, id: args.WishlistId },
];

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
      query: tgCall('RenameWishlist'),
      invalidatesTags: listAndWishlistTags,
    }),
    deleteWishlist: build.mutation<unknown, { WishlistId: number }>({
      query: tgCall('DeleteWishlist'),
      // Not the deleted list itself: refetching it would only answer 404.
      invalidatesTags: [{ type: 'Wishlist', id: 'LIST' }, HEADER_COUNTS],
    }),
    removeFromWishlist: build.mutation<unknown, RemoveItemArgs>({
      query: tgCall('RemoveFromWishlist'),
      invalidatesTags: listAndWishlistTags,
    }),
    moveWishlistToCart: build.mutation<MoveToCartResult, { WishlistId: number }>({
      query: tgCall('MoveWishlistToCart'),
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
