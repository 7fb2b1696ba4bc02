import { clearCartBodySchema, deleteProductFromCartBodySchema, updateProductQuantityBodySchema } from '@storefront/contract/cart';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ensureOwner, storeShowcase } from '../../lib/owner';
import type { Owner } from '../catalog/product-card-sql';
import { defineMethod, type MethodDef, type MethodTable } from '../dispatch/types';
import { clearCart, deleteProduct, getCart, updateQuantity } from './service';

type Change<S extends z.ZodType> = (db: Db, showcaseId: number, owner: Owner, input: z.output<S>) => Promise<void>;

/** A cart mutation of spec §7: anyone may call it (anonymous visitors get a session); it answers with the fresh cart. */
function cartMutation<S extends z.ZodType>(schema: S, change: Change<S>): MethodDef {
  return defineMethod({
    schema,
    access: 'public',
    kind: 'write',
    handler: async (input, { app, req, reply }) => {
      const showcase = storeShowcase(req);
      const owner = await ensureOwner(app, req, reply);
      await change(app.db, showcase.id, owner, input);
      return getCart(app.db, showcase.id, owner);
    },
  });
}

export const cartMethods: MethodTable = {
  UpdateProductQuantityInCart: cartMutation(updateProductQuantityBodySchema, (db, sid, owner, i) => updateQuantity(db, sid, owner, i.ProductId, i.Quantity)),
  DeleteProductFromCart: cartMutation(deleteProductFromCartBodySchema, (db, sid, owner, i) => deleteProduct(db, sid, owner, i.ProductId)),
  ClearCart: cartMutation(clearCartBodySchema, (db, sid, owner) => clearCart(db, sid, owner)),
};
