import type { NetworkSettings } from '@storefront/contract/operator';
import { useState, type FormEvent } from 'react';
import { useNotify } from '../../../shared/lib/use-notify';
import { formatDate } from '../../../shared/lib/format';
import { ErrorFallback, errorMessageOf } from '../../../shared/ui/error-fallback';
import { Field } from '../../../shared/ui/form-field';
import { PageLoader } from '../../../shared/ui/loader';
import { useNetworkSettingsQuery, useUpdateNetworkSettingsMutation } from '../api';
import { useOperatorT } from '../messages';
import { FormProblem } from '../../../shared/ui/form-problem';

type Key = 'owner' | 'l1' | 'l2' | 'l3' | 'maturationDays' | 'withdrawalMin' | 'networkCap' | 'localCap';
type Values = Record<Key, string>;

/** Limits of contract/operator networkSettingsSchema (its schema is not imported: it would pull zod into the chunk). */
const RANGES: Record<Key, [number, number]> = {
  owner: [0, 100],
  l1: [0, 100],
  l2: [0, 100],
  l3: [0, 100],
  maturationDays: [0, 365],
  withdrawalMin: [1, 1_000_000],
  networkCap: [0, 100],
  localCap: [0, 100],
};
const SPLIT: readonly Key[] = ['owner', 'l1', 'l2', 'l3'];

function toValues(s: NetworkSettings): Values {
  const [l1, l2, l3] = s.split.levels;
  return {
    owner: String(s.split.showcaseOwner),
    l1: String(l1),
    l2: String(l2),
    l3: String(l3),
    maturationDays: String(s.maturationDays),
    withdrawalMin: String(s.withdrawalMin),
    networkCap: String(s.networkSpendCapPercent),
    localCap: String(s.localSpendCapPercent),
  };
}

const whole = (text: string): number | null => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);

function invalidKeys(v: Values): Key[] {
  return (Object.keys(RANGES) as Key[]).filter((k) => {
    const n = whole(v[k]);
    return n === null || n < RANGES[k][0] || n > RANGES[k][1];
  });
}

/** The network's bonus rules: pool split (summing to 100), maturation, withdrawal minimum, checkout spend caps. */
export function SettingsTab() {
  const t = useOperatorT();
  const notify = useNotify();
  const { data, error, refetch } = useNetworkSettingsQuery();
  const [save, { isLoading }] = useUpdateNetworkSettingsMutation();
  // The form shows the saved rules until the operator edits them.
  const [edited, setValues] = useState<Values | null>(null);
  const values = edited ?? (data ? toValues(data.settings) : null);
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string>();

  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!data || !values) return <PageLoader />;

  const bad = invalidKeys(values);
  const sum = SPLIT.reduce((acc, k) => acc + (whole(values[k]) ?? 0), 0);
  const sumWrong = sum !== 100;
  const errorOf = (k: Key) => (touched && bad.includes(k) ? t('operator.n.range', { min: RANGES[k][0], max: RANGES[k][1] }) : undefined);
  const field = (k: Key, label: string, hint?: string) => (
    <Field
      label={label}
      value={values[k]}
      onChange={(v) => setValues({ ...values, [k]: v })}
      inputMode="decimal"
      maxLength={7}
      dir="ltr"
      hint={hint}
      error={errorOf(k)}
    />
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (bad.length > 0 || sumWrong) return;
    const n = (k: Key) => whole(values[k]) ?? 0;
    try {
      await save({
        split: { showcaseOwner: n('owner'), levels: [n('l1'), n('l2'), n('l3')] },
        maturationDays: n('maturationDays'),
        withdrawalMin: n('withdrawalMin'),
        networkSpendCapPercent: n('networkCap'),
        localSpendCapPercent: n('localCap'),
      }).unwrap();
      setProblem(undefined);
      notify({ message: t('operator.n.saved') });
    } catch (e) {
      const fields = (e as { fields?: Record<string, string> }).fields;
      setProblem(fields ? Object.values(fields).join(' ') : errorMessageOf(e));
    }
  };

  return (
    <form className="operator-tab" onSubmit={(e) => void onSubmit(e)} noValidate>
      <fieldset className="card seller-card operator-fieldset">
        <legend className="seller-card__title">{t('operator.n.split')}</legend>
        <p className="muted">{t('operator.n.splitHint')}</p>
        <div className="operator-split">
          {field('owner', t('operator.n.owner'))}
          {field('l1', t('operator.n.level', { level: 1 }))}
          {field('l2', t('operator.n.level', { level: 2 }))}
          {field('l3', t('operator.n.level', { level: 3 }))}
        </div>
        <p className={sumWrong ? 'field__problem' : 'seller-field__ok'} role={touched && sumWrong ? 'alert' : undefined}>
          {sumWrong ? t('operator.n.sumError', { sum }) : t('operator.n.sum', { sum })}
        </p>
      </fieldset>
      <div className="card seller-card">
        {field('maturationDays', t('operator.n.maturation'), t('operator.n.maturationHint'))}
        {field('withdrawalMin', t('operator.n.withdrawalMin'))}
        {field('networkCap', t('operator.n.networkCap'))}
        {field('localCap', t('operator.n.localCap'))}
      </div>
      <FormProblem problem={problem} />
      <div className="seller__row">
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {t('operator.n.save')}
        </button>
        {data.updatedAt ? <span className="muted">{t('operator.n.updated', { date: formatDate(new Date(data.updatedAt)) })}</span> : null}
      </div>
    </form>
  );
}
