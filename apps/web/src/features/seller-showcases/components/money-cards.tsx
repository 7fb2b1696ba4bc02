import type { ShowcaseMoney } from '@storefront/contract/money';
import { useState, type FormEvent } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { payoutTarget } from '../../../shared/bonuses/payout-rules';
import { useWithdrawForm } from '../../../shared/bonuses/payout-form';
import { PayoutPicker } from '../../../shared/bonuses/payout-picker';
import { usePayoutDataQuery } from '../../../shared/bonuses/payout-api';
import { checkAmount, parseBonusAmount } from '../../../shared/lib/bonus-amount';
import { formatDate, formatMoney, formatTime } from '../../../shared/lib/format';
import { platform } from '../../../shared/lib/platform';
import { useNotify } from '../../../shared/lib/use-notify';
import { serverProblems } from '../../../shared/ui/server-problems';
import { AmountField } from '../../../shared/ui/form-field';
import { FormSubmit } from '../../../shared/ui/form-problem';
import { SellerCard } from '../../../shared/ui/seller-card';
import { StatusPill, type PillTone } from '../../../shared/ui/status-pill';
import { useFundTopupMutation, useShowcaseWithdrawMutation } from '../money-api';
import { useSellerT } from '../messages';

type Problems = Partial<Record<'amount' | 'form', string>>;

