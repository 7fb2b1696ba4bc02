import type { Order } from '@storefront/contract/orders';
import { CatalogEmptyState } from '../../shared/commerce/catalog-empty-state';
import { useSearchParams } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { OrderDetailScreen } from '../../shared/commerce/order-view';
import { BackLink } from '../../shared/ui/back-link';
import { CartIcon } from '../../shared/ui/icons';
import { useOrderQuery, useOrdersQuery } from './api';
import { OrderActions } from './components/order-actions';
import { OrderCard } from './components/order-card';
import { OrderDelivery, OrderHistory, OrderSums } from './components/order-facts';
import { OrderLines } from './components/order-lines';
import { OrderStatusBadge } from './components/status-badge';
import { OrdersMessages, useOrdersT } from './messages';
import './orders.css';
import { ListScreen } from '../../shared/ui/list-screen';

function OrdersList() {
  const t = useOrdersT();
  return (
    <ListScreen<Order>
      query={useOrdersQuery()}
      name="orders"
      title={t('orders.title')}
      listLabel={t('orders.list')}
      empty={<CatalogEmptyState icon={CartIcon} title={t('orders.empty.title')} text={t('orders.empty.text')} linkLabel={t('orders.toCatalog')} />}
    >
      {(order) => <OrderCard order={order} />}
    </ListScreen>
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
