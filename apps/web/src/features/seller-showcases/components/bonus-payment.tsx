import { useState } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { useNotify } from '../../../shared/lib/use-notify';
import { checkAmount } from '../../../shared/lib/bonus-amount';
import { formatMoney } from '../../../shared/lib/format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Field } from '../../../shared/ui/form-field';
import { useMemberPayment, type PaymentProblems } from '../../../shared/bonuses/member-payment';
import { useBonusPaymentMutation } from '../bonuses-api';
import { useSellerT } from '../messages';

/** The showcase pays a member network bonuses from its own network account: ref code → who it is → confirmation → payment. */
export function BonusPaymentCard({ showcaseId, balance }: { showcaseId: number; balance: number }) {
  const t = useSellerT();
  const intl = useIntl();
  const notify = useNotify();
  const [comment, setComment] = useState('');
  const [pay] = useBonusPaymentMutation();
  const n = (v: number) => formatMoney(v, intl.locale);
  const { refCode, amount, problems, pending, busy, edit, submit, confirm, cancel } = useMemberPayment({
    keyPrefix: 'bp',
    check: (code, typed) => {
      const found: PaymentProblems = {};
      if (code === '') found.refCode = t('sellerBonuses.pay.error.refCode');
      const amountProblem = checkAmount(typed, { minimum: 0.01, available: balance });
      if (amountProblem) found.amount = t(`sellerBonuses.pay.error.${amountProblem}`, { available: n(balance), availableCount: balance });
      return found;
    },
    send: (p) =>
      pay({ ShowcaseID: showcaseId, refCode: p.recipient.refCode, amount: p.amount, comment: comment.trim(), requestId: p.requestId }).unwrap(),
    onDone: (p) => {
      notify({ message: t('sellerBonuses.pay.done', { amount: n(p.amount), count: p.amount, name: p.recipient.name }) });
      setComment('');
    },
  });

  return (
    <section className="card seller-card" aria-labelledby="bonus-payment-title">
      <h2 id="bonus-payment-title" className="seller-card__title">
        {t('sellerBonuses.pay.title')}
      </h2>
      <p className="muted">{t('sellerBonuses.pay.intro')}</p>
      <p className="seller-bonuses__balance">
        <span>{t('sellerBonuses.pay.balance')}</span>
        <strong dir="ltr">{n(balance)}</strong>
      </p>
      <form className="seller" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={t('sellerBonuses.pay.refCode')}
          value={refCode}
          dir="ltr"
          maxLength={32}
          error={problems.refCode}
          onChange={(v) => edit('refCode', v)}
        />
        <Field
          label={t('sellerBonuses.pay.amount')}
          value={amount}
          inputMode="decimal"
          dir="ltr"
          maxLength={12}
          error={problems.amount}
          onChange={(v) => edit('amount', v)}
        />
        <Field label={t('sellerBonuses.pay.comment')} value={comment} maxLength={300} multiline onChange={setComment} />
        {problems.form ? (
          <p className="field__problem" role="alert">
            {problems.form}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy || balance <= 0}>
          {t('sellerBonuses.pay.next')}
        </button>
        {balance <= 0 ? <p className="muted">{t('sellerBonuses.pay.empty')}</p> : null}
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={t('sellerBonuses.pay.confirm.title')}
        acceptLabel={t('sellerBonuses.pay.confirm.accept')}
        cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
        onAccept={() => void confirm()}
        onCancel={cancel}
      >
        {pending ? (
          <p>
            {t('sellerBonuses.pay.confirm.text', {
              amount: n(pending.amount),
              count: pending.amount,
              name: pending.recipient.name,
              refCode: `\u2066${pending.recipient.refCode}\u2069`,
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
