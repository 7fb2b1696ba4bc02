import type { Order } from '@storefront/contract/orders';
import { CatalogEmptyState } from '../../shared/commerce/catalog-empty-state';
import { useSearchParams } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { OrderDetailScreen } from '../../shared/commerce/order-view';
import { BackLink } from '../../shared/ui/back-link';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { CartIcon } from '../../shared/ui/icons';
import { PageLoader } from '../../shared/ui/loader';
import { useOrderQuery, useOrdersQuery } from './api';
import { OrderActions } from './components/order-actions';
import { OrderCard } from './components/order-card';
import { OrderDelivery, OrderHistory, OrderSums } from './components/order-facts';
import { OrderLines } from './components/order-lines';
import { OrderStatusBadge } from './components/status-badge';
import { OrdersMessages, useOrdersT } from './messages';
import './orders.css';
import { TitledSection } from '../../shared/ui/titled-section';

function OrdersList() {
  const t = useOrdersT();
  const { data: orders, error, refetch } = useOrdersQuery();
  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!orders) return <PageLoader />;
  return (
    <TitledSection titleId="orders-title" title={t('orders.title')} level={1} className="orders-page" titleClassName="orders-page__title">
      {orders.length === 0 ? (
        <CatalogEmptyState icon={CartIcon} title={t('orders.empty.title')} text={t('orders.empty.text')} linkLabel={t('orders.toCatalog')} />
      ) : (
        <ul className="stack-list orders-page__list" aria-label={t('orders.list')}>
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

function OrderDetail({ id }: { id: number }) {
  const t = useOrdersT();
  return (
    <OrderDetailScreen<Order>
      query={useOrderQuery(id)}
      back={<BackLink to={paths.orders}>{t('orders.back')}</BackLink>}
      notFound={{ title: t('orders.notFound.title'), text: t('orders.notFound.text') }}
      labelId="order-title"
      titleClassName="orders-page__title"
      status={(order) => <OrderStatusBadge status={order.status} />}
    >
      {(order) => (
        <>
          <OrderActions order={order} />
          <OrderLines order={order} />
          <OrderSums order={order} />
          <OrderDelivery order={order} />
          <OrderHistory order={order} />
        </>
      )}
    </OrderDetailScreen>
  );
}

/** /account/profile/orders: the list; with ?id= one order with its lines, sums, history and actions. */
export function OrdersPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return <OrdersMessages>{Number.isSafeInteger(id) && id > 0 ? <OrderDetail id={id} /> : <OrdersList />}</OrdersMessages>;
}
