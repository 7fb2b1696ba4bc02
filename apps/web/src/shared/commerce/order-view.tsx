import type { OrderLineBase, OrderRefund, OrderStatus } from '@storefront/contract/orders';
import type { ComponentType, ReactNode } from 'react';
import { useIntl } from '../lib/intl';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../lib/format';
import { useT } from '../lib/i18n';
import { TitledPanel } from '../ui/titled-section';
import { StatusPill, type PillTone } from '../ui/status-pill';
import { formatPrice } from './money';
import { ScreenState } from './screen-state';
import { ErrorFallback, errorMessageOf } from '../ui/error-fallback';
import { PageLoader } from '../ui/loader';
import { productPath, ProductPicture } from './product-card';
import { isNotFound } from '../lib/http-status';
import './order-view.css';

/**
 * The pieces of an order that the buyer's orders and the seller's sale orders both show. Each feature gives
 * its own words (and its own status tones); the markup and the classes (order-view.css) are one.
 */

/** Tones of the statuses after payment, alike for the buyer and the seller; each adds new, awaiting_payment and paid. */
export const LATER_STATUS_TONE = {
  assembling: 'accent',
  shipped: 'accent',
  delivered: 'success',
  completed: 'success',
  cancelled: 'muted',
  returned: 'muted',
} as const satisfies Partial<Record<OrderStatus, PillTone>>;

export function OrderSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledPanel titleId={id} title={title} className="order-section">
      {children}
    </TitledPanel>
  );
}

/** One event of a history: what happened (`children`), when, and an optional note. */
function HistoryEvent({ at, note, code, children }: { at: string; note?: string | null | undefined; code?: string; children: ReactNode }) {
  const date = new Date(at);
  return (
    <li className="order-history__event" data-code={code}>
      {children}
      <time dateTime={at} className="order-history__time">
        {formatDateTime(date)}
      </time>
      {note ? <p className="order-history__note">{note}</p> : null}
    </li>
  );
}

/** The lines with picture and name (a link to the product); `children` writes what follows the name. */
export function OrderLineList<L extends OrderLineBase>({
  lines,
  compact = false,
  children,
}: {
  lines: readonly L[];
  compact?: boolean;
  children: (line: L) => ReactNode;
}) {
  return (
    <ul className={compact ? 'stack-list order-lines order-lines--compact' : 'stack-list order-lines'}>
      {lines.map((line) => (
        <li key={line.id} className="order-line">
          <ProductPicture src={line.picture} alt={line.name} className="order-line__picture" />
          <div className="order-line__text">
            <Link className="order-line__name" dir="auto" to={productPath(line.productId)}>
              {line.name}
            </Link>
            {children(line)}
          </div>
        </li>
      ))}
    </ul>
  );
}

interface OrderTotals {
  goodsTotal: number;
  bonusNetworkSpent: number;
  bonusLocalSpent: number;
  total: number;
}

