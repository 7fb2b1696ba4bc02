import { useState, type FormEvent } from 'react';
import type { SellerShowcaseSettings } from '@storefront/contract/seller';
import { useNotify } from '../../../shared/lib/use-notify';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useCourierSettingsQuery, useSaveCourierSettingsMutation } from '../api';
import { useSellerT } from '../messages';
import { SellerCard } from '../../../shared/ui/seller-card';

/** The seller's own courier: on or off, a flat price in roubles, the cities it serves (one per line) and the days. */
function CourierForm({
  id,
  initial,
  readOnly,
}: {
  id: number;
  initial: { enabled: boolean; price: number; cities: string[]; daysMin: number; daysMax: number };
  readOnly: boolean;
}) {
  const t = useSellerT();
  const notify = useNotify();
  const [save, { isLoading }] = useSaveCourierSettingsMutation();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [price, setPrice] = useState(String(initial.price / 100));
  const [cities, setCities] = useState(initial.cities.join('\n'));
  const [daysMin, setDaysMin] = useState(String(initial.daysMin));
  const [daysMax, setDaysMax] = useState(String(initial.daysMax));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await save({
        id,
        settings: {
          enabled,
          price: Math.round(Number(price.replace(',', '.')) * 100) || 0,
          cities: cities
            .split(/[\n,;]+/)
            .map((c) => c.trim())
            .filter(Boolean),
          daysMin: Number(daysMin) || 0,
          daysMax: Number(daysMax) || 0,
        },
      }).unwrap();
      notify({ message: t('seller.courier.saved') });
    } catch (error) {
      notify({ message: errorMessageOf(error), type: 'danger' });
    }
  };
  return (
    <form className="seller-courier" onSubmit={(e) => void onSubmit(e)} noValidate>
      <label className="seller-courier__switch">
        <input type="checkbox" checked={enabled} disabled={readOnly} onChange={(e) => setEnabled(e.target.checked)} />
        <span>{t('seller.courier.enabled')}</span>
      </label>
      <label className="field">
        <span className="field__label">{t('seller.courier.price')}</span>
        <input type="number" min={0} step={1} inputMode="decimal" value={price} disabled={readOnly} onChange={(e) => setPrice(e.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">{t('seller.courier.cities')}</span>
        <textarea
          rows={3}
          value={cities}
          disabled={readOnly}
          placeholder={t('seller.courier.citiesHint')}
          onChange={(e) => setCities(e.target.value)}
        />
      </label>
      <div className="seller-courier__days">
        <label className="field">
          <span className="field__label">{t('seller.courier.daysMin')}</span>
          <input type="number" min={0} max={60} value={daysMin} disabled={readOnly} onChange={(e) => setDaysMin(e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">{t('seller.courier.daysMax')}</span>
          <input type="number" min={0} max={60} value={daysMax} disabled={readOnly} onChange={(e) => setDaysMax(e.target.value)} />
        </label>
      </div>
      <button type="submit" className="button button--primary" disabled={isLoading || readOnly}>
        {t('seller.courier.save')}
      </button>
    </form>
  );
}

export function CourierCard({ settings, readOnly }: { settings: SellerShowcaseSettings; readOnly: boolean }) {
  const t = useSellerT();
  const { data } = useCourierSettingsQuery(settings.id);
  return (
    <SellerCard titleId="seller-courier-title" title={t('seller.courier.title')} intro={t('seller.courier.text')}>
      {data ? <CourierForm key={JSON.stringify(data.settings)} id={settings.id} initial={data.settings} readOnly={readOnly} /> : null}
    </SellerCard>
  );
}
