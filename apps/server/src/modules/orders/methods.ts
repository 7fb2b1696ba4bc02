import { buyerOrderActionSchema } from '@storefront/contract/orders';
import { requireUser } from '../../lib/guards';
import { storeShowcase } from '../../lib/owner';
import { defineMethod, type MethodTable } from '../dispatch/types';
import { cancelOrder, payOrder, repeatOrder } from './service';

/** /api/ajax/ actions of the buyer on their own orders (another user's order is 404). */
export const orderActions: MethodTable = {
  orderAction: defineMethod({
    schema: buyerOrderActionSchema,
    access: 'user',
    kind: 'write',
    handler: async (input, { app, req }) => {
      const user = requireUser(req);
      switch (input.type) {
        case 'cancel':
          return cancelOrder(app, user, input.orderId);
        case 'pay':
          return payOrder(app, req, user, input.orderId);
        case 'repeat':
          return repeatOrder(app, user, storeShowcase(req), input.orderId);
      }
    },
  }),
};
