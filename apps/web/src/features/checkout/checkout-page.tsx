import { CatalogEmptyState } from '../../shared/commerce/catalog-empty-state';
import { useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { useCartQuery } from '../../shared/commerce/commerce-api';
import { ScreenState } from '../../shared/commerce/screen-state';
import { platform } from '../../shared/lib/platform';
import { useSession, useStartupConfig } from '../../shared/lib/startup';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { CartIcon } from '../../shared/ui/icons';
import { Loader, PageLoader } from '../../shared/ui/loader';
import { useCheckoutInfoQuery, type PlaceOrderResponse } from './api';
import { CheckoutFormView } from './checkout-form';
import { LoginPrompt } from './components/login-prompt';
import { CheckoutMessages, useCheckoutT } from './messages';
import { useCheckoutPlatform } from './use-checkout-platform';
import { isUnauthorised } from '../../shared/lib/http-status';
import '../../shared/ui/panels.css';
import './checkout.css';

function CheckoutData() {
  const t = useCheckoutT();
  const navigate = useNavigate();
  const info = useCheckoutInfoQuery();
  const cart = useCartQuery();
  // Once placed, the cart empties behind us: keep a neutral screen while leaving for payment or success.
  const [leaving, setLeaving] = useState(false);

  const onPlaced = ({ order, confirmationUrl }: PlaceOrderResponse) => {
    setLeaving(true);
    if (confirmationUrl) {
      platform.openLink(confirmationUrl);
      return;
    }
    const path = order.paymentSystemId === 2 ? paths.orderSuccess2 : paths.orderSuccessId;
    void navigate(generatePath(path, { id: String(order.id) }), { replace: true });
  };

  if (leaving) {
    return (
      <div className="checkout__leaving">
        <Loader />
        <p>{t('checkout.redirecting')}</p>
      </div>
    );
  }
  const error = info.error ?? cart.error;
  if (isUnauthorised(info.error)) return <LoginPrompt />;
  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void Promise.all([info.refetch(), cart.refetch()])} />;
  if (!info.data || !cart.data) return <PageLoader />;
  if (!info.data.acceptsOrders) {
    return (
      <ScreenState title={t('checkout.closedTitle')} text={t('checkout.closedText')} link={{ to: paths.actions, label: t('checkout.toActions') }} />
    );
  }
  if (info.data.itemsCount === 0 || cart.data.cart.goodsInfo.length === 0) {
    return <CatalogEmptyState icon={CartIcon} title={t('checkout.emptyTitle')} text={t('checkout.emptyText')} linkLabel={t('checkout.toCatalog')} />;
  }
  const onAlreadyPlaced = (orderId: number) => void navigate(`${paths.orders}?id=${orderId}`, { replace: true });
  return <CheckoutFormView info={info.data} lines={cart.data.cart.goodsInfo} onPlaced={onPlaced} onAlreadyPlaced={onAlreadyPlaced} />;
}

function CheckoutView() {
  const startup = useStartupConfig();
  const { isLogged } = useSession();
  if (!startup) return <PageLoader />;
  if (!isLogged) return <LoginPrompt />;
  return <CheckoutData />;
}

/** /order: checkout on one screen (issue 4). */
export function CheckoutPage() {
  useCheckoutPlatform();
  return (
    <CheckoutMessages>
      <CheckoutView />
    </CheckoutMessages>
  );
}
