import type { Order } from '@storefront/contract/orders';
import { Link, useParams } from 'react-router';
import { useIntl } from '../../shared/lib/intl';
import { paths } from '../../shared/lib/paths';
import { formatPrice } from '../../shared/commerce/price';
import { ScreenState } from '../../shared/commerce/screen-state';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { awaitsPaymentResult, orderSuccessApi, PAYMENT_POLL_MS, useSuccessOrderQuery } from './api';
import { PaymentActions } from './components/payment-actions';
import { nextSteps, paymentState, titleOf } from './order-state';
import { OrderSuccessMessages, useOrderSuccessT } from './messages';
import { isNotFound } from '../../shared/lib/http-status';
import './order-success.css';

function OrderFacts({ order }: { order: Order }) {
  const t = useOrderSuccessT();
  const { locale } = useIntl();
  return (
    <dl className="card order-success__facts">
      <div>
        <dt>{t('success.status')}</dt>
        <dd data-status={order.status}>{t(`status.${order.status}`)}</dd>
      </div>
      <div>
        <dt>{t('success.payment')}</dt>
        <dd data-payment={paymentState(order)}>{t(`payment.${paymentState(order)}`)}</dd>
      </div>
      <div>
        <dt>{t('success.total')}</dt>
        <dd>{formatPrice(order.total, locale)}</dd>
      </div>
      <div>
        <dt>{t('success.delivery')}</dt>
        <dd>
          {t(order.delivery.method === 'pickup' ? 'success.deliveryPickup' : 'success.deliveryCourier')}
          {/* A Russian address inside Arabic text keeps its own order. */}
          <bdi className="order-success__address">{`${order.delivery.city}, ${order.delivery.address}`}</bdi>
        </dd>
      </div>
    </dl>
  );
}

function OrderSuccessView({ id }: { id: number }) {
  const t = useOrderSuccessT();
  // Poll while the card payment is on its way; the cached answer decides, so polling stops once it settles.
  const cached = orderSuccessApi.endpoints.successOrder.useQueryState(id);
  const polling = awaitsPaymentResult(cached.data);
  const { data: order, error, refetch } = useSuccessOrderQuery(id, { pollingInterval: polling ? PAYMENT_POLL_MS : 0, skipPollingIfUnfocused: false });

  if (error) {
    if (isNotFound(error)) return <NotFound />;
    return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  }
  if (!order) return <PageLoader />;
  const state = paymentState(order);
  return (
    <section className="order-success" aria-labelledby="order-success-title">
      <div
        className={`order-success__badge order-success__badge--${order.status === 'cancelled' ? 'off' : state === 'canceled' ? 'warn' : 'ok'}`}
        aria-hidden="true"
      >
        {order.status === 'cancelled' || state === 'canceled' ? '!' : '✓'}
      </div>
      <h1 id="order-success-title" className="order-success__title">
        {t(titleOf(order))}
      </h1>
      <p className="order-success__number">{t('success.number', { number: order.number })}</p>
      <p className="order-success__thanks">{t('success.thanks')}</p>
      <OrderFacts order={order} />
      <div className="order-success__payment" aria-live="polite">
        <PaymentActions order={order} polling={polling} />
      </div>
      <section className="order-success__next" aria-labelledby="order-success-next">
        <h2 id="order-success-next">{t('success.next')}</h2>
        <ul>
          {nextSteps(order).map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ul>
      </section>
      <SuccessLinks />
    </section>
  );
}

/** On to the shopper's orders, or back to the catalogue. */
function SuccessLinks() {
  const t = useOrderSuccessT();
  return (
    <div className="order-success__links">
      <Link className="button button--primary" to={paths.orders}>
        {t('success.toOrders')}
      </Link>
      <Link className="button button--secondary" to={paths.catalog}>
        {t('success.toCatalog')}
      </Link>
    </div>
  );
}

function NotFound() {
  const t = useOrderSuccessT();
  return <ScreenState title={t('success.notFound')} text={t('success.notFoundText')} link={{ to: paths.orders, label: t('success.toOrders') }} />;
}

function GenericSuccess() {
  const t = useOrderSuccessT();
  return <ScreenState title={t('success.title')} text={t('success.generic')} action={<SuccessLinks />} />;
}

/** /order/success, /order/success/{id} and /order/success2/{id}: the placed order, its payment and what comes next. */
export function OrderSuccessPage() {
  const { id } = useParams();
  const orderId = Number(id);
  return (
    <OrderSuccessMessages>
      {id === undefined ? <GenericSuccess /> : Number.isInteger(orderId) && orderId > 0 ? <OrderSuccessView id={orderId} /> : <NotFound />}
    </OrderSuccessMessages>
  );
}
