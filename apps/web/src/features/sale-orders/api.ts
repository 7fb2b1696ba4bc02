import type { SaleOrder, SaleOrderResponse, SaleOrdersResponse, SellerOrderActionBody } from '@storefront/contract/sale-orders';
import type { OrderStatus } from '@storefront/contract/orders';
import { api } from '../../shared/lib/api';
import { listTags } from '../../shared/lib/list-tags';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type SellerActionArgs = DistributiveOmit<SellerOrderActionBody, 'action' | 'as'>;

/** The list's filters as the URL keeps them; `page` is one-based here and zero-based on the wire (spec §4). */
export interface SaleOrdersFilter {
  status?: OrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  showcaseId?: number | undefined;
  page: number;
}

function listParams(f: SaleOrdersFilter): Record<string, string | number> {
  const params: Record<string, string | number> = { page: Math.max(0, f.page - 1) };
  if (f.status) params.status = f.status;
  if (f.from) params.from = f.from;
  if (f.to) params.to = f.to;
  if (f.showcaseId !== undefined) params.showcaseId = f.showcaseId;
  return params;
}

/** Orders received on the user's showcases (GET /api/account/sale-orders/) and the seller's moves (orderAction via /ajax/). */
export const saleOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    saleOrders: build.query<SaleOrdersResponse, SaleOrdersFilter>({
      query: (filter) => ({ url: 'account/sale-orders/', params: listParams(filter) }),
      providesTags: (result) => listTags('SaleOrdersInfo', result?.orders),
    }),
    saleOrder: build.query<SaleOrder, number>({
      query: (id) => ({ url: 'account/sale-orders/', params: { id } }),
      transformResponse: (response: SaleOrderResponse) => response.order,
      providesTags: (_order, _error, id) => [{ type: 'SaleOrderInfo', id }],
    }),
    sellerOrderAction: build.mutation<SaleOrderResponse, SellerActionArgs>({
      query: (args) => ({ url: 'ajax/', method: 'POST', body: { action: 'orderAction', as: 'seller', ...args } }),
      // A refused move (409) means the order changed meanwhile: refresh it as after a success.
      invalidatesTags: (_result, error, { orderId }) =>
        error && error.status !== 409
          ? []
          : [
              { type: 'SaleOrdersInfo', id: 'LIST' },
              { type: 'SaleOrderInfo', id: orderId },
              { type: 'Orders', id: 'LIST' },
              { type: 'Orders', id: orderId },
              { type: 'OrderInfo', id: orderId },
            ],
    }),
  }),
});

export const { useSaleOrdersQuery, useSaleOrderQuery, useSellerOrderActionMutation } = saleOrdersApi;