/** Goods, the bonuses spent (when any) and the total; `label` words each row in the feature's own messages. */
export function OrderSumsList({ order, label }: { order: OrderTotals; label: (row: 'goods' | 'bonusNetwork' | 'bonusLocal' | 'total') => string }) {
  const { locale } = useIntl();
  const rows: Array<[string, number, boolean?]> = [[label('goods'), order.goodsTotal]];
  if (order.bonusNetworkSpent > 0) rows.push([label('bonusNetwork'), -order.bonusNetworkSpent]);
  if (order.bonusLocalSpent > 0) rows.push([label('bonusLocal'), -order.bonusLocalSpent]);
  rows.push([label('total'), order.total, true]);
  return (
    <dl className="order-sums">
      {rows.map(([label, amount, total]) => (
        <div key={label} className={`order-sums__row${total ? ' order-sums__row--total' : ''}`}>
          <dt>{label}</dt>
          <dd dir="ltr">{formatPrice(amount, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The order's section of its status changes, oldest first, each with its badge (the feature's), time and note. */
export function OrderHistorySection({
  id,
  title,
  events,
  Badge,
}: {
  id: string;
  title: string;
  events: ReadonlyArray<{ status: OrderStatus; at: string; note: string }>;
  Badge: ComponentType<{ status: OrderStatus }>;
}) {
  return (
    <OrderSection id={id} title={title}>
      <ol className="stack-list order-history">
        {events.map((event, i) => (
          <HistoryEvent key={`${event.at}-${i}`} at={event.at} note={event.note}>
            <Badge status={event.status} />
          </HistoryEvent>
        ))}
      </ol>
    </OrderSection>
  );
}

/** A card of the list: the number (which opens the order), the status, a line of meta; `children` is the foot. */
export function OrderCardFrame({
  to,
  openLabel,
  number,
  status,
  meta,
  children,
}: {
  to: string;
  openLabel: string;
  number: string;
  status: ReactNode;
  meta: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <article className="card order-card">
      <header className="order-card__head">
        <h2 className="order-card__number">
          <Link to={to} aria-label={openLabel}>
            {t('order.number', { number })}
          </Link>
        </h2>
        {status}
      </header>
      <p className="order-card__meta">{meta}</p>
      <div className="order-card__foot">{children}</div>
    </article>
  );
}

/** What the heading of an order's screen tells: its number, when it was placed and on which showcase. */
interface OrderHead {
  number: string;
  createdAt: string;
  showcaseName: string;
}

/**
 * One order's screen for the buyer and the seller alike. Its states first: not found (with the way back), a failed
 * read (retry; `backOnError` keeps the way back above it), loading; then the way back, the heading with number,
 * status and when and where it was placed, and the feature's sections (`children`).
 */
export function OrderDetailScreen<O extends OrderHead>({
  query,
  back,
  notFound,
  backOnError = false,
  labelId,
  titleClassName,
  status,
  children,
}: {
  query: { data?: O | undefined; error?: unknown; refetch: () => unknown };
  back: ReactNode;
  notFound: { title: string; text: string };
  backOnError?: boolean;
  labelId: string;
  titleClassName: string;
  status: (order: O) => ReactNode;
  children: (order: O) => ReactNode;
}) {
  const t = useT();
  const { data: order, error, refetch } = query;
  if (isNotFound(error)) {
    return (
      <div className="orders-page">
        {back}
        <ScreenState title={notFound.title} text={notFound.text} />
      </div>
    );
  }
  if (error) {
    const fallback = <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
    return backOnError ? (
      <div className="orders-page">
        {back}
        {fallback}
      </div>
    ) : (
      fallback
    );
  }
  if (order === undefined) return <PageLoader />;
  return (
    <article className="orders-page order-detail" aria-labelledby={labelId}>
      {back}
      <header className="order-detail__head">
        <h1 id={labelId} className={titleClassName}>
          {t('order.number', { number: order.number })}
        </h1>
        {status(order)}
        <p className="order-detail__meta">
          {t('order.from', { date: formatDateTime(new Date(order.createdAt)) })} · {order.showcaseName}
        </p>
      </header>
      {children(order)}
    </article>
  );
}

/**
 * The provider's tracking history of a shipment (issue 17) under its subtitle, newest last, with where each status
 * happened. Nothing is drawn until the provider has told any.
 */
export function ShipmentHistory({
  shipment,
  title,
}: {
  shipment: { history: ReadonlyArray<{ code: string; name: string; at: string; city: string | null }> } | null | undefined;
  title: string;
}) {
  if (!shipment || shipment.history.length === 0) return null;
  return (
    <>
      <h3 className="order-section__subtitle">{title}</h3>
      <ol className="stack-list order-history shipment-history">
        {shipment.history.map((h, i) => (
          <HistoryEvent key={`${h.code}-${i}`} at={h.at} note={h.city} code={h.code}>
            <span className="shipment-history__name">{h.name}</span>
          </HistoryEvent>
        ))}
      </ol>
    </>
  );
}

const REFUND_TONE = { pending: 'accent', succeeded: 'success', canceled: 'danger' } as const satisfies Record<OrderRefund['status'], PillTone>;

/**
 * The money given back for a card-paid order (cancellation, return, a claim's partial return), each with its state,
 * alike for the buyer, the seller and the operator. Nothing is drawn for an order without refunds.
 */
export function OrderRefundsList({ refunds }: { refunds: readonly OrderRefund[] | undefined }) {
  const t = useT();
  const { locale } = useIntl();
  if (!refunds || refunds.length === 0) return null;
  return (
    <ul className="order-refunds" aria-label={t('refund.title')}>
      {refunds.map((r) => (
        <li key={r.id} className="order-refunds__item">
          <span>{t('refund.line', { amount: formatPrice(r.amount, locale), date: formatDate(new Date(r.createdAt)) })}</span>
          <StatusPill tone={REFUND_TONE[r.status]}>{t(`refund.status.${r.status}`)}</StatusPill>
        </li>
      ))}
    </ul>
  );
}
