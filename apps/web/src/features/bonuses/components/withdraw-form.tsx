import { toKopecks, type WithdrawBonusesData } from '@storefront/contract/bonuses';
import type { FormEvent } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { PayoutPicker } from '../../../shared/bonuses/payout-picker';
import { payoutTarget } from '../../../shared/bonuses/payout-rules';
import { useWithdrawForm } from '../../../shared/bonuses/payout-form';
import { useNotify } from '../../../shared/lib/use-notify';
import { formatMoney } from '../../../shared/lib/format';
import { FormProblem } from '../../../shared/ui/form-problem';
import { useCreateWithdrawMutation } from '../api';
import { useBonusesT } from '../messages';
import { checkAmount, parseBonusAmount } from '../rules';
import { BonusField } from './bonus-field';

/**
 * Amount and where to pay it (a saved destination, or a card / SBP phone and bank / YooMoney wallet), checked here
 * first (minimum, available, Luhn, phone format, bank), then by the server. Render inside <PayoutMessages>.
 */
export function WithdrawForm({ data, onDone }: { data: WithdrawBonusesData; onDone: () => void }) {
  const t = useBonusesT();
  const intl = useIntl();
  const notify = useNotify();
  const form = useWithdrawForm(data.destinations, data.methods[0]);
  const [createWithdraw, { isLoading }] = useCreateWithdrawMutation();
  const n = (v: number) => formatMoney(v, intl.locale);
  const tooLittle = toKopecks(data.available) < toKopecks(data.minimum);
  const facts = [
    ['bonuses.withdraw.available', data.available],
    ['bonuses.withdraw.minimum', data.minimum],
  ] as const;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const amountProblem = checkAmount(form.amount, data);
    const amountText =
      amountProblem &&
      t(`bonuses.withdraw.error.${amountProblem}`, {
        min: n(data.minimum),
        minCount: data.minimum,
        available: n(data.available),
        availableCount: data.available,
      });
    if (!form.check(amountText)) return;
    const { payoutMethod, ...target } = { payoutMethod: undefined, ...payoutTarget(form.picked) };
    try {
      await createWithdraw({ amount: parseBonusAmount(form.amount)!, ...(payoutMethod ? { method: payoutMethod } : {}), ...target }).unwrap();
      notify({ message: t('bonuses.withdraw.done') });
      form.done();
      onDone();
    } catch (error) {
      form.failed(error);
    }
  };

  return (
    <form className="bonus-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <dl className="bonus-form__facts">
        {facts.map(([label, amount]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>
              <span dir="ltr">{n(amount)}</span>
            </dd>
          </div>
        ))}
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
        value={form.amount}
        error={form.problems.amount}
        onChange={form.editAmount}
      />

      <PayoutPicker destinations={data.destinations} banks={data.banks} methods={data.methods} {...form.picker} />
      <FormProblem problem={form.problems.form} />

      <button type="submit" className="button button--primary bonus-form__submit" disabled={isLoading || tooLittle}>
        {t('bonuses.withdraw.submit')}
      </button>
    </form>
  );
}
