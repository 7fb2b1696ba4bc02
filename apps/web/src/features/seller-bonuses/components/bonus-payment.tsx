import type { TransferRecipient } from '@storefront/contract/bonuses';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../../app/use-notify';
import type { ApiError } from '../../../shared/lib/api-error';
import { checkAmount, parseBonusAmount } from '../../../shared/lib/bonus-amount';
import { formatAmount } from '../../../shared/lib/format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { Field } from '../../../shared/ui/form-field';
import { useLazyFindRecipientQuery } from '../../bonuses/api';
import { useBonusPaymentMutation } from '../api';
import { useSellerBonusesT } from '../messages';

type Problems = Partial<Record<'refCode' | 'amount' | 'form', string>>;

interface Pending {
  recipient: TransferRecipient;
  amount: number;
  comment: string;
  /** One key per confirmed payment: a retried request is paid once. */
  requestId: string;
}

const newRequestId = () => `bp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The showcase pays a member network bonuses from its own network account: ref code → who it is → confirmation → payment. */
export function BonusPaymentCard({ showcaseId, balance }: { showcaseId: number; balance: number }) {
  const t = useSellerBonusesT();
  const intl = useIntl();
  const notify = useNotify();
  const [refCode, setRefCode] = useState('');
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const [findRecipient, { isFetching: looking }] = useLazyFindRecipientQuery();
  const [pay, { isLoading }] = useBonusPaymentMutation();
  const n = (v: number) => formatAmount(v, intl.locale);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const code = refCode.trim().toUpperCase();
    const found: Problems = {};
    if (code === '') found.refCode = t('sellerBonuses.pay.error.refCode');
    const amountProblem = checkAmount(amount, { minimum: 0.01, available: balance });
    if (amountProblem) found.amount = t(`sellerBonuses.pay.error.${amountProblem}`, { available: n(balance) });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const recipient = await findRecipient(code).unwrap();
      setPending({ recipient, amount: parseBonusAmount(amount)!, comment: comment.trim(), requestId: newRequestId() });
    } catch (error) {
      setProblems({ refCode: (error as ApiError).fields?.refCode ?? errorMessageOf(error) });
    }
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      await pay({ ShowcaseID: showcaseId, refCode: pending.recipient.refCode, amount: pending.amount, comment: pending.comment, requestId: pending.requestId }).unwrap();
      notify({ message: t('sellerBonuses.pay.done', { amount: n(pending.amount), name: pending.recipient.name }) });
      setRefCode('');
      setAmount('');
      setComment('');
    } catch (error) {
      const fields = (error as ApiError).fields ?? {};
      setProblems({ refCode: fields.refCode, amount: fields.amount, form: fields.refCode || fields.amount ? undefined : errorMessageOf(error) });
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="seller-card" aria-labelledby="bonus-payment-title">
      <h2 id="bonus-payment-title" className="seller-card__title">{t('sellerBonuses.pay.title')}</h2>
      <p className="muted">{t('sellerBonuses.pay.intro')}</p>
      <p className="seller-bonuses__balance">
        <span>{t('sellerBonuses.pay.balance')}</span>
        <strong dir="ltr">{n(balance)}</strong>
      </p>
      <form className="seller" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field label={t('sellerBonuses.pay.refCode')} value={refCode} dir="ltr" maxLength={32} error={problems.refCode}
          onChange={(v) => { setRefCode(v); setProblems({ ...problems, refCode: undefined, form: undefined }); }} />
        <Field label={t('sellerBonuses.pay.amount')} value={amount} inputMode="decimal" dir="ltr" maxLength={12} error={problems.amount}
          onChange={(v) => { setAmount(v); setProblems({ ...problems, amount: undefined, form: undefined }); }} />
        <Field label={t('sellerBonuses.pay.comment')} value={comment} maxLength={300} multiline onChange={setComment} />
        {problems.form ? <p className="seller-field__error" role="alert">{problems.form}</p> : null}
        <button type="submit" className="button button--primary" disabled={looking || isLoading || balance <= 0}>{t('sellerBonuses.pay.next')}</button>
        {balance <= 0 ? <p className="muted">{t('sellerBonuses.pay.empty')}</p> : null}
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={t('sellerBonuses.pay.confirm.title')}
        acceptLabel={t('sellerBonuses.pay.confirm.accept')}
        cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
        onAccept={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending ? (
          <p>{t('sellerBonuses.pay.confirm.text', { amount: n(pending.amount), name: pending.recipient.name, refCode: `\u2066${pending.recipient.refCode}\u2069` })}</p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
