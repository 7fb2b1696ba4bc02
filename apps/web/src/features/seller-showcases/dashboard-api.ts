import type { Dashboard, DashboardPeriod } from '@storefront/contract/dashboard';
import { api } from '../../shared/lib/api';

/** The showcase's dashboard (issue 15): its owner and admins only; the server computes every figure. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    showcaseDashboard: build.query<Dashboard, { id: number; days: DashboardPeriod }>({
      query: ({ id, days }) => ({ url: 'account/showcases/dashboard', params: { id, days } }),
    }),
  }),
});

export const { useShowcaseDashboardQuery } = dashboardApi;

/** The CSV exports: orders (the sale orders' export of the period), bonus entries and link statistics. */
export const dashboardExportUrl = (id: number, days: DashboardPeriod, kind: 'bonuses' | 'links') =>
  `/api/account/showcases/dashboard/export.csv?id=${id}&days=${days}&kind=${kind}`;
export const ordersExportUrl = (id: number, from: string, to: string) => `/api/account/sale-orders/export.csv?from=${from}&to=${to}&showcaseId=${id}`;
