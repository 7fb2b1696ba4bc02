import type { WithdrawMethod } from '@storefront/contract/bonuses';
import { useId, useState } from 'react';
import type { ApiError } from '../lib/api-error';
import { useNotify } from '../lib/use-notify';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { errorMessageOf } from '../ui/error-fallback';
import { useDeletePayoutDestinationMutation, useSavePayoutDestinationMutation, type PayoutDestination } from './payout-api';
import { usePayoutT } from './payout-messages';
import { checkPayoutChoice, formatCardInput, newChoice, type PayoutChoice } from './payout-rules';
import './payout-picker.css';
import { NamedOptions } from '../ui/named-options';
import { FormProblem } from '../ui/form-problem';

export interface PayoutPickerProps {
  destinations: readonly PayoutDestination[];
  banks: ReadonlyArray<{ id: string; name: string }>;
  methods: readonly WithdrawMethod[];
  value: PayoutChoice;
  onChange: (choice: PayoutChoice) => void;
  /** Problems to show under the details and the bank (already in words). */
  problems?: Partial<Record<'details' | 'bankId', string | undefined>>;
}

const FIELD: Record<WithdrawMethod, { label: 'payout.cardNumber' | 'payout.phone' | 'payout.wallet'; placeholder: string; mode: 'numeric' | 'tel' }> =
  {
    card: { label: 'payout.cardNumber', placeholder: '0000 0000 0000 0000', mode: 'numeric' },
    sbp: { label: 'payout.phone', placeholder: '+7 900 000-00-00', mode: 'tel' },
    yoomoney: { label: 'payout.wallet', placeholder: '4100 0000 0000 0', mode: 'numeric' },
  };

/**
 * Where a withdrawal is paid: one of the member's saved destinations (masked; each can be deleted) or new details —
 * a bank card, an SBP phone with the recipient's bank, a YooMoney wallet — which can be saved for later.
 * Render inside <PayoutMessages>.
 */
export function PayoutPicker({ destinations, banks, methods, value, onChange, problems = {} }: PayoutPickerProps) {
  const t = usePayoutT();
  const notify = useNotify();
  const name = useId();
  const detailsId = useId();
  const bankSelectId = useId();
  const [own, setOwn] = useState<Partial<Record<'details' | 'bankId' | 'form', string>>>({});
  const [removing, setRemoving] = useState<PayoutDestination | null>(null);
  const [save, saving] = useSavePayoutDestinationMutation();
  const [remove] = useDeletePayoutDestinationMutation();
  const fresh = 'destinationId' in value ? null : value;
  const shown = { details: problems.details ?? own.details, bankId: problems.bankId ?? own.bankId };

  const edit = (next: PayoutChoice) => {
    setOwn({});
    onChange(next);
  };
  const onSave = async () => {
    if (!fresh) return;
    const found = checkPayoutChoice(fresh);
    if (found.details || found.bankId) {
      setOwn({
        details: found.details ? t(`payout.error.${found.details}`) : undefined,
        bankId: found.bankId ? t(`payout.error.${found.bankId}`) : undefined,
      });
      return;
    }
    try {
      const { destination } = await save({
        payoutMethod: fresh.method,
        details: fresh.details.trim(),
        ...(fresh.method === 'sbp' ? { bankId: fresh.bankId } : {}),
      }).unwrap();
      notify({ message: t('payout.savedDone', { masked: destination.masked }) });
      edit({ destinationId: destination.id });
    } catch (error) {
      const fields = (error as ApiError).fields ?? {};
      setOwn({ details: fields.details, bankId: fields.bankId, form: fields.details || fields.bankId ? undefined : errorMessageOf(error) });
    }
  };
  const onDelete = async () => {
    const d = removing;
    setRemoving(null);
    if (!d) return;
    try {
      await remove(d.id).unwrap();
      notify({ message: t('payout.deleted') });
      if ('destinationId' in value && value.destinationId === d.id) edit(newChoice(methods[0]));
    } catch (error) {
      notify({ message: errorMessageOf(error), type: 'danger' });
    }
  };

  return (
    <fieldset className="payout-picker">
      <legend className="field__label">{t('payout.legend')}</legend>
      {destinations.length > 0 ? (
        <ul className="stack-list stack-list--tight payout-picker__saved" aria-label={t('payout.saved')}>
          {destinations.map((d) => (
            <li key={d.id} className="payout-picker__option">
              <label className="payout-picker__choice">
                <input
                  type="radio"
                  name={name}
                  checked={'destinationId' in value && value.destinationId === d.id}
                  onChange={() => edit({ destinationId: d.id })}
                />
                <span>
                  <span className="payout-picker__masked">
                    <bdi dir="ltr">{d.masked}</bdi>
                  </span>
                  <span className="muted payout-picker__kind">{t(`payout.method.${d.method}`)}</span>
                </span>
              </label>
              <button
                type="button"
                className="button button--secondary payout-picker__delete"
                aria-label={t('payout.delete', { masked: d.masked })}
                onClick={() => setRemoving(d)}
              >
                {t('payout.delete.accept')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label className="payout-picker__choice">
        <input type="radio" name={name} checked={fresh !== null} onChange={() => edit(newChoice(methods[0]))} />
        <span>{t('payout.new')}</span>
      </label>
      {fresh ? (
        <div className="payout-picker__new">
          <div className="seller__row" role="group" aria-label={t('payout.method')}>
            {methods.map((m) => (
              <button key={m} type="button" className="chip" aria-pressed={fresh.method === m} onClick={() => edit(newChoice(m))}>
                {t(`payout.method.${m}`)}
              </button>
            ))}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={detailsId}>
              {t(FIELD[fresh.method].label)}
            </label>
            <input
              id={detailsId}
              className="control"
              dir="ltr"
              inputMode={FIELD[fresh.method].mode}
              autoComplete={fresh.method === 'card' ? 'cc-number' : fresh.method === 'sbp' ? 'tel' : 'off'}
              placeholder={FIELD[fresh.method].placeholder}
              maxLength={40}
              value={fresh.details}
              aria-invalid={shown.details ? true : undefined}
              aria-describedby={shown.details ? `${detailsId}-problem` : undefined}
              onChange={(e) => edit({ ...fresh, details: fresh.method === 'card' ? formatCardInput(e.target.value) : e.target.value })}
            />
            {shown.details ? (
              <p id={`${detailsId}-problem`} className="field__problem" role="alert">
                {shown.details}
              </p>
            ) : null}
          </div>
          {fresh.method === 'sbp' ? (
            <div className="field">
              <label className="field__label" htmlFor={bankSelectId}>
                {t('payout.bank')}
              </label>
              <select
                id={bankSelectId}
                className="control"
                value={fresh.bankId}
                aria-invalid={shown.bankId ? true : undefined}
                onChange={(e) => edit({ ...fresh, bankId: e.target.value })}
              >
                <NamedOptions empty={t('payout.bank.choose')} items={banks} />
              </select>
              <FormProblem problem={shown.bankId} />
            </div>
          ) : null}
          <p className="field__hint">{t('payout.secure')}</p>
          <FormProblem problem={own.form} />
          <button type="button" className="button button--secondary" disabled={saving.isLoading} onClick={() => void onSave()}>
            {t('payout.save')}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('payout.delete.title')}
        acceptLabel={t('payout.delete.accept')}
        onAccept={() => void onDelete()}
        onCancel={() => setRemoving(null)}
      >
        {removing ? <p>{t('payout.delete.text', { masked: `\u2066${removing.masked}\u2069` })}</p> : null}
      </ConfirmDialog>
    </fieldset>
  );
}
