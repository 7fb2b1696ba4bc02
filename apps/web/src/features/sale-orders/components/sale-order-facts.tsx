import type { SaleOrder } from '@storefront/contract/sale-orders';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatPrice } from '../../../shared/commerce/money';
import { productPath, ProductPicture } from '../../../shared/commerce/product-card';
import { formatDate, formatTime } from '../../../shared/lib/format';
import { useSaleOrdersT } from '../messages';
import { SaleStatusBadge } from './status-badge';

const PAYMENT_STATUSES = ['pending', 'waiting_for_capture', 'succeeded', 'canceled'] as const;
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
const isPaymentStatus = (s: string | null): s is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(s ?? '');

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="sale-section" aria-labelledby={id}>
      <h2 id={id} className="sale-section__title">{title}</h2>
      {children}
    </section>
  );
}

/** Who ordered and how to reach them, where it goes, and what they asked for. */
export function SaleOrderBuyer({ order }: { order: SaleOrder }) {
  const t = useSaleOrdersT();
  return (
    <>
      <Section id="sale-buyer-title" title={t('sale.contact')}>
        <p className="sale-section__text">{order.buyer.name}</p>
        <p className="sale-section__text">
          <a href={`tel:${order.buyer.phone}`} dir="ltr" aria-label={t('sale.contact.phone', { phone: order.buyer.phone })}>{order.buyer.phone}</a>
        </p>
        {order.buyer.email ? (
          <p className="sale-section__text">
            <a href={`mailto:${order.buyer.email}`} dir="ltr" aria-label={t('sale.contact.email', { email: order.buyer.email })}>{order.buyer.email}</a>
          </p>
        ) : null}
      </Section>
      <Section id="sale-delivery-title" title={t('sale.delivery')}>
        <p className="sale-section__text">
          {t(`sale.delivery.${order.delivery.method}` as const)}: {order.delivery.city}, {order.delivery.address}
        </p>
        {order.trackingNumber ? <p className="sale-section__text">{t('sale.delivery.tracking', { number: order.trackingNumber })}</p> : null}
      </Section>
      {order.comment ? (
        <Section id="sale-comment-title" title={t('sale.comment')}>
          <p className="sale-section__text sale-section__comment">{order.comment}</p>
        </Section>
      ) : null}
    </>
  );
}

export function SaleOrderLines({ order }: { order: SaleOrder }) {
  const t = useSaleOrdersT();
  const { locale } = useIntl();
  const rows: Array<[string, number, boolean?]> = [[t('sale.sums.goods'), order.goodsTotal]];
  if (order.bonusNetworkSpent > 0) rows.push([t('sale.sums.bonusNetwork'), -order.bonusNetworkSpent]);
  if (order.bonusLocalSpent > 0) rows.push([t('sale.sums.bonusLocal'), -order.bonusLocalSpent]);
  rows.push([t('sale.sums.total'), order.total, true]);
  const method = t(`sale.payment.system.${order.paymentSystemId === 1 ? 1 : 2}` as const);
  const paid = isPaymentStatus(order.paymentStatus) ? `, ${t(`sale.payment.${order.paymentStatus}` as const)}` : '';
  return (
    <>
      <Section id="sale-lines-title" title={t('sale.lines')}>
        <ul className="sale-lines">
          {order.lines.map((line) => (
            <li key={line.id} className="sale-line">
              <ProductPicture src={line.picture} alt={line.name} className="sale-line__picture" />
              <div className="sale-line__text">
                <Link className="sale-line__name" to={productPath(line.productId)}>{line.name}</Link>
                <p className="sale-line__meta">{t('sale.line.article', { article: line.article })}</p>
                <p className="sale-line__price" dir="auto">{t('sale.line.qty', { quantity: line.quantity, price: formatPrice(line.price, locale) })}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="sale-sums-title" title={t('sale.sums')}>
        <dl className="sale-sums">
          {rows.map(([label, amount, total]) => (
            <div key={label} className={`sale-sums__row${total ? ' sale-sums__row--total' : ''}`}>
              <dt>{label}</dt>
              <dd dir="ltr">{formatPrice(amount, locale)}</dd>
            </div>
          ))}
        </dl>
        <p className="sale-section__text">{t('sale.payment', { method: `${method}${paid}` })}</p>
      </Section>
    </>
  );
}

export function SaleOrderHistory({ order }: { order: SaleOrder }) {
  const t = useSaleOrdersT();
  return (
    <Section id="sale-history-title" title={t('sale.history')}>
      <ol className="sale-history">
        {order.events.map((event, i) => {
          const at = new Date(event.at);
          return (
            <li key={`${event.at}-${i}`} className="sale-history__event">
              <SaleStatusBadge status={event.status} />
              <time dateTime={event.at} className="sale-history__time">{formatDate(at)} {formatTime(at)}</time>
              {event.note ? <p className="sale-history__note">{event.note}</p> : null}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
