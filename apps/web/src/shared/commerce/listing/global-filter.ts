import { STORAGE_KEYS } from '@storefront/contract/constants';
import { useCallback, useSyncExternalStore } from 'react';
import { readGlobalFilter, writeStorage } from '../../lib/storage';
import { GLOBAL_FILTERS } from './list-params';

/** "0" means no global filter (spec §9 default). */
export const NO_GLOBAL_FILTER = '0' as const;
export const GLOBAL_FILTER_OPTIONS = [NO_GLOBAL_FILTER, ...GLOBAL_FILTERS] as const;
export type GlobalFilterOption = (typeof GLOBAL_FILTER_OPTIONS)[number];

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the stored filter updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.selectedGlobalFilter) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored value when it is a known one, else "0". */
export function currentGlobalFilter(): GlobalFilterOption {
  const stored = readGlobalFilter();
  return GLOBAL_FILTER_OPTIONS.find((v) => v === stored) ?? NO_GLOBAL_FILTER;
}

export function setGlobalFilter(value: GlobalFilterOption): void {
  writeStorage(STORAGE_KEYS.selectedGlobalFilter, value);
  listeners.forEach((listener) => listener());
}

/** selectedGlobalFilter of local storage, shared by the catalogue and search. */
export function useGlobalFilter(): [GlobalFilterOption, (value: GlobalFilterOption) => void] {
  const value = useSyncExternalStore(subscribe, currentGlobalFilter, () => NO_GLOBAL_FILTER);
  return [value, useCallback((next: GlobalFilterOption) => setGlobalFilter(next), [])];
}
