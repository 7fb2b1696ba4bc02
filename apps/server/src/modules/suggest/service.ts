import type { AddressSuggestion, DeliverySuggestion } from '@storefront/contract/suggest';
import { ADDRESS_DATASET, type CityRecord, type StreetRecord } from './dataset';

/** Type words a shopper may type ("г Москва, ул. Тверская, д 7"); they narrow nothing in this dataset. */
const TYPE_TOKENS = new Set(['г', 'город', 'ул', 'улица', 'д', 'дом', 'пр', 'пр-кт', 'просп', 'проспект', 'ш', 'шоссе', 'б-р', 'бульвар', 'наб', 'набережная', 'пер', 'переулок', 'кв', 'квартира']);
const HOUSE = /^\d{1,4}[а-яa-z]?(\/\d{1,3})?$/;

const norm = (s: string) => s.toLowerCase().replace(/ё/g, 'е');
const words = (s: string) => norm(s).split(/[\s,.()]+/).filter(Boolean);
/** Words of a name, also split at hyphens ("Санкт-Петербург" → санкт-петербург, санкт, петербург). */
const nameWords = (s: string) => words(s).flatMap((w) => (w.includes('-') ? [w, ...w.split('-').filter(Boolean)] : [w]));

const cityWords = new Map<CityRecord, string[]>(ADDRESS_DATASET.map((c) => [c, nameWords(c.name)]));
const streetWords = new Map<StreetRecord, string[]>(ADDRESS_DATASET.flatMap((c) => c.streets.map((s) => [s, nameWords(s.name)] as const)));

const matchesAny = (token: string, candidates: readonly string[]) => candidates.some((w) => w.startsWith(token));

function cityPart(city: CityRecord): string {
  return `г ${city.name}`;
}

function regionPart(city: CityRecord): string | null {
  return city.region === cityPart(city) ? null : city.region;
}

function cityOnly(city: CityRecord): AddressSuggestion {
  return {
    value: cityPart(city),
    unrestricted_value: [regionPart(city), cityPart(city)].filter(Boolean).join(', '),
    data: { postal_code: null, region: city.region, city: city.name, city_fias_id: city.fiasId, street: null, street_type: null, street_with_type: null, house: null, fias_id: city.fiasId },
  };
}

function streetSuggestion(street: StreetRecord, house: string | null): AddressSuggestion {
  const { city } = street;
  const value = [cityPart(city), street.withType, house ? `д ${house}` : null].filter(Boolean).join(', ');
  return {
    value,
    unrestricted_value: [street.postalCode, regionPart(city), value].filter(Boolean).join(', '),
    data: {
      postal_code: street.postalCode, region: city.region, city: city.name, city_fias_id: city.fiasId,
      street: street.name, street_type: street.type, street_with_type: street.withType, house, fias_id: street.fiasId,
    },
  };
}

/**
 * Suggestions for a typed address, DaData style: every word must begin a word of the city or the street;
 * a trailing number that is not part of the street name is the house. "Москва, Тверская 7" →
 * "г Москва, ул Тверская, д 7"; a city alone → the city, then its streets.
 */
export function suggestAddress(query: string, count: number): AddressSuggestion[] {
  const tokens = words(query).filter((t) => !TYPE_TOKENS.has(t));
  if (tokens.length === 0) return [];
  const named: AddressSuggestion[] = [];
  const others: AddressSuggestion[] = [];
  for (const city of ADDRESS_DATASET) {
    const cw = cityWords.get(city)!;
    const rest = tokens.filter((t) => !matchesAny(t, cw));
    const cityMatched = rest.length < tokens.length;
    const results = cityMatched ? named : others;
    if (cityMatched && rest.length === 0) {
      results.push(cityOnly(city));
      for (const street of city.streets) results.push(streetSuggestion(street, null));
      continue;
    }
    for (const street of city.streets) {
      const sw = streetWords.get(street)!;
      let house: string | null = null;
      const unmatched = rest.filter((t) => !matchesAny(t, sw));
      if (unmatched.length === 1 && HOUSE.test(unmatched[0]!) && unmatched.length < rest.length) house = unmatched[0]!;
      else if (unmatched.length > 0) continue;
      results.push(streetSuggestion(street, house));
    }
  }
  // Addresses in a city the query named come first.
  return [...named, ...others].slice(0, count);
}

/** Delivery services' ids for a city (or a street's city) by its fias id. */
export function findDelivery(fiasId: string): DeliverySuggestion[] {
  const city = ADDRESS_DATASET.find((c) => c.fiasId === fiasId || c.streets.some((s) => s.fiasId === fiasId));
  if (!city) return [];
  return [{
    value: city.kladrId,
    unrestricted_value: city.kladrId,
    data: { kladr_id: city.kladrId, fias_id: city.fiasId, boxberry_id: city.delivery.boxberry, cdek_id: city.delivery.cdek, dpd_id: city.delivery.dpd },
  }];
}
