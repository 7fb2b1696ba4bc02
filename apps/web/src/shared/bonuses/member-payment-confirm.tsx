import { formatMoney } from '../lib/format';
import { useIntl } from '../lib/intl';
import { ConfirmDialog } from '../ui/confirm-dialog';
import type { PendingPayment } from './member-payment';

/**
 * The question before a payment to a member is sent: who gets how much. `text` words it from the amount (already
 * formatted), its count (for plurals), the member's name and ref code (isolated left to right).
 */
export function MemberPaymentConfirm({
  pending,
  title,
  acceptLabel,
  text,
  onAccept,
  onCancel,
}: {
  pending: PendingPayment | null;
  title: string;
  acceptLabel: string;
  text: (values: { amount: string; count: number; name: string; refCode: string }) => string;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={pending !== null}
      title={title}
      acceptLabel={acceptLabel}
      cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
      onAccept={onAccept}
      onCancel={onCancel}
    >
      {pending ? (
        <p>
          {text({
            amount: formatMoney(pending.amount, intl.locale),
            count: pending.amount,
            name: pending.recipient.name,
            refCode: `\u2066${pending.recipient.refCode}\u2069`,
          })}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
