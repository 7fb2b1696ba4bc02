import { z } from 'zod';
import { count, idInput as id, rowId } from './fields';
import { productCardSchema } from './catalog';

const name = z.string().trim().min(1).max(80);

/** A wishlist's share token: 16 base64url characters (12 random bytes), the one shape the server makes, seeds and accepts. */
export const WISHLIST_TOKEN_LENGTH = 16;
export const wishlistTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16}$/);

export const wishlistSummarySchema = z.object({ id: rowId, name: z.string(), itemsCount: count, shareToken: z.string() });
export const wishlistsResponseSchema = z.object({ wishlists: z.array(wishlistSummarySchema) });
export const wishlistDetailSchema = wishlistSummarySchema.extend({ items: z.array(productCardSchema), isOwner: z.boolean(), ownerName: z.string() });
export type WishlistDetail = z.infer<typeof wishlistDetailSchema>;

/** POST /api/tg methods of the wishlists (logged-in users only). */
export const createWishlistBodySchema = z.object({ method: z.literal('CreateWishlist'), Name: name, ProductId: id.optional() });
export const renameWishlistBodySchema = z.object({ method: z.literal('RenameWishlist'), WishlistId: id, Name: name });
export const deleteWishlistBodySchema = z.object({ method: z.literal('DeleteWishlist'), WishlistId: id });
export const addToWishlistBodySchema = z.object({ method: z.literal('AddToWishlist'), WishlistId: id, ProductId: id });
export const removeFromWishlistBodySchema = z.object({ method: z.literal('RemoveFromWishlist'), WishlistId: id, ProductId: id });
export const moveWishlistToCartBodySchema = z.object({ method: z.literal('MoveWishlistToCart'), WishlistId: id });
export const moveWishlistToCartResponseSchema = z.object({ moved: z.number().int(), skipped: z.array(z.string()) });
