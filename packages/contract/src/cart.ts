import { z } from 'zod';
import { count, idInput, kopecks, rowId, url } from './fields';

/** Cart of spec §3: cart.goodsInfo (lines) and cart.cnt_in_cart (item count). */
export const cartLineSchema = z.object({
  ProductId: rowId,
  Quantity: count,
  name: z.string(),
  article: z.string(),
  picture: url.nullable(),
  price: kopecks,
  oldPrice: kopecks.nullable(),
  stock: count,
  lineTotal: kopecks,
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartResponseSchema = z.object({
  cart: z.object({
    goodsInfo: z.array(cartLineSchema),
    cnt_in_cart: z.number().int(),
    total: kopecks,
    oldTotal: kopecks,
  }),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const MAX_LINE_QUANTITY = 999;

/** POST /api/tg/ cart mutations (spec §7). Quantity is the line's new absolute quantity. */
export const updateProductQuantityBodySchema = z.object({
  method: z.literal('UpdateProductQuantityInCart'),
  ProductId: idInput,
  Quantity: count.min(1).max(MAX_LINE_QUANTITY),
});
export const deleteProductFromCartBodySchema = z.object({ method: z.literal('DeleteProductFromCart'), ProductId: idInput });
export const clearCartBodySchema = z.object({ method: z.literal('ClearCart') });
