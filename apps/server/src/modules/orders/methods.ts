import { orderActionSchema } from '@storefront/contract/sale-orders';
import { requireUser } from '../../lib/guards';
import { storeShowcase } from '../../lib/owner';
import { defineMethod, type MethodTable } from '../dispatch/types';
import { runSellerOrderAction } from '../sale-orders/methods';
import { cancelOrder, confirmReceipt, payOrder, repeatOrder } from './service';

/**
 * /api/ajax/ `orderAction`: the buyer's actions on their own orders (another user's order is 404), and with
 * `as: 'seller'` a seller's moves of orders placed on their showcases (sale-orders module).
 */
export const orderActions: MethodTable = {
  orderAction: defineMethod({
    schema: orderActionSchema,
    access: 'user',
    kind: 'write',
    handler: async (input, ctx) => {
      if (input.as === 'seller') return runSellerOrderAction(input, ctx);
      const user = requireUser(ctx.req);
      switch (input.type) {
        case 'cancel':
          return cancelOrder(ctx.app, user, input.orderId);
        case 'pay':
          return payOrder(ctx.app, ctx.req, user, input.orderId);
        case 'repeat':
          return repeatOrder(ctx.app, user, storeShowcase(ctx.req), input.orderId);
        case 'confirmReceipt':
          return confirmReceipt(ctx.app, user, input.orderId);
      }
    },
  }),
};
