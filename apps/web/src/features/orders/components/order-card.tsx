import type { Order } from '@storefront/contract/orders';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
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
    <article className="order-card">
      <header className="order-card__head">
        <h2 className="order-card__number">
          <Link to={orderPath(order.id)} aria-label={t('orders.open', { number: order.number })}>
            {t('orders.number', { number: order.number })}
          </Link>
        </h2>
        <OrderStatusBadge status={order.status} />
      </header>
      <p className="order-card__meta">
        {t('orders.from', { date: formatDate(new Date(order.createdAt)) })} · {order.showcaseName}
      </p>
      <div className="order-card__foot">
        <ul className="order-card__pictures" aria-hidden="true">
          {order.lines.slice(0, 4).map((line) => (
            <li key={line.id}><ProductPicture src={line.picture} alt="" className="order-card__picture" /></li>
          ))}
        </ul>
        <p className="order-card__sum">
          <span className="order-card__count">{t('orders.items', { count })}</span>
          <strong>{formatPrice(order.total, locale)}</strong>
        </p>
      </div>
    </article>
  );
}
