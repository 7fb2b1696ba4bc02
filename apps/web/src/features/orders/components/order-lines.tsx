import type { Order } from '@storefront/contract/orders';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { formatPrice } from '../../../shared/commerce/price';
import { productPath, ProductPicture } from '../../../shared/commerce/product-card';
import { useOrdersT } from '../messages';

const claimPath = (orderId: number, article: string) => `${paths.claimNew}?${new URLSearchParams({ id: String(orderId), article })}`;

export function OrderLines({ order }: { order: Order }) {
  const t = useOrdersT();
  const { locale } = useIntl();
  return (
    <section className="order-section" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title" className="order-section__title">{t('orders.lines')}</h2>
      <ul className="order-lines">
        {order.lines.map((line) => (
          <li key={line.id} className="order-line">
            <ProductPicture src={line.picture} alt={line.name} className="order-line__picture" />
            <div className="order-line__text">
              <Link className="order-line__name" to={productPath(line.productId)}>{line.name}</Link>
              <p className="order-line__meta">{t('orders.line.article', { article: line.article })}</p>
              <p className="order-line__price">{t('orders.line.qty', { quantity: line.quantity, price: formatPrice(line.price, locale) })}</p>
              {line.claimable ? (
                <Link className="order-line__claim" to={claimPath(order.id, line.article)} aria-label={t('orders.line.claimFor', { name: line.name })}>
                  {t('orders.line.claim')}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
