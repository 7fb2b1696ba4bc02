import type { AddressBound, AddressLocation, AddressSuggestion, DeliverySuggestion, SuggestAddressBody } from '@storefront/contract/suggest';
import { ADDRESS_BOUNDS } from '@storefront/contract/suggest';
import { fold, prefixTypoDistance, switchLayout, transliterations } from '../../lib/fuzzy';
import { ADDRESS_DATASET, type CityRecord, type StreetRecord } from './dataset';

/** Type words a shopper may type ("г Москва, ул. Тверская"); a street type word prefers streets of that type. */
const STREET_TYPES: Readonly<Record<string, string>> = {
  ул: 'ул',
  улица: 'ул',
  пр: 'пр-кт',
  'пр-т': 'пр-кт',
  'пр-кт': 'пр-кт',
  просп: 'пр-кт',
  проспект: 'пр-кт',
  пркт: 'пр-кт',
  ш: 'ш',
  шоссе: 'ш',
  'б-р': 'б-р',
  бул: 'б-р',
  бульв: 'б-р',
  бульвар: 'б-р',
  наб: 'наб',
  набережная: 'наб',
  пер: 'пер',
  переулок: 'пер',
  пл: 'пл',
  площадь: 'пл',
  тракт: 'тракт',
};
const IGNORED = new Set(['г', 'гор', 'город', 'обл', 'область', 'респ', 'республика', 'край', 'россия', 'рф']);
const HOUSE_MARK = new Set(['д', 'дом']);
const BLOCK_MARK: Readonly<Record<string, 'к' | 'стр'>> = { к: 'к', корп: 'к', корпус: 'к', с: 'стр', стр: 'стр', строение: 'стр' };
const FLAT_MARK: Readonly<Record<string, 'кв' | 'офис'>> = { кв: 'кв', квартира: 'кв', оф: 'офис', офис: 'офис' };
const ENTRANCE_MARK = new Set(['под', 'подъезд', 'п']);
/** Short names people type for cities. */
const ALIASES: Readonly<Record<string, string>> = {
  спб: 'санкт-петербург',
  питер: 'санкт-петербург',
  петербург: 'санкт-петербург',
  мск: 'москва',
  екб: 'екатеринбург',
  нск: 'новосибирск',
  нн: 'нижний новгород',
  ннов: 'нижний новгород',
  ростов: 'ростов-на-дону',
  влад: 'владивосток',
  spb: 'санкт-петербург',
  msk: 'москва',
};
const HOUSE = /^(\d{1,4}[а-я]?)(?:\/(\d{1,3}[а-я]?))?(?:(к|корп|с|стр)(\d{1,3}))?$/;
const NUMBER = /^\d{1,4}[а-я]?$/;

export interface ParsedAddress {
  words: string[];
  streetType: string | null;
  house: string | null;
  blockType: 'к' | 'стр' | null;
  block: string | null;
  flatType: 'кв' | 'офис' | null;
  flat: string | null;
  entrance: string | null;
}

/**
 * Splits a typed address into name words and the house part: "москва тверская 7 кв 12", "7к2", "7 стр 1",
 * "д. 7, корп. 2, под. 3". A number followed by a name word belongs to the name ("8 марта").
 */
