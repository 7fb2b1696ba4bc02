import type { CartResponse } from '@storefront/contract/cart';
import type { ReactNode } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { formatPrice } from '../../../shared/commerce/price';
import { useCartT } from '../messages';
import { useShowExpandCart } from '../show-expand-cart';

interface CartSummaryProps {
  cart: CartResponse['cart'];
  /** Composed in by the route table (the delivery city of the geo feature). */
  extra?: ReactNode;
}

/** Savings from old prices; never negative. */
export function cartSavings(cart: Pick<CartResponse['cart'], 'total' | 'oldTotal'>): number {
  return Math.max(0, cart.oldTotal - cart.total);
}

/** Collapsible order details (goods at old prices, discount, total); the open state is stored as showExpandCart. */
export function CartSummary({ cart, extra }: CartSummaryProps) {
  const t = useCartT();
  const { locale } = useIntl();
  const [expanded, setExpanded] = useShowExpandCart();
  const savings = cartSavings(cart);
  return (
    <section className="card cart-summary" aria-label={t('cart.summary')}>
      <details className="cart-summary__details" open={expanded} onToggle={(e) => setExpanded(e.currentTarget.open)}>
        <summary className="cart-summary__toggle">{t('cart.details')}</summary>
        <dl className="cart-summary__list">
          <div>
            <dt>{t('cart.details.goods', { count: cart.cnt_in_cart })}</dt>
            <dd>{formatPrice(Math.max(cart.oldTotal, cart.total), locale)}</dd>
          </div>
          {savings > 0 ? (
            <div className="cart-summary__discount">
              <dt>{t('cart.details.discount')}</dt>
              {/* A negative amount: Intl places the sign and bidi marks right for the locale (RTL included). */}
              <dd>{formatPrice(-savings, locale)}</dd>
            </div>
          ) : null}
          <div className="cart-summary__total">
            <dt>{t('cart.details.total')}</dt>
            <dd>{formatPrice(cart.total, locale)}</dd>
          </div>
        </dl>
      </details>
      {extra ? <div className="cart-summary__extra">{extra}</div> : null}
    </section>
  );
}
