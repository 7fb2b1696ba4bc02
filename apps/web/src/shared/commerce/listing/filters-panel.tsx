import { useState, type FormEvent } from 'react';
import { useIntl } from '../../lib/intl';
import { useT } from '../../lib/i18n';
import { CloseIcon } from '../../ui/icons';
import { Loader } from '../../ui/loader';
import { SlidePanel } from '../../ui/slide-panel';
import { kopecksToRoubles } from '../money';
import { EMPTY_FILTERS, type ListFilters } from './list-params';
import { useFacetsQuery, type FacetsArgs } from './listing-api';
import { useListingT } from './listing-messages';
import './listing.css';

export interface FiltersPanelProps {
  open: boolean;
  onClose: () => void;
  filters: ListFilters;
  onApply: (patch: Pick<ListFilters, 'brands' | 'priceFrom' | 'priceTo' | 'inStock'>) => void;
  /** Facets of the list without its brand filter; fetched only while the panel is open. */
  facetsArgs: FacetsArgs;
  /** Brand counts describe the catalogue list; search hides them (they would not match the query). */
  showCounts?: boolean;
}

/** Bottom sheet with the brand, price (roubles) and in-stock filters; applied together. */
export function FiltersPanel(props: FiltersPanelProps) {
  const t = useListingT();
  return (
    <SlidePanel open={props.open} onClose={props.onClose} label={t('listing.filters')} side="bottom" className="filters-panel">
      {props.open ? <FiltersForm {...props} /> : null}
    </SlidePanel>
  );
}

const parseAmount = (text: string): number | null => {
  const n = Number(text.replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(n) || n < 0 ? null : Math.floor(n);
};

/** One end of the price range, in whole roubles; the placeholder shows the list's own bound. */
function PriceInput({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      <span>{label}</span>
      <input type="number" inputMode="numeric" min={0} value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

function FiltersForm({ onClose, filters, onApply, facetsArgs, showCounts = true }: FiltersPanelProps) {
  const t = useListingT();
  const tc = useT();
  const { locale } = useIntl();
  const facets = useFacetsQuery(facetsArgs);
  const [brands, setBrands] = useState<string[]>(filters.brands);
  const [from, setFrom] = useState(filters.priceFrom === null ? '' : String(filters.priceFrom));
  const [to, setTo] = useState(filters.priceTo === null ? '' : String(filters.priceTo));
  const [inStock, setInStock] = useState(filters.inStock);
  const range = facets.data?.price;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ brands, priceFrom: parseAmount(from), priceTo: parseAmount(to), inStock });
    onClose();
  };
  const reset = () => {
    onApply({ brands: EMPTY_FILTERS.brands, priceFrom: null, priceTo: null, inStock: false });
    onClose();
  };
  const toggleBrand = (slug: string, on: boolean) => setBrands((current) => (on ? [...current, slug] : current.filter((s) => s !== slug)));
  const options = facets.data?.brands ?? [];

  return (
    <form className="filters-panel__form" onSubmit={submit}>
      <header className="filters-panel__header">
        <h2 className="filters-panel__title">{t('listing.filters')}</h2>
        <button type="button" className="icon-button" aria-label={tc('common.close')} onClick={onClose}>
          <CloseIcon size={20} />
        </button>
      </header>
      <div className="filters-panel__body">
        <fieldset className="filters-panel__group">
          <legend>{t('listing.price')}</legend>
          <div className="filters-panel__range">
            <PriceInput
              label={t('listing.price.from')}
              value={from}
              placeholder={range ? number.format(Math.floor(kopecksToRoubles(range.min))) : undefined}
              onChange={setFrom}
            />
            <PriceInput
              label={t('listing.price.to')}
              value={to}
              placeholder={range ? number.format(Math.ceil(kopecksToRoubles(range.max))) : undefined}
              onChange={setTo}
            />
          </div>
        </fieldset>
        <label className="filters-panel__check">
          <input type="checkbox" checked={inStock} onChange={(e) => setInStock(e.target.checked)} />
          {t('listing.inStock')}
        </label>
        <fieldset className="filters-panel__group">
          <legend>{t('listing.brands')}</legend>
          {facets.isLoading ? <Loader variant="small-blue" /> : null}
          {facets.data && options.length === 0 ? <p className="muted">{t('listing.brands.empty')}</p> : null}
          <ul className="filters-panel__brands">
            {options.map((brand) => (
              <li key={brand.slug}>
                <label className="filters-panel__check">
                  <input type="checkbox" checked={brands.includes(brand.slug)} onChange={(e) => toggleBrand(brand.slug, e.target.checked)} />
                  {showCounts ? t('listing.brand.count', { name: brand.name, count: brand.count }) : brand.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </div>
      <footer className="filters-panel__footer">
        <button type="button" className="button button--secondary" onClick={reset}>
          {t('listing.reset')}
        </button>
        <button type="submit" className="button button--primary">
          {t('listing.apply')}
        </button>
      </footer>
    </form>
  );
}
