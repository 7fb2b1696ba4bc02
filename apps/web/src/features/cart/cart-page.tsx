import { CatalogEmptyState } from '../../shared/commerce/catalog-empty-state';
import type { ComponentType, ReactNode } from 'react';
import { useIntl } from '../../shared/lib/intl';
import { Link } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { useCartQuery, useClearCartMutation } from '../../shared/commerce/commerce-api';
import { formatPrice } from '../../shared/commerce/price';
import { ConfirmButton } from '../../shared/ui/confirm-button';
import { useRequestNotice } from '../../shared/ui/use-request-notice';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { CartIcon } from '../../shared/ui/icons';
import { PageLoader } from '../../shared/ui/loader';
import { CartLine } from './components/cart-line';
import { cartSavings, CartSummary } from './components/cart-summary';
import { CartMessages, useCartT } from './messages';
import { PageHeading } from '../../shared/ui/page-heading';
import './cart.css';

function ClearCartButton() {
  const t = useCartT();
  const request = useRequestNotice();
  const [clear, { isLoading }] = useClearCartMutation();
  return (
    <ConfirmButton
      className="cart-page__clear"
      disabled={isLoading}
      label={t('cart.clear')}
      title={t('cart.clear.confirm')}
      onConfirm={() => void request(clear().unwrap(), t('cart.clear.done'))}
    >
      <p>{t('cart.clear.text')}</p>
    </ConfirmButton>
  );
}

function CartView({ summaryExtra }: { summaryExtra?: ReactNode }) {
  const t = useCartT();
  const { locale } = useIntl();
  const { data, error, refetch, fulfilledTimeStamp } = useCartQuery();

  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!data) return <PageLoader />;
  const { cart } = data;
  if (cart.goodsInfo.length === 0) {
    return <CatalogEmptyState icon={CartIcon} title={t('cart.empty.title')} text={t('cart.empty.text')} linkLabel={t('cart.toCatalog')} />;
  }
  const savings = cartSavings(cart);
  const blocked = cart.goodsInfo.some((line) => line.stock <= 0 || line.Quantity > line.stock);
  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <PageHeading id="cart-title" title={t('cart.title')} note={t('cart.count', { count: cart.cnt_in_cart })} action={<ClearCartButton />} />
      <ul className="stack-list cart-page__lines" aria-label={t('cart.lines')}>
        {cart.goodsInfo.map((line) => (
          <CartLine key={line.ProductId} line={line} fetchedAt={fulfilledTimeStamp} />
        ))}
      </ul>
      <CartSummary cart={cart} extra={summaryExtra} />
      <div className="cart-checkout">
        <div className="cart-checkout__sums">
          <p className="cart-checkout__total">{t('cart.total', { total: formatPrice(cart.total, locale) })}</p>
          {savings > 0 ? <p className="cart-checkout__savings">{t('cart.savings', { amount: formatPrice(savings, locale) })}</p> : null}
        </div>
        {blocked ? (
          <button type="button" className="button button--primary cart-checkout__button" disabled aria-describedby="cart-blocked">
            {t('cart.checkout')}
          </button>
        ) : (
          <Link className="button button--primary cart-checkout__button" to={paths.order}>
            {t('cart.checkout')}
          </Link>
        )}
        {blocked ? (
          <p id="cart-blocked" className="cart-checkout__blocked">
            {t('cart.checkout.blocked')}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** /cart: lines, totals, collapsible details and the checkout button. */
export function CartPage({ summaryExtra }: { summaryExtra?: ReactNode }) {
  return (
    <CartMessages>
      <CartView summaryExtra={summaryExtra} />
    </CartMessages>
  );
}

/** The route table composes another feature's widget (the delivery city) into the summary. */
export function cartScreen(SummaryExtra?: ComponentType): ComponentType {
  return function CartScreen() {
    return <CartPage summaryExtra={SummaryExtra ? <SummaryExtra /> : undefined} />;
  };
}
