import { z } from 'zod';
import { kopecks } from './catalog';

/** Cart of spec §3: cart.goodsInfo (lines) and cart.cnt_in_cart (item count). */
export const cartLineSchema = z.object({
  ProductId: z.number().int(),
  Quantity: z.number().int(),
  name: z.string(),
  article: z.string(),
  picture: z.string().nullable(),
  price: kopecks,
  oldPrice: kopecks.nullable(),
  stock: z.number().int(),
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

const productId = z.number().int().positive().max(2_147_483_647);
export const MAX_LINE_QUANTITY = 999;

/** POST /api/tg/ cart mutations (spec §7). Quantity is the line's new absolute quantity. */
export const updateProductQuantityBodySchema = z.object({
  method: z.literal('UpdateProductQuantityInCart'),
  ProductId: productId,
  Quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export const deleteProductFromCartBodySchema = z.object({ method: z.literal('DeleteProductFromCart'), ProductId: productId });
export const clearCartBodySchema = z.object({ method: z.literal('ClearCart') });