const newRequestId = () => `topup-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
const when = (iso: string) => {
  const d = new Date(iso);
  return `${formatDate(d)} ${formatTime(d)}`;
};

function Facts({ rows }: { rows: Array<[string, number]> }) {
  const { locale } = useIntl();
  return (
    <dl className="seller-bonuses__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd dir="ltr">{formatMoney(value, locale)} ₽</dd>
        </div>
      ))}
    </dl>
  );
}

/** The owner's network share: available, pending, reserved by withdrawals; the owner withdraws it to a payout destination. */
export function ShareCard({ showcaseId, money }: { showcaseId: number; money: ShowcaseMoney }) {
  const t = useSellerT();
  const { locale } = useIntl();
  const notify = useNotify();
  const { data: payout } = usePayoutDataQuery(undefined, { skip: !money.canMoveMoney });
  const [withdraw, { isLoading }] = useShowcaseWithdrawMutation();
  const form = useWithdrawForm(payout?.destinations);
  const n = (v: number) => formatMoney(v, locale);
  const available = money.network.available;
  const tooLittle = available < money.minimumWithdrawal;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const amountProblem = checkAmount(form.amount, { minimum: money.minimumWithdrawal, available });
    if (!form.check(amountProblem && t(`money.error.${amountProblem}`, { min: n(money.minimumWithdrawal), available: n(available) }))) return;
    try {
      await withdraw({ ShowcaseID: showcaseId, amount: parseBonusAmount(form.amount)!, ...payoutTarget(form.picked) }).unwrap();
      notify({ message: t('money.withdraw.done') });
      form.done();
    } catch (error) {
      form.failed(error);
    }
  };

  return (
    <SellerCard titleId="money-share-title" title={t('money.share.title')} intro={t('money.share.intro')}>
      <Facts
        rows={[
          [t('money.share.available'), available],
          [t('money.share.pending'), money.network.pending],
          [t('money.share.reserved'), money.network.reserved],
        ]}
      />
      {money.canMoveMoney ? (
        <form className="seller" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('money.withdraw.title')}>
          <h3 className="seller-card__title">{t('money.withdraw.title')}</h3>
          {tooLittle ? <p className="muted">{t('money.withdraw.tooLittle', { min: n(money.minimumWithdrawal) })}</p> : null}
          <AmountField
            label={t('money.withdraw.amount')}
            value={form.amount}
            error={form.problems.amount}
            hint={t('money.withdraw.minimum', { min: n(money.minimumWithdrawal) })}
            onChange={form.editAmount}
          />
          {payout ? <PayoutPicker destinations={payout.destinations} banks={payout.banks} methods={payout.methods} {...form.picker} /> : null}
          <FormSubmit problem={form.problems.form} busy={isLoading || tooLittle || !payout}>
            {t('money.withdraw.submit')}
          </FormSubmit>
        </form>
      ) : null}
    </SellerCard>
  );
}

/** «Баланс страницы»: the cashback fund; the owner tops it up by card (the provider's payment page, then back here). */
export function FundCard({ showcaseId, money }: { showcaseId: number; money: ShowcaseMoney }) {
  const t = useSellerT();
  const { locale } = useIntl();
  const [topup, { isLoading }] = useFundTopupMutation();
  const [amount, setAmount] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const waiting = money.topups.filter((p) => p.status === 'pending' && p.confirmationUrl);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkAmount(amount, { minimum: 1, available: 100_000_000 });
    if (problem) {
      setProblems({ amount: t(`money.topup.error.${problem === 'belowMinimum' ? 'belowMinimum' : problem === 'required' ? 'required' : 'format'}`) });
      return;
    }
    try {
      const { confirmationUrl } = await topup({ ShowcaseID: showcaseId, amount: parseBonusAmount(amount)!, requestId: newRequestId() }).unwrap();
      setAmount('');
      if (confirmationUrl) platform.openLink(confirmationUrl);
    } catch (error) {
      setProblems(serverProblems(error, ['amount']));
    }
  };

  return (
    <SellerCard titleId="money-fund-title" title={t('money.fund.title')} intro={t('money.fund.intro')}>
      <Facts
        rows={[
          [t('money.fund.available'), money.fund.available],
          [t('money.fund.pending'), money.fund.pending],
        ]}
      />
      {waiting.map((p) => (
        <p key={p.id} className="seller__row">
          <span>{t('money.topup.waiting', { amount: formatMoney(p.amount, locale), date: when(p.createdAt) })}</span>
          <a className="chip" href={p.confirmationUrl!}>
            {t('money.topup.pay')}
          </a>
        </p>
      ))}
      {money.canMoveMoney ? (
        <form className="seller" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('money.topup.title')}>
          <AmountField
            label={t('money.topup.amount')}
            value={amount}
            error={problems.amount}
            hint={t('money.topup.hint')}
            onChange={(v) => {
              setAmount(v);
              setProblems({});
            }}
          />
          <FormSubmit problem={problems.form} busy={isLoading}>
            {t('money.topup.submit')}
          </FormSubmit>
        </form>
      ) : null}
    </SellerCard>
  );
}

const WITHDRAWAL_TONE: Record<ShowcaseMoney['withdrawals'][number]['status'], PillTone> = {
  requested: 'warning',
  processing: 'accent',
  paid: 'success',
  rejected: 'danger',
};

/** The owner's withdrawals of the share, newest first, with their status. */
export function WithdrawalsCard({ money }: { money: ShowcaseMoney }) {
  const t = useSellerT();
  const { locale } = useIntl();
  if (money.withdrawals.length === 0) return null;
  return (
    <SellerCard titleId="money-withdrawals-title" title={t('money.withdrawals.title')}>
      <ul className="stack-list">
        {money.withdrawals.map((w) => (
          <li key={w.id} className="money-row">
            <div className="money-row__head">
              <strong dir="ltr">{formatMoney(w.amount, locale)} ₽</strong>
              <StatusPill tone={WITHDRAWAL_TONE[w.status]}>{t(`money.withdrawal.${w.status}`)}</StatusPill>
            </div>
            <p className="muted">
              <bdi dir="ltr">{w.details}</bdi> · {when(w.createdAt)}
            </p>
            {w.rejectReason ? <p className="muted">{t('money.withdrawal.reason', { reason: w.rejectReason })}</p> : null}
            {w.paidReference ? <p className="muted">{t('money.withdrawal.reference', { reference: w.paidReference })}</p> : null}
          </li>
        ))}
      </ul>
    </SellerCard>
  );
}

/** Every money move of the showcase (who, what, when, why), newest first. */
export function AuditCard({ money }: { money: ShowcaseMoney }) {
  const t = useSellerT();
  const { locale } = useIntl();
  return (
    <SellerCard titleId="money-audit-title" title={t('money.audit.title')}>
      {money.audit.length === 0 ? (
        <p className="muted">{t('money.audit.empty')}</p>
      ) : (
        <ul className="stack-list">
          {money.audit.map((a) => (
            <li key={a.id} className="money-row">
              <div className="money-row__head">
                <span>{t(`money.audit.${a.action}`)}</span>
                {a.amount !== 0 ? (
                  <strong dir="ltr" className={a.amount > 0 ? 'money-row__in' : 'money-row__out'}>
                    {a.amount > 0 ? '+' : '−'}
                    {formatMoney(Math.abs(a.amount), locale)} ₽
                  </strong>
                ) : null}
              </div>
              <p className="muted">
                <time dateTime={a.at}>{when(a.at)}</time>
                {a.actor ? ` · ${t('money.audit.actor', { name: a.actor })}` : ''}
                {a.counterpart ? ` · ${t('money.audit.counterpart', { name: a.counterpart })}` : ''}
              </p>
              {a.reason ? <p className="money-row__reason">{a.reason}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </SellerCard>
  );
}
