import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { GLOBAL_FILTER_PARAM } from '../../lib/storage';
import { NO_GLOBAL_FILTER, readGlobalFilterParam, type GlobalFilterOption } from './global-filter';
import { EMPTY_FILTERS, readListFilters, writeListFilters, type ListFilters, type ListSort } from './list-params';

export interface ListFiltersState {
  filters: ListFilters;
  /** The quick filter (`sf` in the URL), "0" when none. */
  globalFilter: GlobalFilterOption;
  /** Changes filters or the sort; the page goes back to 1. */
  update: (patch: Partial<Omit<ListFilters, 'page'>>) => void;
  /**
   * Picks a quick filter chip. «В наличии» is the panel's own in-stock filter (one switch, not two that disagree);
   * «Все товары» clears both. The page goes back to 1.
   */
  setGlobalFilter: (value: GlobalFilterOption) => void;
  /** Clears every filter and the quick filter in one history entry (the sort and other parameters stay). */
  clearAll: () => void;
  /** A page change is its own history entry, so back and forward move between pages. */
  setPage: (page: number) => void;
}

/** The chip shown as chosen: the in-stock filter of the panel is the «В наличии» chip. */
export function chosenChip(filters: ListFilters, globalFilter: GlobalFilterOption): GlobalFilterOption {
  if (globalFilter !== NO_GLOBAL_FILTER) return globalFilter;
  return filters.inStock ? 'in_stock' : NO_GLOBAL_FILTER;
}

function withGlobal(params: URLSearchParams, value: GlobalFilterOption): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === NO_GLOBAL_FILTER) next.delete(GLOBAL_FILTER_PARAM);
  else next.set(GLOBAL_FILTER_PARAM, value);
  return next;
}

/** The list's filters, quick filter, sort and page live in the URL query (never in storage). */
export function useListFilters(sorts: readonly ListSort[]): ListFiltersState {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readListFilters(params, sorts), [params, sorts]);
  const globalFilter = readGlobalFilterParam(params);
  const update = useCallback(
    (patch: Partial<Omit<ListFilters, 'page'>>) =>
      setParams((current) => writeListFilters(current, { ...readListFilters(current, sorts), ...patch, page: 1 })),
    [setParams, sorts],
  );
  const setGlobalFilter = useCallback(
    (value: GlobalFilterOption) =>
      setParams((current) => {
        const inStock = value === 'in_stock';
        const filtersNow = { ...readListFilters(current, sorts), inStock, page: 1 };
        return writeListFilters(withGlobal(current, inStock ? NO_GLOBAL_FILTER : value), filtersNow);
      }),
    [setParams, sorts],
  );
  const clearAll = useCallback(
    () =>
      setParams((current) =>
        writeListFilters(withGlobal(current, NO_GLOBAL_FILTER), { ...EMPTY_FILTERS, sort: readListFilters(current, sorts).sort }),
      ),
    [setParams, sorts],
  );
  const setPage = useCallback(
    (page: number) => {
      setParams((current) => writeListFilters(current, { ...readListFilters(current, sorts), page }));
      // A new page starts at its top.
      (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    },
    [setParams, sorts],
  );
  return { filters, globalFilter, update, setGlobalFilter, clearAll, setPage };
}
