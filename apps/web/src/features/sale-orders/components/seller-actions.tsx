import { TRACKING_NUMBER_PATTERN, type SellerAction } from '@storefront/contract/sale-order-rules';
import type { SaleOrder } from '@storefront/contract/sale-orders';
import { useState, type ReactNode } from 'react';
import { useNotify } from '../../../shared/lib/use-notify';
import type { ApiError } from '../../../shared/lib/api-error';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { Field } from '../../../shared/ui/form-field';
import { useSellerOrderActionMutation, type SellerActionArgs } from '../api';
import { useSaleOrdersT } from '../messages';

/** A refused move explains itself in `fields.status` (e.g. "Заказ в статусе «…» нельзя…"); else the message. */
function reasonOf(error: unknown): string {
  const fields = (error as Partial<ApiError> | null)?.fields;
  return fields?.status ?? Object.values(fields ?? {})[0] ?? errorMessageOf(error);
}

/** The dialog of a move that asks for a word first (ship: the tracking number, cancel: the reason), in that move's words. */
function MoveDialog({
  move,
  open,
  number,
  onAccept,
  onClose,
  children,
}: {
  move: 'ship' | 'cancel';
  open: boolean;
  number: string;
  onAccept: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useSaleOrdersT();
  return (
    <ConfirmDialog
      open={open}
      title={t(`sale.${move}.title`, { number })}
      acceptLabel={t(`sale.${move}.accept`)}
      cancelLabel={t(`sale.${move}.keep`)}
      onAccept={onAccept}
      onCancel={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}

/** Buttons for the moves the server says are legal now; ship asks for a tracking number, cancel for a reason. */
export function SellerActions({ order }: { order: SaleOrder }) {
  const t = useSaleOrdersT();
  const notify = useNotify();
  const [act, { isLoading }] = useSellerOrderActionMutation();
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const run = async (args: SellerActionArgs) => {
    try {
      const { order: next } = await act(args).unwrap();
      setDialog(null);
      notify({ message: t('sale.action.done', { number: next.number, status: t(`sale.status.${next.status}` as const) }) });
    } catch (error) {
      notify({ message: reasonOf(error), type: 'danger' });
    }
  };

  const open = (which: 'ship' | 'cancel') => {
    setProblem(undefined);
    setDialog(which);
  };

  const onClick = (action: SellerAction) => {
    // With a delivery service chosen at checkout, shipping creates its shipment and the service gives the number.
    if (action === 'ship' && order.deliveryChoice) void run({ orderId: order.id, type: 'ship' });
    else if (action === 'ship' || action === 'cancel') open(action);
    else void run({ orderId: order.id, type: action });
  };

  const onShip = () => {
    const value = tracking.trim();
    if (!TRACKING_NUMBER_PATTERN.test(value)) return setProblem(t('sale.ship.invalid'));
    void run({ orderId: order.id, type: 'ship', trackingNumber: value });
  };

  const onCancel = () => {
    const value = reason.trim();
    if (value.length < 3) return setProblem(t('sale.cancel.invalid'));
    void run({ orderId: order.id, type: 'cancel', reason: value });
  };

  return (
    <section className="sale-actions" aria-label={t('sale.actions')}>
      {order.actions.length === 0 ? <p className="order-section__text sale-actions__none">{t('sale.actions.none')}</p> : null}
      {order.actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`button ${action === 'cancel' ? 'button--secondary sale-actions__cancel' : 'button--primary'}`}
          disabled={isLoading}
          onClick={() => onClick(action)}
        >
          {t(`sale.action.${action}` as const)}
        </button>
      ))}
      <MoveDialog move="ship" open={dialog === 'ship'} number={order.number} onAccept={onShip} onClose={() => setDialog(null)}>
        <Field
          label={t('sale.ship.tracking')}
          value={tracking}
          onChange={setTracking}
          hint={t('sale.ship.hint')}
          error={problem}
          maxLength={40}
          dir="ltr"
        />
      </MoveDialog>
      <MoveDialog move="cancel" open={dialog === 'cancel'} number={order.number} onAccept={onCancel} onClose={() => setDialog(null)}>
        <p>{t('sale.cancel.text')}</p>
        <Field label={t('sale.cancel.reason')} value={reason} onChange={setReason} error={problem} maxLength={500} multiline />
      </MoveDialog>
    </section>
  );
}
