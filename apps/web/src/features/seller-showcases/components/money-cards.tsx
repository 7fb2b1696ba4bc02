import type { ShowcaseMoney } from '@storefront/contract/money';
import { useState, type FormEvent } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { payoutTarget, checkPayoutChoice, newChoice, type PayoutChoice } from '../../../shared/bonuses/payout-rules';
import { PayoutPicker } from '../../../shared/bonuses/payout-picker';
import { usePayoutDataQuery } from '../../../shared/bonuses/payout-api';
import { usePayoutT } from '../../../shared/bonuses/payout-messages';
import type { ApiError } from '../../../shared/lib/api-error';
import { checkAmount, parseBonusAmount } from '../../../shared/lib/bonus-amount';
import { formatDate, formatMoney, formatTime } from '../../../shared/lib/format';
import { platform } from '../../../shared/lib/platform';
import { useNotify } from '../../../shared/lib/use-notify';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { Field } from '../../../shared/ui/form-field';
import { StatusPill, type PillTone } from '../../../shared/ui/status-pill';
import { useFundTopupMutation, useShowcaseWithdrawMutation } from '../money-api';
import { useSellerT } from '../messages';

type Problems = Partial<Record<'amount' | 'details' | 'bankId' | 'form', string>>;

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
  const pt = usePayoutT();
  const { locale } = useIntl();
  const notify = useNotify();
  const { data: payout } = usePayoutDataQuery(undefined, { skip: !money.canMoveMoney });
  const [withdraw, { isLoading }] = useShowcaseWithdrawMutation();
  const [amount, setAmount] = useState('');
  const [choice, setChoice] = useState<PayoutChoice | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const n = (v: number) => formatMoney(v, locale);
  const available = money.network.available;
  const tooLittle = available < money.minimumWithdrawal;
  const picked = choice ?? (payout?.destinations[0] ? { destinationId: payout.destinations[0].id } : newChoice());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    const amountProblem = checkAmount(amount, { minimum: money.minimumWithdrawal, available });
    if (amountProblem) found.amount = t(`money.error.${amountProblem}`, { min: n(money.minimumWithdrawal), available: n(available) });
    const target = checkPayoutChoice(picked);
    if (target.details) found.details = pt(`payout.error.${target.details}`);
    if (target.bankId) found.bankId = pt(`payout.error.${target.bankId}`);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await withdraw({ ShowcaseID: showcaseId, amount: parseBonusAmount(amount)!, ...payoutTarget(picked) }).unwrap();
      notify({ message: t('money.withdraw.done') });
      setAmount('');
      setChoice(null);
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
    <section className="card seller-card" aria-labelledby="money-share-title">
      <h2 id="money-share-title" className="seller-card__title">
        {t('money.share.title')}
      </h2>
      <p className="muted">{t('money.share.intro')}</p>
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
          <Field
            label={t('money.withdraw.amount')}
            value={amount}
            inputMode="decimal"
            dir="ltr"
            maxLength={12}
            error={problems.amount}
            hint={t('money.withdraw.minimum', { min: n(money.minimumWithdrawal) })}
            onChange={(v) => {
              setAmount(v);
              setProblems({ ...problems, amount: undefined, form: undefined });
            }}
          />
          {payout ? (
            <PayoutPicker
              destinations={payout.destinations}
              banks={payout.banks}
              methods={payout.methods}
              value={picked}
              problems={{ details: problems.details, bankId: problems.bankId }}
              onChange={(next) => {
                setChoice(next);
                setProblems({ ...problems, details: undefined, bankId: undefined, form: undefined });
              }}
            />
          ) : null}
          {problems.form ? (
            <p className="field__problem" role="alert">
              {problems.form}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={isLoading || tooLittle || !payout}>
            {t('money.withdraw.submit')}
          </button>
        </form>
      ) : null}
    </section>
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
      const fields = (error as ApiError).fields ?? {};
      setProblems({ amount: fields.amount, form: fields.amount ? undefined : errorMessageOf(error) });
    }
  };

  return (
    <section className="card seller-card" aria-labelledby="money-fund-title">
      <h2 id="money-fund-title" className="seller-card__title">
        {t('money.fund.title')}
      </h2>
      <p className="muted">{t('money.fund.intro')}</p>
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
          <Field
            label={t('money.topup.amount')}
            value={amount}
            inputMode="decimal"
            dir="ltr"
            maxLength={12}
            error={problems.amount}
            hint={t('money.topup.hint')}
            onChange={(v) => {
              setAmount(v);
              setProblems({});
            }}
          />
          {problems.form ? (
            <p className="field__problem" role="alert">
              {problems.form}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={isLoading}>
            {t('money.topup.submit')}
          </button>
        </form>
      ) : null}
    </section>
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
    <section className="card seller-card" aria-labelledby="money-withdrawals-title">
      <h2 id="money-withdrawals-title" className="seller-card__title">
        {t('money.withdrawals.title')}
      </h2>
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
    </section>
  );
}

/** Every money move of the showcase (who, what, when, why), newest first. */
export function AuditCard({ money }: { money: ShowcaseMoney }) {
  const t = useSellerT();
  const { locale } = useIntl();
  return (
    <section className="card seller-card" aria-labelledby="money-audit-title">
      <h2 id="money-audit-title" className="seller-card__title">
        {t('money.audit.title')}
      </h2>
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
    </section>
  );
}
