import { useId } from 'react';
import { activeFilterCount, type ListFilters, type ListSort } from './list-params';
import { useListingT } from './listing-messages';
import './listing.css';

export interface ListingToolbarProps {
  filters: ListFilters;
  sorts: readonly ListSort[];
  onSort: (sort: ListSort) => void;
  onOpenFilters: () => void;
  /** Total of the current result, when known. */
  total?: number | undefined;
  /** The server stopped counting at `total`: there are at least that many. */
  totalCapped?: boolean | undefined;
}

/** Filter button (with the number of active filters), the sort choice and the result count. */
export function ListingToolbar({ filters, sorts, onSort, onOpenFilters, total, totalCapped }: ListingToolbarProps) {
  const t = useListingT();
  const sortId = useId();
  const active = activeFilterCount(filters);
  const sort = filters.sort ?? sorts[0];
  return (
    <div className="listing-toolbar">
      <button
        type="button"
        className={`chip listing-toolbar__filters${active ? ' is-active' : ''}`}
        aria-label={active ? t('listing.filters.active', { count: active }) : undefined}
        aria-haspopup="dialog"
        onClick={onOpenFilters}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {t('listing.filters')}
        {active ? (
          <span className="badge badge--inline" aria-hidden="true">
            {active}
          </span>
        ) : null}
      </button>
      <label className="visually-hidden" htmlFor={sortId}>
        {t('listing.sort')}
      </label>
      <select id={sortId} className="listing-toolbar__sort" value={sort} onChange={(e) => onSort(e.target.value as ListSort)}>
        {sorts.map((s) => (
          <option key={s} value={s}>
            {t(`listing.sort.${s}`)}
          </option>
        ))}
      </select>
      {total ? (
        <p className="listing-toolbar__total" aria-live="polite">
          <bdi>{t(totalCapped ? 'listing.totalAtLeast' : 'listing.total', { count: total })}</bdi>
        </p>
      ) : null}
    </div>
  );
}
