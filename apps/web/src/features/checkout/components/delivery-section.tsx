import type { DeliveryOption, PickupPoint } from '@storefront/contract/delivery';
import type { AddressSuggestion } from '@storefront/contract/suggest';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { formatPrice } from '../../../shared/commerce/price';
import { useDeliveryOptionsQuery } from '../api';
import type { DeliveryMethod } from '../form-state';
import { useCheckoutT } from '../messages';
import { streetPart, type SuggestConfig } from '../suggest';
import { AddressInput } from './address-input';
import type { SectionProps } from './contact-section';
import { Field, Section } from './field';

const METHODS: ReadonlyArray<{
  id: DeliveryMethod;
  label: 'checkout.pickup' | 'checkout.courier' | 'checkout.sellerCourier';
  hint: 'checkout.pickupHint' | 'checkout.courierHint' | 'checkout.sellerCourierHint';
}> = [
  { id: 'pickup', label: 'checkout.pickup', hint: 'checkout.pickupHint' },
  { id: 'courier', label: 'checkout.courier', hint: 'checkout.courierHint' },
  { id: 'seller_courier', label: 'checkout.sellerCourier', hint: 'checkout.sellerCourierHint' },
];

/** A value that settles: the last one after `ms` without changes. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function DateRange({ from, to }: { from: string; to: string }) {
  const { locale } = useIntl();
  const fmt = (d: string) => new Date(`${d}T12:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return <>{from === to ? fmt(from) : `${fmt(from)} – ${fmt(to)}`}</>;
}

/** One radio choice of a pickup point or a courier offer: what it is, then its price and delivery dates. */
function DeliveryChoice({
  name,
  value,
  chosen,
  onPick,
  title,
  meta,
  hours,
  quote,
}: {
  name: 'point' | 'offer';
  value?: string;
  chosen: boolean;
  onPick: () => void;
  title: string;
  meta: ReactNode;
  hours?: string;
  quote: { price: number; dateMin: string; dateMax: string };
}) {
  const { locale } = useIntl();
  return (
    <label className={`checkout-point${chosen ? ' checkout-point--chosen' : ''}`}>
      <input type="radio" name={name} value={value} checked={chosen} onChange={onPick} />
      <span className="checkout-point__body">
        <span className="checkout-point__address">{title}</span>
        <span className="checkout-point__meta">{meta}</span>
        {hours === undefined ? null : <span className="checkout-point__hours">{hours}</span>}
      </span>
      <span className="checkout-point__price">
        <strong>{formatPrice(quote.price, locale)}</strong>
        <span>
          <DateRange from={quote.dateMin} to={quote.dateMax} />
        </span>
      </span>
    </label>
  );
}

/**
 * The address with suggestions, then how to get the order: a pickup point near the address (searchable by street or
 * metro, with hours, price and date), a provider's courier, or the seller's own courier. The choice carries the
 * server's signed quote; changing the address or the method clears it.
 */
