import type { buyerOrderActionSchema, Order, OrderActionResponse } from '@storefront/contract/orders';
import type { z } from 'zod';
import { api } from '../../shared/lib/api';
import { listTags } from '../../shared/lib/list-tags';

export type OrderActionArgs = Omit<z.input<typeof buyerOrderActionSchema>, 'action'>;

/** The buyer's orders (GET /api/account/orders/, ?id= for one) and actions on them (orderAction via /ajax/). */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<Order[], void>({
      query: () => ({ url: 'account/orders/' }),
      transformResponse: (response: { orders: Order[] }) => response.orders,
      providesTags: (orders) => listTags('Orders', orders),
    }),
    order: build.query<Order, number>({
      query: (id) => ({ url: 'account/orders/', params: { id } }),
      transformResponse: (response: { order: Order }) => response.order,
      providesTags: (_order, _error, id) => [{ type: 'OrderInfo', id }],
    }),
    orderAction: build.mutation<OrderActionResponse, OrderActionArgs>({
      query: (args) => ({ url: 'ajax/', method: 'POST', body: { action: 'orderAction', ...args } }),
      invalidatesTags: (_result, error, args) => {
        if (error) return [];
        const order = [
          { type: 'Orders' as const, id: 'LIST' },
          { type: 'Orders' as const, id: args.orderId },
          { type: 'OrderInfo' as const, id: args.orderId },
        ];
        // A repeat fills the cart (and the header's count); a cancellation returns spent bonuses.
        if (args.type === 'repeat') return [...order, 'Cart', 'Counters'];
        if (args.type === 'cancel') return [...order, 'Counters', 'Mlm'];
        // Receipt completes the order: its pending bonuses start maturing.
        if (args.type === 'confirmReceipt') return [...order, 'Mlm'];
        return order;
      },
    }),
  }),
});

export const { useOrdersQuery, useOrderQuery, useOrderActionMutation } = ordersApi;
