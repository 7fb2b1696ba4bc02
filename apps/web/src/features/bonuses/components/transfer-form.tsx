import type { TransferRecipient } from '@storefront/contract/bonuses';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../../app/use-notify';
import type { ApiError } from '../../../shared/lib/api-error';
import { formatAmount } from '../../../shared/lib/format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useCreateTransferMutation, useLazyFindRecipientQuery } from '../api';
import { useBonusesT } from '../messages';
import { checkAmount, parseBonusAmount } from '../rules';

type Problems = Partial<Record<'refCode' | 'amount' | 'form', string>>;

interface Pending {
  recipient: TransferRecipient;
  amount: number;
  /** One key per confirmed transfer: a retried request is applied once. */
  requestId: string;
}

const newRequestId = () => `tr-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Ref code and amount → the recipient is looked up → confirmation → the transfer. */
export function TransferForm({ available, ownRefCode }: { available: number; ownRefCode: string }) {
  const t = useBonusesT();
  const intl = useIntl();
  const notify = useNotify();
  const ids = { refCode: useId(), amount: useId(), refError: useId(), amountError: useId() };
  const [refCode, setRefCode] = useState('');
  const [amount, setAmount] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const [findRecipient, { isFetching: looking }] = useLazyFindRecipientQuery();
  const [createTransfer, { isLoading }] = useCreateTransferMutation();
  const n = (v: number) => formatAmount(v, intl.locale);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const code = refCode.trim().toUpperCase();
    const found: Problems = {};
    if (code === '') found.refCode = t('bonuses.transfer.error.refCode');
    else if (code === ownRefCode.toUpperCase()) found.refCode = t('bonuses.transfer.error.self');
    const amountProblem = checkAmount(amount, { minimum: 0.01, available });
    if (amountProblem) found.amount = t(`bonuses.withdraw.error.${amountProblem}`, { min: n(0.01), available: n(available) });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const recipient = await findRecipient(code).unwrap();
      setPending({ recipient, amount: parseBonusAmount(amount)!, requestId: newRequestId() });
    } catch (error) {
      setProblems({ refCode: (error as ApiError).fields?.refCode ?? errorMessageOf(error) });
    }
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      await createTransfer({ refCode: pending.recipient.refCode, amount: pending.amount, requestId: pending.requestId }).unwrap();
      notify({ message: t('bonuses.transfer.done', { amount: n(pending.amount), name: pending.recipient.name }) });
      setRefCode('');
      setAmount('');
    } catch (error) {
      const fields = (error as ApiError).fields ?? {};
      setProblems({ refCode: fields.refCode, amount: fields.amount, form: fields.refCode || fields.amount ? undefined : errorMessageOf(error) });
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <form className="bonus-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <label className="bonus-field">
          <span className="bonus-field__label">{t('bonuses.transfer.refCode')}</span>
          <input
            id={ids.refCode}
            className="bonus-field__input"
            dir="ltr"
            autoCapitalize="characters"
            autoComplete="off"
            value={refCode}
            aria-invalid={problems.refCode ? true : undefined}
            aria-describedby={problems.refCode ? ids.refError : undefined}
            onChange={(e) => {
              setRefCode(e.target.value);
              setProblems({ ...problems, refCode: undefined, form: undefined });
            }}
          />
        </label>
        {problems.refCode ? <p id={ids.refError} className="bonus-field__error" role="alert">{problems.refCode}</p> : null}
        <label className="bonus-field">
          <span className="bonus-field__label">{t('bonuses.transfer.amount')}</span>
          <input
            id={ids.amount}
            className="bonus-field__input"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={problems.amount ? true : undefined}
            aria-describedby={problems.amount ? ids.amountError : undefined}
            onChange={(e) => {
              setAmount(e.target.value);
              setProblems({ ...problems, amount: undefined, form: undefined });
            }}
          />
        </label>
        {problems.amount ? <p id={ids.amountError} className="bonus-field__error" role="alert">{problems.amount}</p> : null}
        {problems.form ? <p className="bonus-field__error" role="alert">{problems.form}</p> : null}
        <button type="submit" className="button button--primary bonus-form__submit" disabled={looking || isLoading || available <= 0}>
          {t('bonuses.transfer.next')}
        </button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={t('bonuses.transfer.confirm.title')}
        acceptLabel={t('bonuses.transfer.confirm.accept')}
        cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
        onAccept={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending ? (
          <p>{t('bonuses.transfer.confirm.text', { amount: n(pending.amount), name: pending.recipient.name, refCode: `\u2066${pending.recipient.refCode}\u2069` })}</p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