export function DeliverySection({ form, errors, onChange, suggest, units }: SectionProps & { suggest: SuggestConfig; units: number }) {
  const t = useCheckoutT();
  const { locale } = useIntl();
  const [search, setSearch] = useState('');
  const where = useSettled({ city: form.city.trim(), address: form.address.trim(), fiasId: form.fiasId, q: search.trim(), units }, 350);
  const { data, isFetching, isError } = useDeliveryOptionsQuery(where, { skip: where.city.length < 2 });

  const choose = (s: AddressSuggestion) => {
    const street = streetPart(s);
    onChange({ city: s.data.city ?? form.city, address: street ? `${street}${s.data.house ? '' : ', '}` : '', fiasId: s.data.fias_id ?? '' });
  };

  const options = useMemo(() => data?.options ?? [], [data]);
  const points = useMemo(() => data?.points ?? [], [data]);
  const offered = (m: DeliveryMethod) => (m === 'pickup' ? points.length > 0 : options.some((o) => o.method === m));

  // The choice follows the offers: a point still listed keeps its newest quote, a single courier offer is chosen with its
  // method, and a choice no longer offered (another address or method) is dropped.
  useEffect(() => {
    if (!data) return;
    if (form.method === 'pickup') {
      if (!form.pointCode) return;
      const point = points.find((p) => p.code === form.pointCode);
      if (point && point.quote !== form.quote) onChange({ quote: point.quote, deliveryPrice: point.price });
      else if (!point && !search) onChange({ quote: '', deliveryPrice: 0, pointCode: '' });
      return;
    }
    const same = options.filter((o) => o.method === form.method);
    if (same.some((o) => o.quote === form.quote)) return;
    if (same.length === 1) onChange({ quote: same[0]!.quote, deliveryPrice: same[0]!.price, pointCode: '' });
    else if (form.quote) onChange({ quote: '', deliveryPrice: 0, pointCode: '' });
  }, [data, form.method, form.quote, form.pointCode, options, points, search, onChange]);

  const pick = (o: DeliveryOption | PickupPoint, pointCode = '') => onChange({ quote: o.quote, deliveryPrice: o.price, pointCode });
  const setMethod = (method: DeliveryMethod) => onChange({ method, quote: '', deliveryPrice: 0, pointCode: '' });

  const nobody = !!data && !isFetching && options.length === 0 && points.length === 0 && !search;
  return (
    <Section id="checkout-delivery" title={t('checkout.delivery')}>
      <Field id="checkout-city" label={t('checkout.city')} problem={errors.city}>
        {(p) => (
          <input
            {...p}
            name="city"
            autoComplete="address-level2"
            value={form.city}
            maxLength={100}
            // A street belongs to its city, chosen from the suggestions or typed: another city clears it
            // (else «Казань» goes out with «ул Тверская, д 1» of Moscow).
            onChange={(e) => onChange({ city: e.target.value, fiasId: '', address: '' })}
          />
        )}
      </Field>
      <Field id="checkout-address" label={t('checkout.address')} hint={t('checkout.addressHint')} problem={errors.address}>
        {(p) => (
          <AddressInput
            {...p}
            value={form.address}
            city={form.city}
            config={suggest}
            placeholder={t('checkout.addressCourier')}
            onType={(address) => onChange({ address, fiasId: '' })}
            onChoose={choose}
          />
        )}
      </Field>

      <div className="checkout-choices" role="radiogroup" aria-label={t('checkout.method')}>
        {METHODS.filter((m) => m.id !== 'seller_courier' || offered(m.id)).map((m) => (
          <label key={m.id} className="checkout-choice">
            <input type="radio" name="method" value={m.id} checked={form.method === m.id} onChange={() => setMethod(m.id)} />
            <span className="checkout-choice__text">
              <span className="checkout-choice__label">{t(m.label)}</span>
              <span className="checkout-choice__hint">{t(m.hint)}</span>
            </span>
          </label>
        ))}
      </div>

      <div
        id="checkout-choice"
        tabIndex={-1}
        className="checkout-delivery"
        aria-busy={isFetching}
        aria-describedby={errors.choice ? 'checkout-choice-error' : undefined}
      >
        {isError || data?.unavailable.length ? (
          <p className="checkout-section__note" role="status">
            {t('checkout.providerDown')}
          </p>
        ) : null}
        {nobody ? (
          <p className="checkout-delivery__none" role="status">
            {t('checkout.nobodyDelivers', { city: form.city })}
          </p>
        ) : null}
        {form.method === 'pickup' && (points.length > 0 || search) ? (
          <>
            <label className="checkout-field__label" htmlFor="checkout-point-search">
              {t('checkout.pointSearch')}
            </label>
            <input
              id="checkout-point-search"
              className="checkout-delivery__search"
              type="search"
              value={search}
              placeholder={t('checkout.pointSearchHint')}
              onChange={(e) => setSearch(e.target.value)}
            />
            <ul className="stack-list stack-list--small checkout-points" aria-label={t('checkout.points')}>
              {points.map((p) => (
                <li key={`${p.provider}:${p.code}`}>
                  <DeliveryChoice
                    name="point"
                    value={p.code}
                    chosen={form.pointCode === p.code}
                    onPick={() => pick(p, p.code)}
                    title={p.address}
                    meta={
                      <>
                        {t(p.type === 'POSTAMAT' ? 'checkout.postamat' : 'checkout.pvz', { provider: 'СДЭК' })}
                        {p.metro ? ` · ${t('checkout.metro', { metro: p.metro })}` : ''}
                        {p.distanceKm !== null ? ` · ${t('checkout.km', { km: p.distanceKm.toLocaleString(locale) })}` : ''}
                      </>
                    }
                    hours={p.workTime}
                    quote={p}
                  />
                </li>
              ))}
              {points.length === 0 && !isFetching ? <li className="checkout-points__empty">{t('checkout.pointsNotFound')}</li> : null}
            </ul>
          </>
        ) : null}
        {form.method !== 'pickup' ? (
          <ul className="stack-list stack-list--small checkout-points" aria-label={t('checkout.offers')}>
            {options
              .filter((o) => o.method === form.method)
              .map((o) => (
                <li key={o.quote}>
                  <DeliveryChoice
                    name="offer"
                    chosen={form.quote === o.quote}
                    onPick={() => pick(o)}
                    title={o.providerName}
                    meta={t('checkout.days', { min: o.daysMin, max: o.daysMax })}
                    quote={o}
                  />
                </li>
              ))}
          </ul>
        ) : null}
        {errors.choice ? (
          <p id="checkout-choice-error" className="checkout-field__error">
            {errors.choice}
          </p>
        ) : null}
      </div>
    </Section>
  );
}
