import type { Order } from '@storefront/contract/orders';
import { useIntl } from '../../../shared/lib/intl';
import { OrderCardFrame } from '../../../shared/commerce/order-view';
import { formatPrice } from '../../../shared/commerce/price';
import { ProductPicture } from '../../../shared/commerce/product-card';
import { formatDate } from '../../../shared/lib/format';
import { useOrdersT } from '../messages';
import { orderPath } from '../order-path';
import { OrderStatusBadge } from './status-badge';

/** One order in the list: number, date, status, showcase, sum and the first pictures. */
export function OrderCard({ order }: { order: Order }) {
  const t = useOrdersT();
  const { locale } = useIntl();
  const count = order.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <OrderCardFrame
      to={orderPath(order.id)}
      openLabel={t('orders.open', { number: order.number })}
      number={order.number}
      status={<OrderStatusBadge status={order.status} />}
      meta={
        <>
          {t('orders.from', { date: formatDate(new Date(order.createdAt)) })} · {order.showcaseName}
        </>
      }
    >
      <ul className="order-card__pictures" aria-hidden="true">
        {order.lines.slice(0, 4).map((line) => (
          <li key={line.id}>
            <ProductPicture src={line.picture} alt="" className="order-card__picture" />
          </li>
        ))}
      </ul>
      <p className="order-card__sum">
        <span className="order-card__count">{t('orders.items', { count })}</span>
        <strong>{formatPrice(order.total, locale)}</strong>
      </p>
    </OrderCardFrame>
  );
}
