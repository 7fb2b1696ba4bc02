import { clearCartBodySchema, deleteProductFromCartBodySchema, updateProductQuantityBodySchema } from '@storefront/contract/cart';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ensureOwner, ownerOf, storeShowcase, type Owner } from '../../lib/owner';
import { defineMethod, type MethodDef, type MethodTable } from '../../lib/dispatch-types';
import { clearCart, deleteProduct, getCart, updateQuantity } from './service';

type Change<S extends z.ZodType> = (db: Db, showcaseId: number, owner: Owner, input: z.output<S>) => Promise<void>;

/**
 * A cart mutation of spec §7: anyone may call it; it answers with the fresh cart. Only a change that adds something
 * gives an anonymous visitor a session (removing from a cart that does not exist needs none).
 */
function cartMutation<S extends z.ZodType>(schema: S, change: Change<S>, adds = false): MethodDef {
  return defineMethod({
    schema,
    access: 'public',
    kind: 'write',
    handler: async (input, { app, req, reply }) => {
      const showcase = storeShowcase(req);
      const owner = adds ? await ensureOwner(app, req, reply) : ownerOf(req);
      if (owner.userId === null && owner.sessionHash === null) return getCart(app.db, showcase.id, owner);
      await change(app.db, showcase.id, owner, input);
      return getCart(app.db, showcase.id, owner);
    },
  });
}

export const cartMethods: MethodTable = {
  UpdateProductQuantityInCart: cartMutation(
    updateProductQuantityBodySchema,
    (db, sid, owner, i) => updateQuantity(db, sid, owner, i.ProductId, i.Quantity),
    true,
  ),
  DeleteProductFromCart: cartMutation(deleteProductFromCartBodySchema, (db, sid, owner, i) => deleteProduct(db, sid, owner, i.ProductId)),
  ClearCart: cartMutation(clearCartBodySchema, (db, sid, owner) => clearCart(db, sid, owner)),
};
