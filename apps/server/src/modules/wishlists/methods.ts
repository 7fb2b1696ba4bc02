import {
  addToWishlistBodySchema,
  createWishlistBodySchema,
  deleteWishlistBodySchema,
  moveWishlistToCartBodySchema,
  removeFromWishlistBodySchema,
  renameWishlistBodySchema,
} from '@storefront/contract/wishlists';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../lib/guards';
import { storeShowcase } from '../../lib/owner';
import { getCart, updateQuantity } from '../cart/service';
import { userWrite, ok, type MethodTable } from '../../lib/dispatch-types';
import * as wishlists from './service';

export const wishlistMethods: MethodTable = {
  CreateWishlist: userWrite(createWishlistBodySchema, (input, { app, req }) =>
    wishlists.createWishlist(app.db, requireUser(req).id, input.Name, input.ProductId),
  ),
  RenameWishlist: userWrite(
    renameWishlistBodySchema,
    async (input, { app, req }) => (await wishlists.renameWishlist(app.db, requireUser(req).id, input.WishlistId, input.Name), ok),
  ),
  DeleteWishlist: userWrite(
    deleteWishlistBodySchema,
    async (input, { app, req }) => (await wishlists.deleteWishlist(app.db, requireUser(req).id, input.WishlistId), ok),
  ),
  AddToWishlist: userWrite(
    addToWishlistBodySchema,
    async (input, { app, req }) => (await wishlists.addItem(app.db, requireUser(req).id, input.WishlistId, input.ProductId), ok),
  ),
  RemoveFromWishlist: userWrite(
    removeFromWishlistBodySchema,
    async (input, { app, req }) => (await wishlists.removeItem(app.db, requireUser(req).id, input.WishlistId, input.ProductId), ok),
  ),
  /** Adds every available item to the cart (one more of each, within stock); the rest are named. */
  MoveWishlistToCart: userWrite(moveWishlistToCartBodySchema, async (input, { app, req }) => {
    const user = requireUser(req);
    const showcase = storeShowcase(req);
    const owner = { userId: user.id, sessionHash: null };
    const items = await wishlists.wishlistProductIds(app.db, user.id, input.WishlistId);
    const inCart = new Map((await getCart(app.db, showcase.id, owner)).cart.goodsInfo.map((l) => [l.ProductId, l.Quantity]));
    let moved = 0;
    const skipped: string[] = [];
    for (const { productId, name } of items) {
      try {
        await updateQuantity(app.db, showcase.id, owner, productId, (inCart.get(productId) ?? 0) + 1);
        moved++;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        skipped.push(name);
      }
    }
    return { moved, skipped };
  }),
};
