import type { OrderStatus } from '@storefront/contract/orders';
import { useId, type InputHTMLAttributes } from 'react';
import type { SaleOrdersFilter } from '../api';
import { useSaleOrdersT } from '../messages';
import { STATUSES } from './status-badge';
import { NamedOptions } from '../../../shared/ui/named-options';
import { FieldFrame } from '../../../shared/ui/form-field';

export type FilterPatch = Partial<Omit<SaleOrdersFilter, 'page'>>;

interface FiltersProps {
  filter: SaleOrdersFilter;
  showcases: ReadonlyArray<{ id: number; name: string }>;
  onChange: (patch: FilterPatch) => void;
  onReset: () => void;
}

type DateFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string | undefined;
  onValue: (value: string | undefined) => void;
};

/** One end of the period: a date input, empty meaning open-ended. */
function DateField({ id, label, value, onValue, ...input }: DateFieldProps) {
  return (
    <FieldFrame id={id} label={label}>
      <input
        {...input}
        id={id}
        className="control seller-field__input"
        type="date"
        value={value ?? ''}
        onChange={(e) => onValue(e.target.value || undefined)}
      />
    </FieldFrame>
  );
}

/** Status, period and (for sellers with several showcases) showcase; every change goes to the URL. */
export function SaleOrdersFilters({ filter, showcases, onChange, onReset }: FiltersProps) {
  const t = useSaleOrdersT();
  const id = useId();
  const badPeriod = Boolean(filter.from && filter.to && filter.from > filter.to);
  const active = Boolean(filter.status || filter.from || filter.to || filter.showcaseId !== undefined);
  return (
    <form className="card sale-filters" aria-label={t('sale.filters')} onSubmit={(e) => e.preventDefault()}>
      <FieldFrame id={`${id}-status`} label={t('sale.filter.status')}>
        <select
          id={`${id}-status`}
          className="control seller-field__input"
          value={filter.status ?? ''}
          onChange={(e) => onChange({ status: (e.target.value || undefined) as OrderStatus | undefined })}
        >
          <option value="">{t('sale.filter.status.all')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`sale.status.${s}` as const)}
            </option>
          ))}
        </select>
      </FieldFrame>
      {showcases.length > 1 ? (
        <FieldFrame id={`${id}-showcase`} label={t('sale.filter.showcase')}>
          <select
            id={`${id}-showcase`}
            className="control seller-field__input"
            value={filter.showcaseId ?? ''}
            onChange={(e) => onChange({ showcaseId: e.target.value ? Number(e.target.value) : undefined })}
          >
            <NamedOptions empty={t('sale.filter.showcase.all')} items={showcases} />
          </select>
        </FieldFrame>
      ) : null}
      <div className="sale-filters__period">
        <DateField id={`${id}-from`} label={t('sale.filter.from')} value={filter.from} max={filter.to} onValue={(from) => onChange({ from })} />
        <DateField
          id={`${id}-to`}
          label={t('sale.filter.to')}
          value={filter.to}
          min={filter.from}
          aria-invalid={badPeriod || undefined}
          aria-describedby={badPeriod ? `${id}-period` : undefined}
          onValue={(to) => onChange({ to })}
        />
      </div>
      {badPeriod ? (
        <p id={`${id}-period`} className="field__problem" role="alert">
          {t('sale.filter.badPeriod')}
        </p>
      ) : null}
      {active ? (
        <button type="button" className="button button--secondary sale-filters__reset" onClick={onReset}>
          {t('sale.filter.reset')}
        </button>
      ) : null}
    </form>
  );
}
