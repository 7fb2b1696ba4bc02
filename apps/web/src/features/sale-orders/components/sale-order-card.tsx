import type { SaleOrderListItem } from '@storefront/contract/sale-orders';
import { useIntl } from '../../../shared/lib/intl';
import { formatPrice } from '../../../shared/commerce/money';
import { OrderCardFrame } from '../../../shared/commerce/order-view';
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
    <OrderCardFrame
      to={saleOrderPath(order.id)}
      openLabel={t('sale.open', { number: order.number })}
      number={order.number}
      status={<SaleStatusBadge status={order.status} />}
      meta={
        <>
          {t('sale.from', { date: `${formatDate(placed)} ${formatTime(placed)}` })}
          {showShowcase ? ` · ${order.showcaseName}` : null}
        </>
      }
    >
      <p className="sale-card__buyer">{t('sale.buyer', { name: order.buyerName })}</p>
      <p className="order-card__sum">
        <span className="order-card__count">{t('sale.items', { count: order.itemsCount })}</span>
        <strong dir="ltr">{formatPrice(order.total, locale)}</strong>
      </p>
    </OrderCardFrame>
  );
}
