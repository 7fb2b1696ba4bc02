import type { Order } from '@storefront/contract/orders';
import { useIntl } from '../../../shared/lib/intl';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { OrderLineList, OrderSection } from '../../../shared/commerce/order-view';
import { formatPrice } from '../../../shared/commerce/price';
import { useOrdersT } from '../messages';

const claimPath = (orderId: number, article: string) => `${paths.claimNew}?${new URLSearchParams({ id: String(orderId), article })}`;

export function OrderLines({ order }: { order: Order }) {
  const t = useOrdersT();
  const { locale } = useIntl();
  return (
    <OrderSection id="order-lines-title" title={t('orders.lines')}>
      <OrderLineList lines={order.lines}>
        {(line) => (
          <>
            <p className="order-line__meta">{t('orders.line.article', { article: line.article })}</p>
            <p className="order-line__price">{t('orders.line.qty', { quantity: line.quantity, price: formatPrice(line.price, locale) })}</p>
            {line.claimable ? (
              <Link className="order-line__claim" to={claimPath(order.id, line.article)} aria-label={t('orders.line.claimFor', { name: line.name })}>
                {t('orders.line.claim')}
              </Link>
            ) : null}
          </>
        )}
      </OrderLineList>
    </OrderSection>
  );
}
