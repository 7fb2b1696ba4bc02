import type { AddressSuggestion, AddressSuggestions } from '@storefront/contract/suggest';
import { useEffect, useState } from 'react';
import { resolveBaseUrl } from '../../shared/lib/api';

/** Where the suggestion service is: CheckoutInfo.suggest (an empty url means this server's /api). */
export interface SuggestConfig {
  url: string;
  token: string;
}

export const SUGGEST_DEBOUNCE_MS = 300;
export const SUGGEST_MIN_CHARS = 3;
const SUGGEST_COUNT = 7;
/** A suggestion service that has not answered in this long is given up on: the field works as plain input. */
export const SUGGEST_TIMEOUT_MS = 3_000;

/** The caller's signal (a newer query supersedes this one) or the time limit, whichever comes first. */
function withTimeout(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; done(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('suggestion service timed out', 'TimeoutError')), ms);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

/**
 * A DaData-compatible service is called directly, as DaData's own widgets do: JSON and the token only —
 * no cookies and no app headers, so a third-party service accepts the cross-origin call.
 */
async function call<T>(config: SuggestConfig, path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const base = (config.url || resolveBaseUrl()).replace(/\/+$/, '');
  const limit = withTimeout(signal, SUGGEST_TIMEOUT_MS);
  try {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Token ${config.token}` },
      body: JSON.stringify(body),
      credentials: 'omit',
      signal: limit.signal,
    });
    if (!res.ok) throw new Error(`suggest ${res.status}`);
    return (await res.json()) as T;
  } finally {
    limit.done();
  }
}

export async function suggestAddresses(config: SuggestConfig, query: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return (await call<AddressSuggestions>(config, '/suggest/address', { query, count: SUGGEST_COUNT }, signal)).suggestions;
}

/** The city prefixes the query unless the shopper typed it already: "Москва, Тверская". */
export function suggestQuery(city: string, text: string): string {
  const c = city.trim();
  const t = text.trim();
  if (!c || t.toLowerCase().includes(c.toLowerCase())) return t;
  return `${c}, ${t}`;
}

/** Suggestions for what is typed, debounced; a newer query cancels the older request. Failures show nothing. */
export function useAddressSuggestions(
  config: SuggestConfig | null,
  query: string,
  enabled: boolean,
): { suggestions: AddressSuggestion[]; loading: boolean } {
  const [state, setState] = useState<{ query: string; suggestions: AddressSuggestion[] }>({ query: '', suggestions: [] });
  const active = enabled && config !== null && query.trim().length >= SUGGEST_MIN_CHARS;
  useEffect(() => {
    if (!active || !config) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      suggestAddresses(config, query, controller.signal).then(
        (suggestions) => setState({ query, suggestions }),
        () => setState({ query, suggestions: [] }),
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [active, config, query]);
  if (!active) return { suggestions: [], loading: false };
  return { suggestions: state.query === query ? state.suggestions : [], loading: state.query !== query };
}

/** "г Москва, ул Тверская, д 7 к 2, кв 12" → the part the address field keeps ("ул Тверская, д 7 к 2, кв 12"). */
export function streetPart(s: AddressSuggestion): string {
  const { street_with_type: street, house, block_type: blockType, block, flat_type: flatType, flat } = s.data;
  if (!street) return '';
  if (!house) return street;
  const building = `д ${house}${block ? ` ${blockType ?? 'к'} ${block}` : ''}`;
  return [street, building, flat ? `${flatType ?? 'кв'} ${flat}` : null].filter(Boolean).join(', ');
}
