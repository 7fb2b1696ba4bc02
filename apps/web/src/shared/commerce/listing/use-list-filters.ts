import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readListFilters, writeListFilters, type ListFilters, type ListSort } from './list-params';

export interface ListFiltersState {
  filters: ListFilters;
  /** Changes filters or the sort; the page goes back to 1. */
  update: (patch: Partial<Omit<ListFilters, 'page'>>) => void;
  /** A page change is its own history entry, so back and forward move between pages. */
  setPage: (page: number) => void;
}

/** The list's filters, sort and page live in the URL query. */
export function useListFilters(sorts: readonly ListSort[]): ListFiltersState {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readListFilters(params, sorts), [params, sorts]);
  const update = useCallback(
    (patch: Partial<Omit<ListFilters, 'page'>>) =>
      setParams((current) => writeListFilters(current, { ...readListFilters(current, sorts), ...patch, page: 1 })),
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
  return { filters, update, setPage };
}
