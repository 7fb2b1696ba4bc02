import type { Order, OrderActionResponse } from '@storefront/contract/orders';
import { api } from '../../shared/lib/api';

/** The order the success page shows (GET /api/account/orders/?id=) and "pay again" (orderAction pay). */
export const orderSuccessApi = api.injectEndpoints({
  endpoints: (build) => ({
    successOrder: build.query<Order, number>({
      query: (id) => ({ url: 'account/orders/', params: { id } }),
      transformResponse: (response: { order: Order }) => response.order,
      providesTags: (_order, _error, id) => [
        { type: 'OrderInfo', id },
        { type: 'Orders', id },
      ],
    }),
    payAgain: build.mutation<OrderActionResponse, number>({
      query: (orderId) => ({ url: 'ajax/', method: 'POST', body: { action: 'orderAction', orderId, type: 'pay' } }),
      invalidatesTags: (_result, error, orderId) =>
        error
          ? []
          : [
              { type: 'OrderInfo', id: orderId },
              { type: 'Orders', id: orderId },
              { type: 'Orders', id: 'LIST' },
            ],
    }),
  }),
});

export const { useSuccessOrderQuery, usePayAgainMutation } = orderSuccessApi;

/** The page polls while the card payment is still on its way (pending → paid as the webhook lands). */
export const PAYMENT_POLL_MS = 3000;

export function awaitsPaymentResult(order: Order | undefined): boolean {
  return order?.status === 'awaiting_payment' && order.payment?.status === 'pending';
}
