import { SALE_ORDERS_EXPORT_MAX_DAYS, SALE_ORDERS_TIME_ZONE } from '@storefront/contract/sale-order-rules';
import { resolveBaseUrl, withCommonParams } from '../../../shared/lib/api';
import { formatDate } from '../../../shared/lib/format';
import type { SaleOrdersFilter } from '../api';
import { useSaleOrdersT } from '../messages';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day as YYYY-MM-DD (what date inputs hold). */
export const isoDay = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const parseDay = (day: string): Date => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};
const shift = (day: string, days: number) => isoDay(new Date(parseDay(day).getTime() + days * DAY_MS + DAY_MS / 2));

/** The calendar day it is in the time zone the server reads the period's dates in (not the browser's). */
const todayForServer = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SALE_ORDERS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/**
 * The export period: the filter's dates when set (an open end becomes today, an open start 30 days before
 * the end), else the last 30 days; never longer than the server accepts.
 */
export function exportPeriod(filter: Pick<SaleOrdersFilter, 'from' | 'to'>, now: Date = new Date()): { from: string; to: string } {
  const to = filter.to ?? todayForServer(now);
  let from = filter.from ?? shift(to, -(DEFAULT_DAYS - 1));
  if (from > to) from = to;
  const earliest = shift(to, -(SALE_ORDERS_EXPORT_MAX_DAYS - 1));
  if (from < earliest) from = earliest;
  return { from, to };
}

/** A plain download link: the browser sends the session cookie and saves the file the server names. */
export function ExportLink({ filter }: { filter: SaleOrdersFilter }) {
  const t = useSaleOrdersT();
  const { from, to } = exportPeriod(filter);
  const request = withCommonParams({
    url: 'account/sale-orders/export.csv',
    params: { from, to, ...(filter.showcaseId !== undefined ? { showcaseId: filter.showcaseId } : {}) },
  });
  const query = new URLSearchParams(Object.entries(request.params as Record<string, string | number>).map(([k, v]) => [k, String(v)]));
  const href = `${resolveBaseUrl()}/${request.url}?${query.toString()}`;
  return (
    <div className="sale-export">
      <a className="button button--secondary sale-export__link" href={href} download>
        {t('sale.export', { from: formatDate(parseDay(from)), to: formatDate(parseDay(to)) })}
      </a>
      <p className="seller-field__hint">{t('sale.export.hint')}</p>
    </div>
  );
}
