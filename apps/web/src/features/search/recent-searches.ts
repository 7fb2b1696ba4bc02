import { useCallback, useState } from 'react';

/** Local storage key of the recent searches (newest first). */
export const RECENT_SEARCHES_KEY = 'recentSearches';
export const RECENT_SEARCHES_MAX = 10;
const MAX_QUERY_LENGTH = 200;

export function readRecentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

function writeRecentSearches(list: string[]): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(RECENT_SEARCHES_KEY);
    else window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Storage unavailable: the history simply does not persist.
  }
}

/** Puts a query first, without duplicates (case-insensitive), keeping at most 10. */
export function withRecent(list: readonly string[], query: string): string[] {
  const q = query.trim().slice(0, MAX_QUERY_LENGTH);
  if (q === '') return [...list];
  const key = q.toLocaleLowerCase();
  return [q, ...list.filter((item) => item.toLocaleLowerCase() !== key)].slice(0, RECENT_SEARCHES_MAX);
}

export function useRecentSearches(): { recent: string[]; remember: (query: string) => void; clear: () => void } {
  const [recent, setRecent] = useState(readRecentSearches);
  const remember = useCallback((query: string) => {
    const next = withRecent(readRecentSearches(), query);
    writeRecentSearches(next);
    setRecent(next);
  }, []);
  const clear = useCallback(() => {
    writeRecentSearches([]);
    setRecent([]);
  }, []);
  return { recent, remember, clear };
}
