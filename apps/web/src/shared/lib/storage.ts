import { DEFAULT_LOCALE, LOCALES, STORAGE_KEYS, type Locale } from '@storefront/contract/constants';

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Local storage that never throws: private modes and sandboxed iframes may refuse access. */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the setting simply does not persist.
  }
}

export function readLocale(): Locale {
  const stored = readStorage(STORAGE_KEYS.locale);
  return LOCALES.find((l) => l === stored) ?? DEFAULT_LOCALE;
}

export function writeLocale(locale: Locale): void {
  writeStorage(STORAGE_KEYS.locale, locale);
}

/** DevModeApp is stored as "0" or "1". */
export function readDevMode(): 0 | 1 {
  return readStorage(STORAGE_KEYS.devMode) === '1' ? 1 : 0;
}

export function writeDevMode(value: 0 | 1): void {
  writeStorage(STORAGE_KEYS.devMode, String(value));
  // The stage-server flag routes a developer's requests to the stage backend; it follows the mode.
  writeStorage(STORAGE_KEYS.stageServer, String(value));
}

/** The `test` request flag, default 0. */
export function readTestFlag(): string {
  return readStorage(STORAGE_KEYS.testFlag) ?? '0';
}

/**
 * The list's quick filter (spec's selectedGlobalFilter), default "0". It lives in the page's URL (`sf`), not in
 * storage: a chip chosen once must not silently filter every later listing. A value left in storage by an older
 * version is dropped.
 */
export function readGlobalFilter(): string {
  if (readStorage(STORAGE_KEYS.selectedGlobalFilter) !== null) writeStorage(STORAGE_KEYS.selectedGlobalFilter, null);
  return new URLSearchParams(window.location.search).get(GLOBAL_FILTER_PARAM) ?? '0';
}

/** The URL parameter of the quick filter, named as the API's. */
export const GLOBAL_FILTER_PARAM = 'sf';

export function readApiBaseUrl(): string | null {
  const value = readStorage(STORAGE_KEYS.apiBaseUrl);
  return value && value.trim() !== '' ? value.trim() : null;
}
