import type { CheckoutInfo } from '@storefront/contract/orders';
import type { PaymentSystemId } from '../form-state';
import { useCheckoutT } from '../messages';
import type { SectionProps } from './contact-section';
import { Section } from './field';

const OPTIONS: ReadonlyArray<{ id: PaymentSystemId; label: 'checkout.pay1' | 'checkout.pay2'; hint: 'checkout.pay1Hint' | 'checkout.pay2Hint' }> = [
  { id: 1, label: 'checkout.pay1', hint: 'checkout.pay1Hint' },
  { id: 2, label: 'checkout.pay2', hint: 'checkout.pay2Hint' },
];

/** Payment systems 1 (online card) and 2 (on delivery). */
export function PaymentSection({ form, errors, onChange, info }: SectionProps & { info: CheckoutInfo }) {
  const t = useCheckoutT();
  return (
    <Section id="checkout-payment" title={t('checkout.payment')}>
      <div
        className="checkout-choices"
        role="radiogroup"
        aria-labelledby="checkout-payment"
        aria-describedby={errors.paymentSystemId ? 'checkout-pay-problem' : undefined}
      >
        {OPTIONS.map((o) => {
          const available = info.paymentSystems.find((p) => p.id === o.id)?.available ?? false;
          return (
            <label key={o.id} className={`checkout-choice${available ? '' : ' checkout-choice--off'}`}>
              <input
                type="radio"
                name="paymentSystemId"
                value={o.id}
                checked={form.paymentSystemId === o.id}
                disabled={!available}
                onChange={() => onChange({ paymentSystemId: o.id })}
              />
              <span className="checkout-choice__text">
                <span className="checkout-choice__label">{t(o.label)}</span>
                <span className="checkout-choice__hint">{available ? t(o.hint) : t('checkout.payUnavailable')}</span>
              </span>
            </label>
          );
        })}
      </div>
      {errors.paymentSystemId ? (
        <p id="checkout-pay-problem" className="field__problem">
          {errors.paymentSystemId}
        </p>
      ) : null}
    </Section>
  );
}
