import type { SaleOrderListItem } from '@storefront/contract/sale-orders';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatPrice } from '../../../shared/commerce/money';
import { formatDate, formatTime } from '../../../shared/lib/format';
import { useSaleOrdersT } from '../messages';
import { saleOrderPath } from '../sale-order-path';
import { SaleStatusBadge } from './status-badge';

/** One order in the list: number, status, date, buyer, showcase (when the seller has several), items and sum. */
export function SaleOrderCard({ order, showShowcase }: { order: SaleOrderListItem; showShowcase: boolean }) {
  const t = useSaleOrdersT();
  const { locale } = useIntl();
  const placed = new Date(order.createdAt);
  return (
    <article className="sale-card">
      <header className="sale-card__head">
        <h2 className="sale-card__number">
          <Link to={saleOrderPath(order.id)} aria-label={t('sale.open', { number: order.number })}>{t('sale.number', { number: order.number })}</Link>
        </h2>
        <SaleStatusBadge status={order.status} />
      </header>
      <p className="sale-card__meta">
        {t('sale.from', { date: `${formatDate(placed)} ${formatTime(placed)}` })}
        {showShowcase ? ` · ${order.showcaseName}` : null}
      </p>
      <div className="sale-card__foot">
        <p className="sale-card__buyer">{t('sale.buyer', { name: order.buyerName })}</p>
        <p className="sale-card__sum">
          <span className="sale-card__count">{t('sale.items', { count: order.itemsCount })}</span>
          <strong dir="ltr">{formatPrice(order.total, locale)}</strong>
        </p>
      </div>
    </article>
  );
}
