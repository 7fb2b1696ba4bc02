import { useState } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { useNotify } from '../../../shared/lib/use-notify';
import { checkAmount } from '../../../shared/lib/bonus-amount';
import { formatMoney } from '../../../shared/lib/format';
import { AmountField, Field } from '../../../shared/ui/form-field';
import { FormSubmit } from '../../../shared/ui/form-problem';
import { SellerCard } from '../../../shared/ui/seller-card';
import { MemberPaymentConfirm } from '../../../shared/bonuses/member-payment-confirm';
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
    <SellerCard titleId="bonus-payment-title" title={t('sellerBonuses.pay.title')} intro={t('sellerBonuses.pay.intro')}>
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
        <AmountField label={t('sellerBonuses.pay.amount')} value={amount} error={problems.amount} onChange={(v) => edit('amount', v)} />
        <Field label={t('sellerBonuses.pay.comment')} value={comment} maxLength={300} multiline onChange={setComment} />
        <FormSubmit problem={problems.form} busy={busy || balance <= 0}>
          {t('sellerBonuses.pay.next')}
        </FormSubmit>
        {balance <= 0 ? <p className="muted">{t('sellerBonuses.pay.empty')}</p> : null}
      </form>
      <MemberPaymentConfirm
        pending={pending}
        title={t('sellerBonuses.pay.confirm.title')}
        acceptLabel={t('sellerBonuses.pay.confirm.accept')}
        text={(values) => t('sellerBonuses.pay.confirm.text', values)}
        onAccept={() => void confirm()}
        onCancel={cancel}
      />
    </SellerCard>
  );
}
