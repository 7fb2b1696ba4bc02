import type { buyerOrderActionSchema } from '@storefront/contract/orders';
import type { z } from 'zod';
import { requireUser } from '../../lib/guards';
import { storeShowcase } from '../../lib/owner';
import type { MethodContext } from '../../lib/dispatch-types';
import { cancelOrder, confirmReceipt, payOrder, repeatOrder } from './service';

/**
 * The buyer's half of the /api/ajax/ `orderAction`: actions on their own orders (another user's order is 404).
 * The seller's half (`as: 'seller'`) is the sale-orders module's; dispatch/registry.ts joins the two under the one name.
 */
export function runBuyerOrderAction(input: z.output<typeof buyerOrderActionSchema>, { app, req }: MethodContext) {
  const user = requireUser(req);
  switch (input.type) {
    case 'cancel':
      return cancelOrder(app, user, input.orderId);
    case 'pay':
      return payOrder(app, req, user, input.orderId);
    case 'repeat':
      return repeatOrder(app, user, storeShowcase(req), input.orderId);
    case 'confirmReceipt':
      return confirmReceipt(app, user, input.orderId);
  }
}
