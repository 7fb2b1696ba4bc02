import { useId, useState, type FormEvent } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { parseBonusAmount } from '../../../shared/lib/bonus-amount';
import { formatMoney } from '../../../shared/lib/format';
import { useNotify } from '../../../shared/lib/use-notify';
import { serverProblems } from '../../../shared/ui/server-problems';
import { AmountField, Field } from '../../../shared/ui/form-field';
import { useAdjustAccountMutation, type OperatorAdjustBody } from '../api';
import { useOperatorT } from '../messages';
import { ChoiceChips } from './choice-chips';
import { FormSubmit } from '../../../shared/ui/form-problem';
import { SellerCard } from '../../../shared/ui/seller-card';

type Kind = OperatorAdjustBody['kind'];
// The contract's ADJUSTABLE_ACCOUNTS, spelled here so this chunk does not pull zod in with the schemas.
const KINDS: readonly Kind[] = ['user_network', 'user_local', 'showcase_network', 'showcase_fund'];
type Problems = Partial<Record<'userId' | 'showcaseId' | 'amount' | 'reason' | 'form', string>>;

const newRequestId = () => `adj-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
const idOf = (input: string): number | null => (/^\d{1,9}$/.test(input.trim()) && Number(input) > 0 ? Number(input) : null);

/** The operator credits or debits any account with a reason (a correction, a goodwill credit, a chargeback). */
export function AdjustCard() {
  const t = useOperatorT();
  const { locale } = useIntl();
  const notify = useNotify();
  const kindId = useId();
  const [adjust, { isLoading }] = useAdjustAccountMutation();
  const [kind, setKind] = useState<Kind>('user_network');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [userId, setUserId] = useState('');
  const [showcaseId, setShowcaseId] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const needsUser = kind.startsWith('user_');
  const needsShowcase = kind !== 'user_network';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    const user = idOf(userId);
    const showcase = idOf(showcaseId);
    const value = parseBonusAmount(amount);
    if (needsUser && user === null) found.userId = t('operator.adjust.error.id');
    if (needsShowcase && showcase === null) found.showcaseId = t('operator.adjust.error.id');
    if (value === null || value <= 0) found.amount = t('operator.adjust.error.amount');
    if (reason.trim().length < 3) found.reason = t('operator.adjust.error.reason');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { balance } = await adjust({
        kind,
        ...(needsUser ? { userId: user! } : {}),
        ...(needsShowcase ? { showcaseId: showcase! } : {}),
        amount: direction === 'credit' ? value! : -value!,
        reason: reason.trim(),
        requestId: newRequestId(),
      }).unwrap();
      notify({ message: t('operator.adjust.done', { balance: formatMoney(balance, locale) }) });
      setAmount('');
      setReason('');
    } catch (error) {
      setProblems(serverProblems(error, ['userId', 'showcaseId', 'amount', 'reason']));
    }
  };

  return (
    <SellerCard titleId="operator-adjust-title" title={t('operator.adjust.title')} intro={t('operator.adjust.intro')}>
      <form className="seller" onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={kindId}>
            {t('operator.adjust.kind')}
          </label>
          <select id={kindId} className="control" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`operator.adjust.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        {needsUser ? (
          <Field label={t('operator.adjust.userId')} value={userId} dir="ltr" maxLength={9} error={problems.userId} onChange={setUserId} />
        ) : null}
        {needsShowcase ? (
          <Field
            label={t('operator.adjust.showcaseId')}
            value={showcaseId}
            dir="ltr"
            maxLength={9}
            error={problems.showcaseId}
            onChange={setShowcaseId}
          />
        ) : null}
        <ChoiceChips
          label={t('operator.adjust.direction')}
          value={direction}
          onChange={setDirection}
          options={[
            { value: 'credit', label: t('operator.adjust.credit') },
            { value: 'debit', label: t('operator.adjust.debit') },
          ]}
        />
        <AmountField label={t('operator.adjust.amount')} value={amount} error={problems.amount} onChange={setAmount} />
        <Field label={t('operator.adjust.reason')} value={reason} multiline maxLength={500} error={problems.reason} onChange={setReason} />
        <FormSubmit problem={problems.form} busy={isLoading}>
          {t('operator.adjust.submit')}
        </FormSubmit>
      </form>
    </SellerCard>
  );
}
