import type { CartResponse } from '@storefront/contract/cart';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { visibleCategoryIds } from '../catalog/service';
import type { Owner } from '../../lib/owner';
import * as repo from './repository';

export async function getCart(db: Db, showcaseId: number, owner: Owner): Promise<CartResponse> {
  const lines = await repo.cartLines(db, showcaseId, owner);
  const goodsInfo = lines.map((l) => ({
    ProductId: l.productId,
    Quantity: l.quantity,
    name: l.name,
    article: l.article,
    picture: l.picture,
    price: l.price,
    oldPrice: l.oldPrice,
    stock: l.stock,
    lineTotal: l.price * l.quantity,
  }));
  return {
    cart: {
      goodsInfo,
      cnt_in_cart: goodsInfo.reduce((n, l) => n + l.Quantity, 0),
      total: goodsInfo.reduce((n, l) => n + l.lineTotal, 0),
      oldTotal: goodsInfo.reduce((n, l) => n + (l.oldPrice ?? l.price) * l.Quantity, 0),
    },
  };
}

/** Sets a line's quantity; the product must be shown on this showcase and in stock for that many. */
export async function updateQuantity(db: Db, showcaseId: number, owner: Owner, productId: number, quantity: number): Promise<void> {
  const visible = await visibleCategoryIds(db, showcaseId);
  await db.transaction(async (tx) => {
    // The cart row first, then the product, in the order checkout locks them (no deadlock with a placement).
    const cart = await repo.ensureCart(tx, showcaseId, owner);
    const product = await repo.lockProduct(tx, productId);
    if (!product || !visible.has(product.categoryId)) throw new AppError('NOT_FOUND');
    if (product.stock === 0) throw new AppError('OUT_OF_STOCK', { name: product.name });
    if (quantity > product.stock)
      throw new AppError('STOCK_LIMIT', { name: product.name, stock: product.stock }, { Quantity: String(product.stock) });
    await repo.setQuantity(tx, cart, productId, quantity);
  });
}

export async function deleteProduct(db: Db, showcaseId: number, owner: Owner, productId: number): Promise<void> {
  const cart = await repo.cartId(db, showcaseId, owner);
  if (cart !== undefined) await repo.deleteLine(db, cart, productId);
}

export async function clearCart(db: Db, showcaseId: number, owner: Owner): Promise<void> {
  const cart = await repo.cartId(db, showcaseId, owner);
  if (cart !== undefined) await repo.clear(db, cart);
}

/** The cart's lines on the showcase, for placing an order from it. */
export function cartLines(db: Db | Tx, showcaseId: number, owner: Owner): ReturnType<typeof repo.cartLines> {
  return repo.cartLines(db, showcaseId, owner);
}

/** Locks the owner's cart on the showcase for the placement's transaction; its id, or undefined when there is none. */
export function lockCart(tx: Tx, showcaseId: number, owner: Owner): Promise<number | undefined> {
  return repo.lockCart(tx, showcaseId, owner);
}

/** On login the anonymous session's carts become the user's (inside the login transaction). */
export function mergeSessionCarts(tx: Tx, sessionHash: string, userId: number): Promise<void> {
  return repo.mergeSessionCarts(tx, sessionHash, userId);
}
