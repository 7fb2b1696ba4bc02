import type { Order } from '@storefront/contract/orders';
import { useIntl } from 'react-intl';
import { formatPrice } from '../../../shared/commerce/price';
import { formatDate, formatTime } from '../../../shared/lib/format';
import { useOrdersT } from '../messages';
import { OrderStatusBadge } from './status-badge';

export function OrderSums({ order }: { order: Order }) {
  const t = useOrdersT();
  const { locale } = useIntl();
  const rows: Array<[string, number, boolean?]> = [[t('orders.sums.goods'), order.goodsTotal]];
  if (order.bonusNetworkSpent > 0) rows.push([t('orders.sums.bonusNetwork'), -order.bonusNetworkSpent]);
  if (order.bonusLocalSpent > 0) rows.push([t('orders.sums.bonusLocal'), -order.bonusLocalSpent]);
  rows.push([t('orders.sums.total'), order.total, true]);
  return (
    <section className="order-section" aria-labelledby="order-sums-title">
      <h2 id="order-sums-title" className="order-section__title">{t('orders.sums')}</h2>
      <dl className="order-sums">
        {rows.map(([label, amount, total]) => (
          <div key={label} className={`order-sums__row${total ? ' order-sums__row--total' : ''}`}>
            <dt>{label}</dt>
            <dd dir="ltr">{formatPrice(amount, locale)}</dd>
          </div>
        ))}
      </dl>
      <p className="order-section__text">
        {t('orders.payment.title')}: {t(`orders.payment.system.${order.paymentSystemId === 1 ? 1 : 2}` as const)}
        {order.payment ? `, ${t(`orders.payment.${order.payment.status}` as const)}` : null}
      </p>
    </section>
  );
}

export function OrderDelivery({ order }: { order: Order }) {
  const t = useOrdersT();
  return (
    <section className="order-section" aria-labelledby="order-delivery-title">
      <h2 id="order-delivery-title" className="order-section__title">{t('orders.delivery')}</h2>
      <p className="order-section__text">
        {t(`orders.delivery.${order.delivery.method}` as const)}: {order.delivery.city}, {order.delivery.address}
      </p>
      {order.trackingNumber ? <p className="order-section__text">{t('orders.delivery.tracking', { number: order.trackingNumber })}</p> : null}
      <h3 className="order-section__subtitle">{t('orders.contact')}</h3>
      <p className="order-section__text">
        {order.contact.name}, <span dir="ltr">{order.contact.phone}</span>
        {order.contact.email ? <>, <span dir="ltr">{order.contact.email}</span></> : null}
      </p>
      {order.comment ? (
        <>
          <h3 className="order-section__subtitle">{t('orders.comment')}</h3>
          <p className="order-section__text">{order.comment}</p>
        </>
      ) : null}
    </section>
  );
}

export function OrderHistory({ order }: { order: Order }) {
  const t = useOrdersT();
  return (
    <section className="order-section" aria-labelledby="order-history-title">
      <h2 id="order-history-title" className="order-section__title">{t('orders.history')}</h2>
      <ol className="order-history">
        {order.events.map((event, i) => {
          const at = new Date(event.at);
          return (
            <li key={`${event.at}-${i}`} className="order-history__event">
              <OrderStatusBadge status={event.status} />
              <time dateTime={event.at} className="order-history__time">{formatDate(at)} {formatTime(at)}</time>
              {event.note ? <p className="order-history__note">{event.note}</p> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
