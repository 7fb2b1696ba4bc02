import type { Order } from '@storefront/contract/orders';
import { useState } from 'react';
import { platform } from '../../../shared/lib/platform';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { Loader } from '../../../shared/ui/loader';
import { usePayAgainMutation } from '../api';
import { useOrderSuccessT } from '../messages';

/**
 * The card payment's state and what the buyer can do: wait while it is confirmed (the page polls), go back to
 * the payment page, or — after a failed payment — pay again with a fresh link (orderAction pay).
 */
export function PaymentActions({ order, polling }: { order: Order; polling: boolean }) {
  const t = useOrderSuccessT();
  const [payAgain, { isLoading }] = usePayAgainMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (!order.canPay) return null;

  const pay = async () => {
    setFailure(null);
    try {
      const { confirmationUrl } = await payAgain(order.id).unwrap();
      if (confirmationUrl) platform.openLink(confirmationUrl);
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };

  const declined = order.payment?.status === 'canceled' || order.payment === null;
  return (
    <div className="card payment-actions">
      {polling ? (
        <p className="payment-actions__checking">
          <Loader variant="small" />
          {t('success.checking')}
        </p>
      ) : null}
      {declined ? (
        <p className="payment-actions__failed" role="alert">
          {t('success.paymentFailed')}
        </p>
      ) : null}
      {order.payment?.confirmationUrl && !declined ? (
        <a
          className="button button--primary"
          href={order.payment.confirmationUrl}
          onClick={(e) => {
            e.preventDefault();
            platform.openLink(order.payment!.confirmationUrl!);
          }}
        >
          {t('success.goPay')}
        </a>
      ) : (
        <button type="button" className="button button--primary" disabled={isLoading} onClick={() => void pay()}>
          {isLoading ? t('success.paying') : t('success.payAgain')}
        </button>
      )}
      {failure ? (
        <p className="payment-actions__failed" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
