import { toKopecks, type WithdrawBonusesData, type WithdrawMethod } from '@storefront/contract/bonuses';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../../app/use-notify';
import type { ApiError } from '../../../shared/lib/api-error';
import { formatAmount } from '../../../shared/lib/format';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useCreateWithdrawMutation } from '../api';
import { useBonusesT } from '../messages';
import { checkAmount, checkDetails, formatCardInput, parseBonusAmount } from '../rules';
import { BonusField } from './bonus-field';

type Problems = Partial<Record<'amount' | 'details' | 'form', string>>;

/** Amount, method (card / SBP) and details, checked here first (Luhn, phone format, minimum, available), then by the server. */
export function WithdrawForm({ data, onDone }: { data: WithdrawBonusesData; onDone: () => void }) {
  const t = useBonusesT();
  const intl = useIntl();
  const notify = useNotify();
  const methodName = useId();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<WithdrawMethod>('card');
  const [details, setDetails] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [createWithdraw, { isLoading }] = useCreateWithdrawMutation();
  const n = (v: number) => formatAmount(v, intl.locale);
  const tooLittle = toKopecks(data.available) < toKopecks(data.minimum);

  const validate = (): Problems => {
    const found: Problems = {};
    const amountProblem = checkAmount(amount, data);
    if (amountProblem) found.amount = t(`bonuses.withdraw.error.${amountProblem}`, { min: n(data.minimum), available: n(data.available) });
    const detailsProblem = checkDetails(method, details);
    if (detailsProblem) found.details = t(`bonuses.withdraw.error.${detailsProblem}`);
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await createWithdraw({ amount: parseBonusAmount(amount)!, method, details: details.trim() }).unwrap();
      notify({ message: t('bonuses.withdraw.done') });
      setAmount('');
      setDetails('');
      onDone();
    } catch (error) {
      const fields = (error as ApiError).fields ?? {};
      setProblems({ amount: fields.amount, details: fields.details, form: fields.amount || fields.details ? undefined : errorMessageOf(error) });
    }
  };

  const change = (key: keyof Problems, apply: () => void) => {
    apply();
    if (problems[key] || problems.form) setProblems({ ...problems, [key]: undefined, form: undefined });
  };
  const saved = data.saved[method];

  return (
    <form className="bonus-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <dl className="bonus-form__facts">
        <div>
          <dt>{t('bonuses.withdraw.available')}</dt>
          <dd><span dir="ltr">{n(data.available)}</span></dd>
        </div>
        <div>
          <dt>{t('bonuses.withdraw.minimum')}</dt>
          <dd><span dir="ltr">{n(data.minimum)}</span></dd>
        </div>
      </dl>
      {tooLittle ? <p className="bonus-form__note" role="status">{t('bonuses.withdraw.notEnough', { min: n(data.minimum) })}</p> : null}

      <BonusField label={t('bonuses.withdraw.amount')} inputMode="decimal" autoComplete="off"
        value={amount} error={problems.amount} onChange={(v) => change('amount', () => setAmount(v))} />

      <fieldset className="bonus-choices">
        <legend className="bonus-field__label">{t('bonuses.withdraw.method')}</legend>
        {data.methods.map((m) => (
          <label key={m} className="bonus-choice">
            <input type="radio" name={methodName} value={m} checked={method === m} onChange={() => change('details', () => { setMethod(m); setDetails(''); })} />
            {t(m === 'card' ? 'bonuses.withdraw.card' : 'bonuses.withdraw.sbp')}
          </label>
        ))}
      </fieldset>

      <BonusField
        label={t(method === 'card' ? 'bonuses.withdraw.cardNumber' : 'bonuses.withdraw.phone')}
        dir="ltr"
        inputMode={method === 'card' ? 'numeric' : 'tel'}
        autoComplete={method === 'card' ? 'cc-number' : 'tel'}
        placeholder={method === 'card' ? '0000 0000 0000 0000' : '+7 900 000-00-00'}
        value={details}
        error={problems.details}
        hint={saved ? t('bonuses.withdraw.saved', { details: `\u2066${saved}\u2069` }) : undefined}
        onChange={(v) => change('details', () => setDetails(method === 'card' ? formatCardInput(v) : v))}
      />
      {problems.form ? <p className="bonus-field__error" role="alert">{problems.form}</p> : null}

      <button type="submit" className="button button--primary bonus-form__submit" disabled={isLoading || tooLittle}>
        {t('bonuses.withdraw.submit')}
      </button>
    </form>
  );
}
