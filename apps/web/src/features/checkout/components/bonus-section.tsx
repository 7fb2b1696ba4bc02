import type { CheckoutInfo } from '@storefront/contract/orders';
import { useIntl } from '../../../shared/lib/intl';
import { formatPrice } from '../../../shared/commerce/price';
import { formatAmount } from '../../../shared/lib/format';
import { bonusLimits } from '../form-state';
import { useCheckoutT } from '../messages';
import type { SectionProps } from './contact-section';
import { Section } from './field';

interface BonusRowProps {
  id: string;
  label: string;
  available: number;
  capText: string;
  max: number;
  value: number;
  problem: string | undefined;
  onChange: (value: number) => void;
}

function BonusRow({ id, label, available, capText, max, value, problem, onChange }: BonusRowProps) {
  const t = useCheckoutT();
  const { locale } = useIntl();
  const set = (raw: number) => onChange(Math.max(0, Math.min(max, Number.isFinite(raw) ? Math.floor(raw) : 0)));
  return (
    <div className="checkout-bonus" role="group" aria-labelledby={`${id}-label`}>
      <div className="checkout-bonus__head">
        <span id={`${id}-label`} className="checkout-bonus__label">
          {label}
        </span>
        <span className="checkout-bonus__available">{t('checkout.bonusAvailable', { amount: formatAmount(available / 100, locale) })}</span>
      </div>
      <p className="checkout-bonus__cap" id={`${id}-cap`}>
        {capText}
      </p>
      <div className="checkout-bonus__controls">
        <input
          type="range"
          className="checkout-bonus__range"
          min={0}
          max={max}
          step={1}
          value={Math.min(value, max)}
          disabled={max === 0}
          aria-label={label}
          aria-describedby={`${id}-cap`}
          onChange={(e) => set(Number(e.target.value))}
        />
        <input
          type="number"
          className="control checkout-bonus__input"
          id={id}
          name={id}
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={value}
          aria-label={`${label}: ${t('checkout.bonusSpend')}`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : `${id}-cap`}
          onChange={(e) => set(e.target.valueAsNumber)}
        />
      </div>
      <div className="checkout-bonus__quick">
        <button type="button" className="chip" disabled={max === 0 || value === max} onClick={() => set(max)}>
          {t('checkout.bonusAll')}
        </button>
        <button type="button" className="chip" disabled={value === 0} onClick={() => set(0)}>
          {t('checkout.bonusNone')}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="field__problem">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** Network bonuses up to 50 % of the goods, showcase bonuses up to 100 % (DESIGN §6); shown when there are any. */
export function BonusSection({ form, errors, onChange, info }: SectionProps & { info: CheckoutInfo }) {
  const t = useCheckoutT();
  const { locale } = useIntl();
  const { networkAvailable, localAvailable } = info.bonus;
  if (networkAvailable <= 0 && localAvailable <= 0) return null;
  const limits = bonusLimits(info, form);
  // The two kinds differ only in their texts and limits, and in that fewer network bonuses can lower the page cap.
  const kinds = [
    {
      id: 'bonusNetwork',
      label: 'checkout.bonusNetwork',
      cap: 'checkout.bonusCapNetwork',
      available: networkAvailable,
      max: limits.network,
      change: (bonusNetwork: number) =>
        onChange({ bonusNetwork, bonusLocal: Math.min(form.bonusLocal, bonusLimits(info, { bonusNetwork, bonusLocal: 0 }).local) }),
    },
    {
      id: 'bonusLocal',
      label: 'checkout.bonusLocal',
      cap: 'checkout.bonusCapLocal',
      available: localAvailable,
      max: limits.local,
      change: (bonusLocal: number) => onChange({ bonusLocal }),
    },
  ] as const;
  return (
    <Section id="checkout-bonuses" title={t('checkout.bonuses')}>
      {kinds.map((kind) =>
        kind.available > 0 ? (
          <BonusRow
            key={kind.id}
            id={kind.id}
            label={t(kind.label)}
            available={kind.available}
            max={kind.max}
            value={form[kind.id]}
            capText={t(kind.cap, { cap: formatPrice(kind.max * 100, locale) })}
            problem={errors[kind.id]}
            onChange={kind.change}
          />
        ) : null,
      )}
    </Section>
  );
}
