import type { Order } from '@storefront/contract/orders';
import { useIntl } from '../../../shared/lib/intl';
import { formatPrice } from '../../../shared/commerce/money';
import { OrderHistorySection, OrderRefundsList, OrderSection, OrderSumsList, ShipmentHistory } from '../../../shared/commerce/order-view';
import { useOrdersT } from '../messages';
import { OrderStatusBadge } from './status-badge';

export function OrderSums({ order }: { order: Order }) {
  const t = useOrdersT();
  const { locale } = useIntl();
  return (
    <OrderSection id="order-sums-title" title={t('orders.sums')}>
      <OrderSumsList order={order} label={(row) => t(`orders.sums.${row}`)} />
      {order.deliveryPrice ? (
        <p className="order-section__text">
          {t('orders.sums.delivery')}: {formatPrice(order.deliveryPrice, locale)}
        </p>
      ) : null}
      <p className="order-section__text">
        {t('orders.payment.title')}: {t(`orders.payment.system.${order.paymentSystemId === 1 ? 1 : 2}` as const)}
        {order.payment ? `, ${t(`orders.payment.${order.payment.status}` as const)}` : null}
      </p>
      <OrderRefundsList refunds={order.refunds} />
    </OrderSection>
  );
}

export function OrderDelivery({ order }: { order: Order }) {
  const t = useOrdersT();
  const { locale } = useIntl();
  const choice = order.deliveryChoice;
  const day = (d: string) => new Date(`${d}T12:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <OrderSection id="order-delivery-title" title={t('orders.delivery')}>
      <p className="order-section__text">
        {t(`orders.delivery.${order.delivery.method}` as const)}: {order.delivery.city}, {order.delivery.address}
      </p>
      {choice ? (
        <p className="order-section__text">
          {t('orders.delivery.choice', {
            provider: choice.providerName,
            price: formatPrice(choice.price, locale),
            dates: choice.dateMin === choice.dateMax ? day(choice.dateMin) : `${day(choice.dateMin)} – ${day(choice.dateMax)}`,
          })}
        </p>
      ) : null}
      {order.trackingNumber ? <p className="order-section__text">{t('orders.delivery.tracking', { number: order.trackingNumber })}</p> : null}
      <ShipmentHistory shipment={order.shipment} title={t('orders.delivery.trackingHistory')} />
      <h3 className="order-section__subtitle">{t('orders.contact')}</h3>
      <p className="order-section__text">
        {order.contact.name}, <span dir="ltr">{order.contact.phone}</span>
        {order.contact.email ? (
          <>
            , <span dir="ltr">{order.contact.email}</span>
          </>
        ) : null}
      </p>
      {order.comment ? (
        <>
          <h3 className="order-section__subtitle">{t('orders.comment')}</h3>
          <p className="order-section__text">{order.comment}</p>
        </>
      ) : null}
    </OrderSection>
  );
}

export function OrderHistory({ order }: { order: Order }) {
  const t = useOrdersT();
  return <OrderHistorySection id="order-history-title" title={t('orders.history')} events={order.events} Badge={OrderStatusBadge} />;
}
