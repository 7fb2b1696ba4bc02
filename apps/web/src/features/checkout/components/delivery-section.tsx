import type { AddressSuggestion, DeliverySuggestion } from '@storefront/contract/suggest';
import { useState } from 'react';
import type { DeliveryMethod } from '../form-state';
import { useCheckoutT } from '../messages';
import { findDelivery, pickupServices, streetPart, type SuggestConfig } from '../suggest';
import { AddressInput } from './address-input';
import type { SectionProps } from './contact-section';
import { Field, Section } from './field';

const METHODS: ReadonlyArray<{ id: DeliveryMethod; label: 'checkout.courier' | 'checkout.pickup'; hint: 'checkout.courierHint' | 'checkout.pickupHint' }> = [
  { id: 'courier', label: 'checkout.courier', hint: 'checkout.courierHint' },
  { id: 'pickup', label: 'checkout.pickup', hint: 'checkout.pickupHint' },
];

/** City, courier or pick-up, and the address with suggestions; a chosen suggestion fills city and address. */
export function DeliverySection({ form, errors, onChange, suggest }: SectionProps & { suggest: SuggestConfig }) {
  const t = useCheckoutT();
  const [delivery, setDelivery] = useState<{ fiasId: string; found: DeliverySuggestion | null } | null>(null);

  const choose = (s: AddressSuggestion) => {
    const street = streetPart(s);
    onChange({ city: s.data.city ?? form.city, address: street ? `${street}${s.data.house ? '' : ', '}` : '', fiasId: s.data.fias_id ?? '' });
    const cityId = s.data.city_fias_id;
    if (cityId && cityId !== delivery?.fiasId) {
      findDelivery(suggest, cityId).then((found) => setDelivery({ fiasId: cityId, found }), () => setDelivery(null));
    }
  };
  const services = pickupServices(delivery?.found ?? null);

  return (
    <Section id="checkout-delivery" title={t('checkout.delivery')}>
      <div className="checkout-choices" role="radiogroup" aria-label={t('checkout.method')}>
        {METHODS.map((m) => (
          <label key={m.id} className="checkout-choice">
            <input type="radio" name="method" value={m.id} checked={form.method === m.id} onChange={() => onChange({ method: m.id })} />
            <span className="checkout-choice__text">
              <span className="checkout-choice__label">{t(m.label)}</span>
              <span className="checkout-choice__hint">{t(m.hint)}</span>
            </span>
          </label>
        ))}
      </div>
      <Field id="checkout-city" label={t('checkout.city')} problem={errors.city}>
        {(p) => (
          <input {...p} name="city" autoComplete="address-level2" value={form.city} maxLength={100}
            onChange={(e) => onChange({ city: e.target.value, fiasId: '' })} />
        )}
      </Field>
      <Field id="checkout-address" label={t('checkout.address')} hint={t('checkout.addressHint')} problem={errors.address}>
        {(p) => (
          <AddressInput {...p} value={form.address} city={form.city} config={suggest}
            placeholder={t(form.method === 'pickup' ? 'checkout.addressPickup' : 'checkout.addressCourier')}
            onType={(address) => onChange({ address, fiasId: '' })} onChoose={choose} />
        )}
      </Field>
      {form.method === 'pickup' && delivery ? (
        <p className="checkout-section__note" role="status">
          {services.length ? t('checkout.pickupServices', { services: services.join(', ') }) : t('checkout.pickupNone')}
        </p>
      ) : null}
    </Section>
  );
}
