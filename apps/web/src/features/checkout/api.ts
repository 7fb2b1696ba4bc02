import { IDEMPOTENCY_HEADER } from '@storefront/contract/order-rules';
import type { ConsentStates } from '@storefront/contract/consent';
import type { DeliveryOptions } from '@storefront/contract/delivery';
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

/**
 * The order a refused placement names when the cart was just placed from another tab or device
 * (409 ORDER_ALREADY_PLACED, fields.orderId), or null for any other answer.
 */
export function alreadyPlacedOrderId(errorBody: unknown): number | null {
  if (typeof errorBody !== 'object' || errorBody === null) return null;
  const { code, fields } = errorBody as { code?: unknown; fields?: Record<string, unknown> };
  const id = Number(fields?.orderId);
  return code === 'ORDER_ALREADY_PLACED' && Number.isInteger(id) && id > 0 ? id : null;
}

/** Checkout (issue 4): what the screen needs (GET /api/orders/checkout) and placing the order. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkoutInfo: build.query<CheckoutInfo, void>({
      query: () => ({ url: 'orders/checkout' }),
      // Totals and caps follow the cart: a cart change refetches them.
      providesTags: [{ type: 'OrderInfo', id: 'CHECKOUT' }, 'Cart'],
    }),
    /** Delivery options of an address: providers' prices and dates, pickup points near it (issue 17). */
    deliveryOptions: build.query<DeliveryOptions, { city: string; address: string; fiasId: string; q: string; units: number }>({
      query: ({ city, address, fiasId, q, units }) => ({
        url: 'delivery/options',
        params: { city, address, q, units, ...(fiasId ? { fiasId } : {}) },
      }),
    }),
    /** The 152-ФЗ documents of this showcase and the buyer's consents to them. */
    checkoutConsents: build.query<ConsentStates, void>({
      query: () => ({ url: 'account/consents' }),
      providesTags: [{ type: 'OrderInfo', id: 'CONSENTS' }],
    }),
    placeOrder: build.mutation<PlaceOrderResponse, PlaceOrderArgs>({
      query: ({ idempotencyKey, body }) => ({ url: 'orders', method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
      // The cart is emptied, bonuses are spent, a new order is listed (also when another tab placed it first).
      invalidatesTags: (result, error) =>
        result || alreadyPlacedOrderId(error?.data) !== null
          ? ['Cart', 'Counters', 'Mlm', { type: 'Orders', id: 'LIST' }, { type: 'OrderInfo', id: 'CHECKOUT' }, { type: 'OrderInfo', id: 'CONSENTS' }]
          : [],
    }),
  }),
});

export const { useCheckoutInfoQuery, usePlaceOrderMutation, useDeliveryOptionsQuery, useCheckoutConsentsQuery } = checkoutApi;
