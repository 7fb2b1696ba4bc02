import type { SaleOrder } from '@storefront/contract/sale-orders';
import type { OrderStatus } from '@storefront/contract/orders';
import { useSearchParams } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { OrderDetailScreen } from '../../shared/commerce/order-view';
import { ScreenState } from '../../shared/commerce/screen-state';
import { BackLink } from '../../shared/ui/back-link';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { Pagination } from '../../shared/ui/pagination';
import { useSaleOrderQuery, useSaleOrdersQuery, type SaleOrdersFilter } from './api';
import { ExportLink } from './components/export-link';
import { SaleOrdersFilters, type FilterPatch } from './components/filters';
import { SaleOrderCard } from './components/sale-order-card';
import { SaleOrderBuyer, SaleOrderHistory, SaleOrderLines } from './components/sale-order-facts';
import { SellerActions } from './components/seller-actions';
import { SaleStatusBadge, STATUSES } from './components/status-badge';
import { SaleOrdersMessages, useSaleOrdersT } from './messages';
import '../../shared/ui/seller-admin.css';
import './sale-orders.css';
import { TitledSection } from '../../shared/ui/titled-section';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** The filter as the URL holds it; values that do not parse are ignored rather than sent. */
function filterFrom(params: URLSearchParams): SaleOrdersFilter {
  const status = params.get('status');
  const from = params.get('from');
  const to = params.get('to');
  return {
    status: STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
    showcaseId: positive(params.get('showcaseId')),
    page: positive(params.get('page')) ?? 1,
  };
}

function SaleOrdersList() {
  const t = useSaleOrdersT();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const badPeriod = Boolean(filter.from && filter.to && filter.from > filter.to);
  const { data, error, refetch, isFetching } = useSaleOrdersQuery(filter, { skip: badPeriod });

  const update = (patch: FilterPatch & { page?: number }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ page: undefined, ...patch })) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true });
  };
  const filtered = Boolean(filter.status || filter.from || filter.to || filter.showcaseId !== undefined);

  let body;
  if (error) body = <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  else if (!data) body = badPeriod ? null : <PageLoader />;
  else if (data.orders.length === 0 && data.showcases.length === 0) {
    body = (
      <ScreenState
        title={t('sale.noShowcases.title')}
        text={t('sale.noShowcases.text')}
        link={{ to: paths.showcases, label: t('sale.toShowcases') }}
      />
    );
  } else if (data.orders.length === 0) {
    body = filtered ? (
      <ScreenState title={t('sale.emptyFiltered.title')} text={t('sale.emptyFiltered.text')} />
    ) : (
      <ScreenState title={t('sale.empty.title')} text={t('sale.empty.text')} />
    );
  } else {
    body = (
      <>
        <p className="sale-page__found" role="status">
          {t('sale.found', { count: data.pager.total })}
        </p>
        <ul className="stack-list orders-page__list" aria-label={t('sale.list')} aria-busy={isFetching || undefined}>
          {data.orders.map((order) => (
            <li key={order.id}>
              <SaleOrderCard order={order} showShowcase={data.showcases.length > 1} />
            </li>
          ))}
        </ul>
        <Pagination
          page={data.pager.currentPage + 1}
          totalPages={data.pager.totalPages}
          onChange={(page) => update({ page: page > 1 ? page : undefined })}
        />
      </>
    );
  }

  return (
    <TitledSection titleId="sale-title" title={t('sale.title')} level={1} className="orders-page seller" titleClassName="seller__title">
      <SaleOrdersFilters
        filter={filter}
        showcases={data?.showcases ?? []}
        onChange={update}
        onReset={() => setParams(new URLSearchParams(), { replace: true })}
      />
      {data && data.showcases.length > 0 && !badPeriod ? <ExportLink filter={filter} /> : null}
      {body}
    </TitledSection>
  );
}

function SaleOrderDetail({ id }: { id: number }) {
  const t = useSaleOrdersT();
  return (
    <OrderDetailScreen<SaleOrder>
      query={useSaleOrderQuery(id)}
      back={<BackLink to={paths.saleOrders}>{t('sale.back')}</BackLink>}
      backOnError
      notFound={{ title: t('sale.notFound.title'), text: t('sale.notFound.text') }}
      labelId="sale-order-title"
      titleClassName="seller__title"
      status={(order) => <SaleStatusBadge status={order.status} />}
    >
      {(order) => (
        <>
          <SellerActions order={order} />
          <SaleOrderBuyer order={order} />
          <SaleOrderLines order={order} />
          <SaleOrderHistory order={order} />
        </>
      )}
    </OrderDetailScreen>
  );
}

/** /account/profile/sale-orders: orders placed on the user's showcases; with ?id= one order with the seller's moves. */
export function SaleOrdersPage() {
  const [params] = useSearchParams();
  const id = positive(params.get('id'));
  return <SaleOrdersMessages>{id !== undefined ? <SaleOrderDetail id={id} /> : <SaleOrdersList />}</SaleOrdersMessages>;
}
