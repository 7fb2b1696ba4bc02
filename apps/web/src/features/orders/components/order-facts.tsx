import type { Order } from '@storefront/contract/orders';
import { OrderHistoryList, OrderSection, OrderSumsList } from '../../../shared/commerce/order-view';
import { useOrdersT } from '../messages';
import { OrderStatusBadge } from './status-badge';

export function OrderSums({ order }: { order: Order }) {
  const t = useOrdersT();
  return (
    <OrderSection id="order-sums-title" title={t('orders.sums')}>
      <OrderSumsList
        order={order}
        labels={{ goods: t('orders.sums.goods'), bonusNetwork: t('orders.sums.bonusNetwork'), bonusLocal: t('orders.sums.bonusLocal'), total: t('orders.sums.total') }}
      />
      <p className="order-section__text">
        {t('orders.payment.title')}: {t(`orders.payment.system.${order.paymentSystemId === 1 ? 1 : 2}` as const)}
        {order.payment ? `, ${t(`orders.payment.${order.payment.status}` as const)}` : null}
      </p>
    </OrderSection>
  );
}

export function OrderDelivery({ order }: { order: Order }) {
  const t = useOrdersT();
  return (
    <OrderSection id="order-delivery-title" title={t('orders.delivery')}>
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
    </OrderSection>
  );
}

export function OrderHistory({ order }: { order: Order }) {
  const t = useOrdersT();
  return (
    <OrderSection id="order-history-title" title={t('orders.history')}>
      <OrderHistoryList events={order.events} badge={(status) => <OrderStatusBadge status={status} />} />
    </OrderSection>
  );
}
