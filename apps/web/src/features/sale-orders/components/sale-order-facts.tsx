import { PAYMENT_STATUSES, type PaymentStatus } from '@storefront/contract/orders';
import type { SaleOrder } from '@storefront/contract/sale-orders';
import { useIntl } from '../../../shared/lib/intl';
import { formatPrice } from '../../../shared/commerce/money';
import {
  OrderHistorySection,
  OrderLineList,
  OrderRefundsList,
  OrderSection,
  OrderSumsList,
  ShipmentHistory,
} from '../../../shared/commerce/order-view';
import { useSaleOrdersT } from '../messages';
import { SaleStatusBadge } from './status-badge';

const isPaymentStatus = (s: string | null): s is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(s ?? '');

/** Who ordered and how to reach them, where it goes, and what they asked for. */
export function SaleOrderBuyer({ order }: { order: SaleOrder }) {
  const t = useSaleOrdersT();
  const { locale } = useIntl();
  return (
    <>
      <OrderSection id="sale-buyer-title" title={t('sale.contact')}>
        <p className="order-section__text">{order.buyer.name}</p>
        <p className="order-section__text">
          <a href={`tel:${order.buyer.phone}`} dir="ltr" aria-label={t('sale.contact.phone', { phone: order.buyer.phone })}>
            {order.buyer.phone}
          </a>
        </p>
        {order.buyer.email ? (
          <p className="order-section__text">
            <a href={`mailto:${order.buyer.email}`} dir="ltr" aria-label={t('sale.contact.email', { email: order.buyer.email })}>
              {order.buyer.email}
            </a>
          </p>
        ) : null}
      </OrderSection>
      <OrderSection id="sale-delivery-title" title={t('sale.delivery')}>
        <p className="order-section__text">
          {t(`sale.delivery.${order.delivery.method}` as const)}: {order.delivery.city}, {order.delivery.address}
        </p>
        {order.deliveryChoice ? (
          <p className="order-section__text">
            {t('sale.delivery.choice', {
              provider: order.deliveryChoice.providerName,
              price: formatPrice(order.deliveryChoice.price, locale),
              point: order.deliveryChoice.pointCode ? `${order.deliveryChoice.pointCode}` : '—',
            })}
          </p>
        ) : null}
        {order.trackingNumber ? <p className="order-section__text">{t('sale.delivery.tracking', { number: order.trackingNumber })}</p> : null}
        {order.shipment?.state === 'pending' ? <p className="order-section__text">{t('sale.delivery.pending')}</p> : null}
        {order.shipment?.state === 'failed' ? <p className="order-section__text">{t('sale.delivery.failed')}</p> : null}
        {order.shipment?.hasLabel ? (
          <p className="order-section__text">
            <a href={`/api/account/sale-orders/label.pdf?id=${order.id}`} download>
              {t('sale.delivery.label')}
            </a>
          </p>
        ) : null}
        <ShipmentHistory shipment={order.shipment} title={t('sale.delivery.trackingHistory')} />
      </OrderSection>
      {order.comment ? (
        <OrderSection id="sale-comment-title" title={t('sale.comment')}>
          <p className="order-section__text sale-comment">{order.comment}</p>
        </OrderSection>
      ) : null}
    </>
  );
}

export function SaleOrderLines({ order }: { order: SaleOrder }) {
  const t = useSaleOrdersT();
  const { locale } = useIntl();
  const method = t(`sale.payment.system.${order.paymentSystemId === 1 ? 1 : 2}` as const);
  const paid = isPaymentStatus(order.paymentStatus) ? `, ${t(`sale.payment.${order.paymentStatus}` as const)}` : '';
  return (
    <>
      <OrderSection id="sale-lines-title" title={t('sale.lines')}>
        <OrderLineList lines={order.lines} compact>
          {(line) => (
            <>
              <p className="order-line__meta">{t('sale.line.article', { article: line.article })}</p>
              <p className="order-line__price" dir="auto">
                {t('sale.line.qty', { quantity: line.quantity, price: formatPrice(line.price, locale) })}
              </p>
            </>
          )}
        </OrderLineList>
      </OrderSection>
      <OrderSection id="sale-sums-title" title={t('sale.sums')}>
        <OrderSumsList order={order} label={(row) => t(`sale.sums.${row}`)} />
        <p className="order-section__text">{t('sale.payment', { method: `${method}${paid}` })}</p>
        <OrderRefundsList refunds={order.refunds} />
      </OrderSection>
    </>
  );
}

export function SaleOrderHistory({ order }: { order: SaleOrder }) {
  const t = useSaleOrdersT();
  return <OrderHistorySection id="sale-history-title" title={t('sale.history')} events={order.events} Badge={SaleStatusBadge} />;
}
