import type { placeOrderResponseSchema } from '@storefront/contract/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { buyerOrder } from '../orders/views';
import { latestPayment, registerWithProvider, returnUrl } from './service';

type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/**
 * The answer to a placement (first or repeated with the same key): the order and, for an unpaid card order,
 * where to pay it. The provider is called after the order's transaction has committed (no transaction waits
 * on the network); a payment the provider has not taken yet is registered now, with its stored
 * Idempotence-Key, so a retry never creates a second one.
 */
export async function placedResponse(app: FastifyInstance, req: FastifyRequest, userId: number, orderId: number): Promise<PlaceOrderResponse> {
  let order = await buyerOrder(app.db, userId, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  let confirmationUrl: string | null = null;
  if (order.status === 'awaiting_payment') {
    const payment = await latestPayment(app.db, orderId);
    if (payment?.status === 'pending') {
      confirmationUrl = payment.providerPaymentId
        ? payment.confirmationUrl
        : await registerWithProvider(app, payment, order, returnUrl(app, req, orderId));
      order = (await buyerOrder(app.db, userId, orderId)) ?? order;
    }
  }
  return { order, confirmationUrl };
}
