import type { Order, OrderActionResponse } from '@storefront/contract/orders';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useNotify } from '../../../shared/lib/use-notify';
import { platform } from '../../../shared/lib/platform';
import { ConfirmButton } from '../../../shared/ui/confirm-button';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useOrderActionMutation, type OrderActionArgs } from '../api';
import { useOrdersT } from '../messages';

/** Pay again while unpaid, cancel while allowed, confirm receipt once delivered, repeat (the available lines go to the cart). */
export function OrderActions({ order }: { order: Order }) {
  const t = useOrdersT();
  const notify = useNotify();
  const navigate = useNavigate();
  const [act, { isLoading }] = useOrderActionMutation();

  const run = async (type: OrderActionArgs['type'], done: (result: OrderActionResponse) => void) => {
    try {
      done(await act({ orderId: order.id, type }).unwrap());
    } catch (error) {
      notify({ message: errorMessageOf(error), type: 'danger' });
    }
  };

  const onPay = () =>
    run('pay', (result) => {
      const url = result.confirmationUrl ?? result.order.payment?.confirmationUrl;
      if (url) platform.openLink(url);
      else notify({ message: t('orders.pay.noLink'), type: 'danger' });
    });

  const onRepeat = () =>
    run('repeat', (result) => {
      const added = (result.added ?? []).reduce((n, l) => n + l.quantity, 0);
      const skipped = (result.skipped ?? []).map((l) => l.name);
      if (added === 0) {
        notify({ message: t('orders.repeat.none'), type: 'warning' });
        return;
      }
      const message = [t('orders.repeat.done', { count: added }), skipped.length ? t('orders.repeat.skipped', { names: skipped.join(', ') }) : '']
        .filter(Boolean)
        .join('. ');
      notify({ message, type: skipped.length ? 'warning' : 'success' });
      void navigate(paths.cart);
    });

  const onConfirmReceipt = () => run('confirmReceipt', () => notify({ message: t('orders.receipt.done', { number: order.number }) }));

  const onCancel = () => void run('cancel', () => notify({ message: t('orders.cancel.done', { number: order.number }) }));

  return (
    <section className="order-actions" aria-label={t('orders.actions')}>
      {order.status === 'delivered' ? (
        <button type="button" className="button button--primary" disabled={isLoading} onClick={() => void onConfirmReceipt()}>
          {t('orders.action.confirmReceipt')}
        </button>
      ) : null}
      {order.canPay ? (
        <button type="button" className="button button--primary" disabled={isLoading} onClick={() => void onPay()}>
          {t('orders.action.pay')}
        </button>
      ) : null}
      <button type="button" className="button button--secondary" disabled={isLoading} onClick={() => void onRepeat()}>
        {t('orders.action.repeat')}
      </button>
      {order.canCancel ? (
        <ConfirmButton
          className="button button--secondary order-actions__cancel"
          disabled={isLoading}
          label={t('orders.action.cancel')}
          title={t('orders.cancel.confirm', { number: order.number })}
          acceptLabel={t('orders.cancel.accept')}
          cancelLabel={t('orders.cancel.keep')}
          onConfirm={onCancel}
        >
          <p>{t('orders.cancel.text')}</p>
        </ConfirmButton>
      ) : null}
    </section>
  );
}
