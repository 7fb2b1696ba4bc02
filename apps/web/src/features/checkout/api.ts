import { IDEMPOTENCY_HEADER } from '@storefront/contract/order-rules';
import type { CheckoutInfo, PlaceOrderBody, placeOrderResponseSchema } from '@storefront/contract/orders';
import type { z } from 'zod';
import { api } from '../../shared/lib/api';

// Types only from the contract's schemas: importing them would pull zod into this chunk.
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;
export interface PlaceOrderArgs {
  /** Client-generated per attempt: a retry of the same attempt returns the same order. */
  idempotencyKey: string;
  body: PlaceOrderBody;
}

/** Checkout (issue 4): what the screen needs (GET /api/orders/checkout) and placing the order. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkoutInfo: build.query<CheckoutInfo, void>({
      query: () => ({ url: 'orders/checkout' }),
      // Totals and caps follow the cart: a cart change refetches them.
      providesTags: [{ type: 'OrderInfo', id: 'CHECKOUT' }, 'Cart'],
    }),
    placeOrder: build.mutation<PlaceOrderResponse, PlaceOrderArgs>({
      query: ({ idempotencyKey, body }) => ({ url: 'orders', method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
      // The cart is emptied, bonuses are spent, a new order is listed.
      invalidatesTags: (result) => (result ? ['Cart', 'Counters', 'Mlm', { type: 'Orders', id: 'LIST' }, { type: 'OrderInfo', id: 'CHECKOUT' }] : []),
    }),
  }),
});

export const { useCheckoutInfoQuery, usePlaceOrderMutation } = checkoutApi;
