import { DEFAULT_CITY, DEFAULT_CURRENCY } from '@storefront/contract/constants';
import { useSyncExternalStore } from 'react';

/** Client-side Geo and Currency state of spec §3. It lives for the session (spec §9 stores no city). */
export interface GeoState {
  city: string;
  currency: string;
}

/** Cities offered by the picker: the largest Russian cities, Moscow first. */
export const MAJOR_CITIES = [
  'Москва',
  'Санкт-Петербург',
  'Новосибирск',
  'Екатеринбург',
  'Казань',
  'Нижний Новгород',
  'Красноярск',
  'Челябинск',
  'Самара',
  'Уфа',
  'Ростов-на-Дону',
  'Краснодар',
  'Омск',
  'Воронеж',
  'Пермь',
  'Волгоград',
  'Саратов',
  'Тюмень',
  'Тольятти',
  'Барнаул',
  'Ижевск',
  'Махачкала',
  'Хабаровск',
  'Ульяновск',
  'Иркутск',
  'Владивосток',
  'Ярославль',
  'Севастополь',
  'Ставрополь',
  'Томск',
  'Кемерово',
  'Набережные Челны',
  'Оренбург',
  'Новокузнецк',
  'Балашиха',
  'Рязань',
  'Чебоксары',
  'Калининград',
  'Пенза',
  'Липецк',
] as const;

const initialState: GeoState = { city: DEFAULT_CITY, currency: DEFAULT_CURRENCY };
let state: GeoState = initialState;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(next: GeoState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getGeo(): GeoState {
  return state;
}

export function setCity(city: string): void {
  const trimmed = city.trim();
  if (trimmed === '' || trimmed === state.city) return;
  emit({ ...state, city: trimmed });
}

/** Back to "Москва" and "Рубль, ₽" (tests, logout). */
export function resetGeo(): void {
  emit(initialState);
}

export function useGeo(): GeoState {
  return useSyncExternalStore(subscribe, getGeo, getGeo);
}
