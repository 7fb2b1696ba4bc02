import type { AddressSuggestion, AddressSuggestions, DeliverySuggestion, DeliverySuggestions } from '@storefront/contract/suggest';
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

/**
 * A DaData-compatible service is called directly, as DaData's own widgets do: JSON and the token only —
 * no cookies and no app headers, so a third-party service accepts the cross-origin call.
 */
async function call<T>(config: SuggestConfig, path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const base = (config.url || resolveBaseUrl()).replace(/\/+$/, '');
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Token ${config.token}` },
    body: JSON.stringify(body),
    credentials: 'omit',
    ...(signal ? { signal } : {}),
  });
  if (!res.ok) throw new Error(`suggest ${res.status}`);
  return (await res.json()) as T;
}

export async function suggestAddresses(config: SuggestConfig, query: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return (await call<AddressSuggestions>(config, '/suggest/address', { query, count: SUGGEST_COUNT }, signal)).suggestions;
}

export async function findDelivery(config: SuggestConfig, fiasId: string): Promise<DeliverySuggestion | null> {
  return (await call<DeliverySuggestions>(config, '/findById/delivery', { query: fiasId })).suggestions[0] ?? null;
}

/** The city prefixes the query unless the shopper typed it already: "Москва, Тверская". */
export function suggestQuery(city: string, text: string): string {
  const c = city.trim();
  const t = text.trim();
  if (!c || t.toLowerCase().includes(c.toLowerCase())) return t;
  return `${c}, ${t}`;
}

/** Suggestions for what is typed, debounced; a newer query cancels the older request. Failures show nothing. */
export function useAddressSuggestions(config: SuggestConfig | null, query: string, enabled: boolean): { suggestions: AddressSuggestion[]; loading: boolean } {
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

/** "г Москва, ул Тверская, д 7" → the street part the address field keeps ("ул Тверская, д 7"). */
export function streetPart(s: AddressSuggestion): string {
  const { street_with_type: street, house } = s.data;
  if (!street) return '';
  return house ? `${street}, д ${house}` : street;
}

/** Delivery services with a pick-up network in the city. */
export function pickupServices(d: DeliverySuggestion | null): string[] {
  if (!d) return [];
  return [d.data.cdek_id ? 'СДЭК' : null, d.data.boxberry_id ? 'Boxberry' : null, d.data.dpd_id ? 'DPD' : null].filter((x): x is string => x !== null);
}
