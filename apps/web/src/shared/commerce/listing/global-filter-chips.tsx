import { GLOBAL_FILTER_OPTIONS, useGlobalFilter } from './global-filter';
import { useListingT } from './listing-messages';
import './listing.css';

/** Quick filter chips (selectedGlobalFilter); the choice is remembered across screens and visits. */
export function GlobalFilterChips() {
  const t = useListingT();
  const [value, setValue] = useGlobalFilter();
  return (
    <div className="global-filter" role="group" aria-label={t('listing.global')}>
      {GLOBAL_FILTER_OPTIONS.map((option) => (
        <button key={option} type="button" className="chip" aria-pressed={value === option} onClick={() => setValue(option)}>
          {t(`listing.global.${option}`)}
        </button>
      ))}
    </div>
  );
}
