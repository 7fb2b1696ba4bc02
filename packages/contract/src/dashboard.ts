import { z } from 'zod';
import { count, idParam as id, rowId } from './fields';

/**
 * The seller's dashboard of one showcase (issue 15): GET /api/account/showcases/dashboard?id&days, and its CSV exports
 * GET /api/account/showcases/dashboard/export.csv?id&days&kind (bonus entries, link statistics; the orders export is
 * the sale orders' one, `/api/account/sale-orders/export.csv?from&to&showcaseId`). Owner and admins of the showcase only.
 * Days are Moscow calendar days (like the sale-orders CSV); the period is the last `days` of them, today included.
 * Amounts are roubles (two decimals at most); the server sums kopecks.
 */

export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_TIME_ZONE = 'Europe/Moscow';
/** Top products shown (by revenue). */
export const DASHBOARD_TOP_PRODUCTS = 5;
/** Orders that count: placed and not undone. */
export const DASHBOARD_EXCLUDED_STATUSES = ['cancelled', 'returned'] as const;

const period = z
  .enum(DASHBOARD_PERIODS.map(String) as ['7', '30', '90'])
  .default('30')
  .transform((v) => Number(v) as DashboardPeriod);

export const dashboardQuerySchema = z.object({ id, days: period });
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

export const DASHBOARD_EXPORTS = ['bonuses', 'links'] as const;
export type DashboardExport = (typeof DASHBOARD_EXPORTS)[number];
export const dashboardExportQuerySchema = z.object({ id, days: period, kind: z.enum(DASHBOARD_EXPORTS) });

export const dashboardDaySchema = z.object({ day: z.iso.date(), revenue: z.number(), orders: count });

export const dashboardSchema = z.object({
  showcaseId: rowId,
  days: z.number().int(),
  /** First and last day of the period (Moscow), YYYY-MM-DD. */
  from: z.iso.date(),
  to: z.iso.date(),
  revenue: z.number(),
  orders: count,
  /** revenue / orders, 0 without orders. */
  averageOrder: z.number(),
  /** Share-link opens (one per visitor, link and day) and the orders that came with a campaign. */
  linkOpens: count,
  linkOrders: count,
  /** linkOrders / linkOpens in percent (one decimal); null without opens. */
  conversion: z.number().nullable(),
  /** The showcase's network share accrued in the period: still pending and already available. */
  bonuses: z.object({ pending: z.number(), available: z.number() }),
  /** Every day of the period, oldest first (zeros included): the chart. */
  series: z.array(dashboardDaySchema),
  topProducts: z.array(z.object({ productId: rowId, name: z.string(), quantity: count, revenue: z.number() })),
  /** Share links per campaign: opens and the orders placed with that campaign. */
  campaigns: z.array(z.object({ cmp: z.string(), opens: count, orders: count, revenue: z.number() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
