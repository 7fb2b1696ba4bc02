import type { sellerOrderActionSchema } from '@storefront/contract/sale-orders';
import type { z } from 'zod';
import { requireUser } from '../../lib/guards';
import type { MethodContext } from '../../lib/dispatch-types';
import { sellerOrderAction } from './service';

/**
 * The seller's half of the /api/ajax/ `orderAction` (`as: 'seller'`): confirm, assemble, ship, deliver, cancel.
 * dispatch/registry.ts joins it with the buyer's half (orders module) under the one name; access is checked per
 * order in the service (the order's showcase must be one the user administers).
 */
export function runSellerOrderAction(input: z.output<typeof sellerOrderActionSchema>, { app, req }: MethodContext) {
  return sellerOrderAction(app, requireUser(req), input);
}
