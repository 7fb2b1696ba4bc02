import { toKopecks, type WithdrawBonusesData } from '@storefront/contract/bonuses';
import { useState, type FormEvent } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { usePayoutT } from '../../../shared/bonuses/payout-messages';
import { PayoutPicker } from '../../../shared/bonuses/payout-picker';
import { checkPayoutChoice, newChoice, payoutTarget, type PayoutChoice } from '../../../shared/bonuses/payout-rules';
import { useNotify } from '../../../shared/lib/use-notify';
import type { ApiError } from '../../../shared/lib/api-error';
import { formatMoney } from '../../../shared/lib/format';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useCreateWithdrawMutation } from '../api';
import { useBonusesT } from '../messages';
import { checkAmount, parseBonusAmount } from '../rules';
import { BonusField } from './bonus-field';

type Problems = Partial<Record<'amount' | 'details' | 'bankId' | 'form', string>>;

/**
 * Amount and where to pay it (a saved destination, or a card / SBP phone and bank / YooMoney wallet), checked here
 * first (minimum, available, Luhn, phone format, bank), then by the server. Render inside <PayoutMessages>.
 */
export function WithdrawForm({ data, onDone }: { data: WithdrawBonusesData; onDone: () => void }) {
  const t = useBonusesT();
  const pt = usePayoutT();
  const intl = useIntl();
  const notify = useNotify();
  const [amount, setAmount] = useState('');
  const [choice, setChoice] = useState<PayoutChoice | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [createWithdraw, { isLoading }] = useCreateWithdrawMutation();
  const n = (v: number) => formatMoney(v, intl.locale);
  const tooLittle = toKopecks(data.available) < toKopecks(data.minimum);
  const picked = choice ?? (data.destinations[0] ? { destinationId: data.destinations[0].id } : newChoice(data.methods[0]));

  const validate = (): Problems => {
    const found: Problems = {};
    const amountProblem = checkAmount(amount, data);
    if (amountProblem)
      found.amount = t(`bonuses.withdraw.error.${amountProblem}`, {
        min: n(data.minimum),
        minCount: data.minimum,
        available: n(data.available),
        availableCount: data.available,
      });
    const target = checkPayoutChoice(picked);
    if (target.details) found.details = pt(`payout.error.${target.details}`);
    if (target.bankId) found.bankId = pt(`payout.error.${target.bankId}`);
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const { payoutMethod, ...target } = { payoutMethod: undefined, ...payoutTarget(picked) };
    try {
      await createWithdraw({ amount: parseBonusAmount(amount)!, ...(payoutMethod ? { method: payoutMethod } : {}), ...target }).unwrap();
      notify({ message: t('bonuses.withdraw.done') });
      setAmount('');
      setChoice(null);
      onDone();
    } catch (error) {
      const fields = (error as ApiError).fields ?? {};
      const known = fields.amount || fields.details || fields.bankId || fields.destinationId;
      setProblems({
        amount: fields.amount,
        details: fields.details ?? fields.destinationId,
        bankId: fields.bankId,
        form: known ? undefined : errorMessageOf(error),
      });
    }
  };

  return (
    <form className="bonus-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <dl className="bonus-form__facts">
        <div>
          <dt>{t('bonuses.withdraw.available')}</dt>
          <dd>
            <span dir="ltr">{n(data.available)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('bonuses.withdraw.minimum')}</dt>
          <dd>
            <span dir="ltr">{n(data.minimum)}</span>
          </dd>
        </div>
      </dl>
      {tooLittle ? (
        <p className="bonus-form__note" role="status">
          {t('bonuses.withdraw.notEnough', { min: n(data.minimum), minCount: data.minimum })}
        </p>
      ) : null}

      <BonusField
        label={t('bonuses.withdraw.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={problems.amount}
        onChange={(v) => {
          setAmount(v);
          if (problems.amount || problems.form) setProblems({ ...problems, amount: undefined, form: undefined });
        }}
      />

      <PayoutPicker
        destinations={data.destinations}
        banks={data.banks}
        methods={data.methods}
        value={picked}
        problems={{ details: problems.details, bankId: problems.bankId }}
        onChange={(next) => {
          setChoice(next);
          setProblems({ ...problems, details: undefined, bankId: undefined, form: undefined });
        }}
      />
      {problems.form ? (
        <p className="field__problem" role="alert">
          {problems.form}
        </p>
      ) : null}

      <button type="submit" className="button button--primary bonus-form__submit" disabled={isLoading || tooLittle}>
        {t('bonuses.withdraw.submit')}
      </button>
    </form>
  );
}
