import { DASHBOARD_TOP_PRODUCTS, type Dashboard, type DashboardExport, type DashboardPeriod } from '@storefront/contract/dashboard';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { fromKopecks } from '../../lib/money';
import { bonusEntriesCsv, linksCsv } from './csv';
import * as repo from './repository';

/** Percent with one decimal. */
const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** The dashboard of one showcase for the last `days` Moscow days: every figure is an SQL aggregate. */
export async function dashboard(db: Db, showcaseId: number, days: DashboardPeriod): Promise<Dashboard> {
  const [range, totals, series, top, campaigns, bonuses] = await Promise.all([
    repo.period(db, days),
    repo.totals(db, showcaseId, days),
    repo.series(db, showcaseId, days),
    repo.topProducts(db, showcaseId, days, DASHBOARD_TOP_PRODUCTS),
    repo.campaigns(db, showcaseId, days),
    repo.bonusTotals(db, showcaseId, days),
  ]);
  if (!range) throw new Error('dashboard period not computed');
  const linkOpens = campaigns.reduce((sum, c) => sum + c.opens, 0);
  return {
    showcaseId,
    days,
    from: range.from,
    to: range.to,
    revenue: fromKopecks(totals.revenue),
    orders: totals.orders,
    averageOrder: totals.orders === 0 ? 0 : fromKopecks(Math.round(totals.revenue / totals.orders)),
    linkOpens,
    linkOrders: totals.linkOrders,
    conversion: linkOpens === 0 ? null : percent(totals.linkOrders, linkOpens),
    bonuses: { pending: fromKopecks(bonuses.pending), available: fromKopecks(bonuses.available) },
    series: series.map((d) => ({ day: d.day, revenue: fromKopecks(d.revenue), orders: d.orders })),
    topProducts: top.map((p) => ({ ...p, revenue: fromKopecks(p.revenue) })),
    campaigns: campaigns.map((c) => ({ ...c, revenue: fromKopecks(c.revenue) })),
  };
}

export async function dashboardExport(
  db: Db,
  showcaseId: number,
  days: DashboardPeriod,
  kind: DashboardExport,
): Promise<{ filename: string; body: string }> {
  const range = await repo.period(db, days);
  const suffix = `${showcaseId}_${range?.from}_${range?.to}.csv`;
  if (kind === 'bonuses') return { filename: `bonuses_${suffix}`, body: bonusEntriesCsv(await repo.bonusEntries(db, showcaseId, days)) };
  return { filename: `links_${suffix}`, body: linksCsv(await repo.campaigns(db, showcaseId, days)) };
}

/**
 * Counts a share-link open (a launch that carries `cmp`): once per visitor, link and Moscow day, however many times
 * the page is reloaded. The visitor is the user, else the session, else a hash of the address and the browser.
 */
export function countLinkOpen(
  db: Db,
  link: { showcaseId: number; refCode: string | null; cmp: string },
  visitor: { userId: number | null; sessionHash: string | null; ip: string; userAgent: string },
): Promise<boolean> {
  const key =
    visitor.userId !== null
      ? `u:${visitor.userId}`
      : visitor.sessionHash !== null
        ? `s:${visitor.sessionHash}`
        : `a:${createHash('sha256').update(`${visitor.ip}\n${visitor.userAgent}`).digest('base64url')}`;
  return repo.insertLinkOpen(db, { showcaseId: link.showcaseId, refCode: link.refCode ?? '', cmp: link.cmp, visitor: key });
}
