import { useIntl } from '../../../shared/lib/intl';
import { useNotify } from '../../../shared/lib/use-notify';
import { formatMoney } from '../../../shared/lib/format';
import { FormProblem } from '../../../shared/ui/form-problem';
import { MemberPaymentConfirm } from '../../../shared/bonuses/member-payment-confirm';
import { useCreateTransferMutation } from '../api';
import { useBonusesT } from '../messages';
import { checkAmount } from '../rules';
import { BonusField } from './bonus-field';
import { useMemberPayment, type PaymentProblems } from '../../../shared/bonuses/member-payment';

/** Ref code and amount → the recipient is looked up → confirmation → the transfer. */
export function TransferForm({ available, ownRefCode }: { available: number; ownRefCode: string }) {
  const t = useBonusesT();
  const intl = useIntl();
  const notify = useNotify();
  const [createTransfer] = useCreateTransferMutation();
  const n = (v: number) => formatMoney(v, intl.locale);
  const { refCode, amount, problems, pending, busy, edit, submit, confirm, cancel } = useMemberPayment({
    keyPrefix: 'tr',
    check: (code, typed) => {
      const found: PaymentProblems = {};
      if (code === '') found.refCode = t('bonuses.transfer.error.refCode');
      else if (code === ownRefCode.toUpperCase()) found.refCode = t('bonuses.transfer.error.self');
      const amountProblem = checkAmount(typed, { minimum: 0.01, available });
      if (amountProblem)
        found.amount = t(`bonuses.withdraw.error.${amountProblem}`, {
          min: n(0.01),
          minCount: 0.01,
          available: n(available),
          availableCount: available,
        });
      return found;
    },
    send: (p) => createTransfer({ refCode: p.recipient.refCode, amount: p.amount, requestId: p.requestId }).unwrap(),
    onDone: (p) => notify({ message: t('bonuses.transfer.done', { amount: n(p.amount), count: p.amount, name: p.recipient.name }) }),
  });

  return (
    <>
      <form className="bonus-form" onSubmit={(e) => void submit(e)} noValidate>
        <BonusField
          label={t('bonuses.transfer.refCode')}
          dir="ltr"
          autoCapitalize="characters"
          autoComplete="off"
          value={refCode}
          error={problems.refCode}
          onChange={(v) => edit('refCode', v)}
        />
        <BonusField
          label={t('bonuses.transfer.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={problems.amount}
          onChange={(v) => edit('amount', v)}
        />
        <FormProblem problem={problems.form} />
        <button type="submit" className="button button--primary bonus-form__submit" disabled={busy || available <= 0}>
          {t('bonuses.transfer.next')}
        </button>
      </form>
      <MemberPaymentConfirm
        pending={pending}
        title={t('bonuses.transfer.confirm.title')}
        acceptLabel={t('bonuses.transfer.confirm.accept')}
        text={(values) => t('bonuses.transfer.confirm.text', values)}
        onAccept={() => void confirm()}
        onCancel={cancel}
      />
    </>
  );
}