export function parseAddress(query: string): ParsedAddress {
  const tokens = fold(query)
    .replace(/[,;()"«»]|\.(?!\d)/g, ' ')
    .replace(/\./g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out: ParsedAddress = { words: [], streetType: null, house: null, blockType: null, block: null, flatType: null, flat: null, entrance: null };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    const isMark = (x: string | undefined) => x !== undefined && (HOUSE_MARK.has(x) || x in BLOCK_MARK || x in FLAT_MARK || ENTRANCE_MARK.has(x));
    if (STREET_TYPES[t]) {
      out.streetType = STREET_TYPES[t];
      continue;
    }
    if (IGNORED.has(t)) continue;
    if (HOUSE_MARK.has(t) && next && HOUSE.test(next)) continue;
    if (t in BLOCK_MARK && out.house && next && NUMBER.test(next)) {
      out.blockType = BLOCK_MARK[t]!;
      out.block = next;
      i++;
      continue;
    }
    if (t in FLAT_MARK && next && NUMBER.test(next)) {
      out.flatType = FLAT_MARK[t]!;
      out.flat = next;
      i++;
      continue;
    }
    if (ENTRANCE_MARK.has(t) && out.house && next && /^\d{1,2}$/.test(next)) {
      out.entrance = next;
      i++;
      continue;
    }
    const house = HOUSE.exec(t);
    const nameFollows = next !== undefined && !isMark(next) && !HOUSE.test(next) && !STREET_TYPES[next];
    if (house && !(nameFollows && !out.house)) {
      if (!out.house) {
        out.house = house[2] ? `${house[1]}/${house[2]}` : house[1]!;
        if (house[3]) {
          out.blockType = BLOCK_MARK[house[3]]!;
          out.block = house[4]!;
        }
      } else if (!out.flat) {
        out.flatType = 'кв';
        out.flat = t;
      }
      continue;
    }
    out.words.push(...(ALIASES[t] ?? t).split(' '));
  }
  return out;
}

/** Words of a name, also split at hyphens ("санкт-петербург" → санкт-петербург, санкт, петербург). */
const nameWords = (s: string) =>
  fold(s)
    .split(/[\s,.()]+/)
    .filter(Boolean)
    .flatMap((w) => (w.includes('-') ? [w, ...w.split('-').filter(Boolean)] : [w]));
const cityWords = new Map<CityRecord, string[]>(ADDRESS_DATASET.map((c) => [c, nameWords(c.name)]));
const streetWords = new Map<StreetRecord, string[]>(ADDRESS_DATASET.flatMap((c) => c.streets.map((s) => [s, nameWords(s.name)] as const)));

/** The first letters agree closely enough for a typo to be possible (a swap of the first two included). */
const headsAgree = (a: string, b: string) => a[0] === b[0] || a[0] === b[1] || a[1] === b[0];

/** How far a typed word is from a name word: 0 as a beginning, its typos, its other layout or alphabet. */
function wordCost(forms: string[], word: string): number | null {
  let best: number | null = null;
  forms.forEach((form, k) => {
    const extra = k === 0 ? 0 : 0.5;
    const d = word.startsWith(form) ? 0 : form.length >= 3 && headsAgree(form, word) ? prefixTypoDistance(form, word) : null;
    if (d !== null && (best === null || d + extra < best)) best = d + extra;
  });
  return best;
}

function costAgainst(words: string[], formsOf: string[][], typed: string[], cache: Map<string, number | null>): Array<number | null> {
  return typed.map((t, i) => {
    let best: number | null = null;
    for (const w of words) {
      const key = `${i}|${w}`;
      let c = cache.get(key);
      if (c === undefined) {
        c = wordCost(formsOf[i]!, w);
        cache.set(key, c);
      }
      if (c !== null && (best === null || c < best)) best = c;
    }
    return best;
  });
}

interface Match {
  city: CityRecord;
  street: StreetRecord | null;
  cost: number;
  cityNamed: boolean;
}

function matches(parsed: ParsedAddress): Match[] {
  const typed = parsed.words;
  // The dataset is in Cyrillic: Latin words are also read on the other layout and transliterated.
  const formsOf = typed.map((w) => (/[a-z]/.test(w) ? [w, ...(switchLayout(w) ? [switchLayout(w)!] : []), ...transliterations(w)] : [w]));
  const cache = new Map<string, number | null>();
  const out: Match[] = [];
  for (const city of ADDRESS_DATASET) {
    const cc = costAgainst(cityWords.get(city)!, formsOf, typed, cache);
    const cityNamed = cc.some((c) => c !== null);
    if (cc.every((c) => c !== null) && typed.length > 0) {
      out.push({ city, street: null, cost: cc.reduce<number>((s, c) => s + c, 0), cityNamed: true });
    }
    for (const street of city.streets) {
      const sc = costAgainst(streetWords.get(street)!, formsOf, typed, cache);
      if (!sc.some((c) => c !== null)) continue;
      let cost = 0;
      let ok = true;
      for (let i = 0; i < typed.length; i++) {
        const a = cc[i] ?? null;
        const b = sc[i] ?? null;
        if (a === null && b === null) {
          ok = false;
          break;
        }
        cost += Math.min(a ?? Infinity, b ?? Infinity);
      }
      if (!ok) continue;
      if (parsed.streetType && street.type !== parsed.streetType) cost += 0.25;
      out.push({ city, street, cost, cityNamed });
    }
  }
  return out;
}

const LEVEL: Readonly<Record<AddressBound, number>> = Object.fromEntries(ADDRESS_BOUNDS.map((b, i) => [b, i])) as Record<AddressBound, number>;

function cityWithType(city: CityRecord): string {
  return `г ${city.name}`;
}

function suggestion(city: CityRecord, street: StreetRecord | null, p: ParsedAddress | null, level: AddressBound): AddressSuggestion {
  const region = city.region;
  if (level === 'region') {
    return {
      value: region.withType,
      unrestricted_value: region.withType,
      data: baseData(city, null, null, 'region'),
    };
  }
  const withHouse = street !== null && p?.house && LEVEL[level] >= LEVEL.house ? p : null;
  const withFlat = withHouse?.flat && LEVEL[level] >= LEVEL.flat ? withHouse : null;
  const housePart = withHouse ? `д ${withHouse.house}${withHouse.block ? ` ${withHouse.blockType} ${withHouse.block}` : ''}` : null;
  const flatPart = withFlat ? `${withFlat.flatType} ${withFlat.flat}` : null;
  const value = [cityWithType(city), street?.withType, housePart, flatPart].filter(Boolean).join(', ');
  const postal = street ? street.postalCode : city.postalCode;
  const unrestricted = [withHouse ? postal : null, city.federal ? null : region.withType, value].filter(Boolean).join(', ');
  return {
    value,
    unrestricted_value: unrestricted,
    data: baseData(city, street, withHouse, withFlat ? 'flat' : withHouse ? 'house' : street ? 'street' : 'city'),
  };
}

function baseData(city: CityRecord, street: StreetRecord | null, p: ParsedAddress | null, level: AddressBound): AddressSuggestion['data'] {
  const region = city.region;
  const onlyRegion = level === 'region';
  const fiasLevel = { region: '1', city: '4', street: '7', house: '8', flat: '9' }[level as 'region' | 'city' | 'street' | 'house' | 'flat'];
  const geo = onlyRegion ? null : (street ?? city);
  return {
    postal_code: onlyRegion ? null : street ? street.postalCode : city.postalCode,
    country: 'Россия',
    country_iso_code: 'RU',
    region_fias_id: region.fiasId,
    region_kladr_id: region.kladrId,
    region_with_type: region.withType,
    region_type: region.type,
    region_type_full: region.typeFull,
    region: region.name,
    city_fias_id: onlyRegion ? null : city.fiasId,
    city_kladr_id: onlyRegion ? null : city.kladrId,
    city_with_type: onlyRegion ? null : cityWithType(city),
    city_type: onlyRegion ? null : 'г',
    city_type_full: onlyRegion ? null : 'город',
    city: onlyRegion ? null : city.name,
    street_fias_id: street?.fiasId ?? null,
    street_kladr_id: street?.kladrId ?? null,
    street_with_type: street?.withType ?? null,
    street_type: street?.type ?? null,
    street_type_full: street?.typeFull ?? null,
    street: street?.name ?? null,
    house_type: p?.house ? 'д' : null,
    house_type_full: p?.house ? 'дом' : null,
    house: p?.house ?? null,
    block_type: p?.block ? p.blockType : null,
    block_type_full: p?.block ? (p.blockType === 'к' ? 'корпус' : 'строение') : null,
    block: p?.block ?? null,
    entrance: p?.entrance ?? null,
    flat_type: level === 'flat' && p?.flat ? p.flatType : null,
    flat_type_full: level === 'flat' && p?.flat ? (p.flatType === 'кв' ? 'квартира' : 'офис') : null,
    flat: level === 'flat' ? (p?.flat ?? null) : null,
    fias_id: onlyRegion ? region.fiasId : street ? street.fiasId : city.fiasId,
    fias_level: fiasLevel ?? null,
    kladr_id: onlyRegion ? region.kladrId : street ? street.kladrId : city.kladrId,
    geo_lat: geo ? String(geo.lat) : null,
    geo_lon: geo ? String(geo.lon) : null,
    qc_geo: onlyRegion ? null : street ? '2' : '4',
  };
}

/** DaData compares kladr ids by their significant digits: "77" and "7700000000000" both mean Moscow. */
const kladrPrefix = (id: string) => id.replace(/0+$/, '');

function inLocation(city: CityRecord, street: StreetRecord | null, loc: AddressLocation): boolean {
  const eq = (a: string | undefined, b: string) => a === undefined || fold(a) === fold(b);
  const kladr = street?.kladrId ?? city.kladrId;
  return (
    eq(loc.country, 'Россия') &&
    (loc.country_iso_code === undefined || loc.country_iso_code.toUpperCase() === 'RU') &&
    (loc.region === undefined || fold(loc.region) === fold(city.region.name) || fold(loc.region) === fold(city.region.withType)) &&
    eq(loc.region_fias_id, city.region.fiasId) &&
    (loc.region_kladr_id === undefined || kladr.startsWith(kladrPrefix(loc.region_kladr_id))) &&
    eq(loc.region_type_full, city.region.typeFull) &&
    eq(loc.city, city.name) &&
    eq(loc.city_fias_id, city.fiasId) &&
    (loc.city_kladr_id === undefined || kladr.startsWith(kladrPrefix(loc.city_kladr_id))) &&
    eq(loc.city_type_full, 'город') &&
    (loc.street === undefined || (street !== null && fold(loc.street) === fold(street.name))) &&
    (loc.street_fias_id === undefined || street?.fiasId === loc.street_fias_id) &&
    (loc.street_kladr_id === undefined || (street !== null && street.kladrId.startsWith(kladrPrefix(loc.street_kladr_id)))) &&
    (loc.kladr_id === undefined || kladr.startsWith(kladrPrefix(loc.kladr_id))) &&
    (loc.fias_id === undefined || [city.region.fiasId, city.fiasId, street?.fiasId].includes(loc.fias_id))
  );
}

/**
 * Suggestions for a typed address, DaData style and forgiving: every name word must begin (or, misspelt within
 * the typo budget, on the wrong layout or transliterated, nearly begin) a word of the city or the street;
 * "спб", "питер", "мск" name their cities; house, корпус/строение, flat and entrance are read from the rest.
 * `locations` restricts, `locations_boost` lifts, `from_bound`/`to_bound` set the levels answered.
 */
export function suggestAddress(body: Pick<SuggestAddressBody, 'query' | 'count'> & Partial<SuggestAddressBody>): AddressSuggestion[] {
  const parsed = parseAddress(body.query);
  if (parsed.words.length === 0) return [];
  const from = body.from_bound ? LEVEL[body.from_bound.value] : 0;
  const to = body.to_bound ? LEVEL[body.to_bound.value] : LEVEL.flat;
  const boost = body.locations_boost ?? [];
  const ranked = matches(parsed)
    .filter((m) => !body.locations?.length || body.locations.some((loc) => inLocation(m.city, m.street, loc)))
    .sort(
      (a, b) =>
        a.cost - b.cost ||
        Number(b.cityNamed) - Number(a.cityNamed) ||
        Number(boost.some((l) => inLocation(b.city, b.street, l))) - Number(boost.some((l) => inLocation(a.city, a.street, l))) ||
        Number(a.street !== null) - Number(b.street !== null) ||
        b.city.population - a.city.population,
    );
  const out: AddressSuggestion[] = [];
  const seen = new Set<string>();
  for (const m of ranked) {
    const natural = m.street ? (parsed.house ? (parsed.flat ? LEVEL.flat : LEVEL.house) : LEVEL.street) : LEVEL.city;
    if (natural < from && !(m.street === null && from <= LEVEL.city)) continue;
    const level = ADDRESS_BOUNDS[Math.min(natural, to)]!;
    if (LEVEL[level] < from) continue;
    const s = suggestion(m.city, LEVEL[level] >= LEVEL.street ? m.street : null, parsed, level);
    if (seen.has(s.value)) continue;
    seen.add(s.value);
    out.push(s);
    if (out.length >= body.count) break;
  }
  // A city alone is followed by its streets, as DaData lists them.
  if (out.length < body.count && ranked[0] && ranked[0].street === null && !parsed.house && to >= LEVEL.street) {
    for (const street of ranked[0].city.streets) {
      if (out.length >= body.count) break;
      const s = suggestion(street.city, street, null, 'street');
      if (seen.has(s.value) || (body.locations?.length && !body.locations.some((loc) => inLocation(street.city, street, loc)))) continue;
      seen.add(s.value);
      out.push(s);
    }
  }
  return out;
}

/** Delivery services' ids for a city (or a street's city) by its KLADR or FIAS id. */
export function findDelivery(id: string): DeliverySuggestion[] {
  const city = ADDRESS_DATASET.find((c) => c.fiasId === id || c.kladrId === id || c.streets.some((s) => s.fiasId === id || s.kladrId === id));
  if (!city) return [];
  return [
    {
      value: city.kladrId,
      unrestricted_value: city.kladrId,
      data: {
        kladr_id: city.kladrId,
        fias_id: city.fiasId,
        boxberry_id: city.delivery.boxberry,
        cdek_id: city.delivery.cdek,
        dpd_id: city.delivery.dpd,
      },
    },
  ];
}
