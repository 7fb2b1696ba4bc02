import { GLOBAL_FILTER_OPTIONS, type GlobalFilterOption } from './global-filter';
import { useListingT } from './listing-messages';
import './listing.css';

/** Quick filter chips (selectedGlobalFilter, kept in the URL): exactly one is chosen. */
export function GlobalFilterChips({ value, onChange }: { value: GlobalFilterOption; onChange: (value: GlobalFilterOption) => void }) {
  const t = useListingT();
  return (
    <div className="global-filter" role="group" aria-label={t('listing.global')}>
      {GLOBAL_FILTER_OPTIONS.map((option) => (
        <button key={option} type="button" className="chip" aria-pressed={value === option} onClick={() => onChange(option)}>
          {t(`listing.global.${option}`)}
        </button>
      ))}
    </div>
  );
}
