import type { CartResponse } from '@storefront/contract/cart';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { visibleCategories } from '../catalog/category-repository';
import type { Owner } from '../catalog/product-card-sql';
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
  const visible = new Set((await visibleCategories(db, showcaseId)).map((c) => c.id));
  await db.transaction(async (tx) => {
    const product = await repo.lockProduct(tx, productId);
    if (!product || !visible.has(product.categoryId)) throw new AppError('NOT_FOUND');
    if (product.stock === 0) throw new AppError('OUT_OF_STOCK', { name: product.name });
    if (quantity > product.stock) throw new AppError('STOCK_LIMIT', { name: product.name, stock: product.stock }, { Quantity: String(product.stock) });
    const cart = await repo.ensureCart(tx, showcaseId, owner);
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
