import { createHash } from 'node:crypto';
import type { CdekDeliveryPoint, CdekLocation, CdekStatus, CdekTariffCode } from '@storefront/contract/delivery';
import { ADDRESS_DATASET, type CityRecord } from '../suggest/dataset';
import { distanceKm } from './geo';
import { TARIFF_COURIER, TARIFF_PICKUP } from './cdek-client';

/**
 * The data of the DEMO sandbox of CDEK's API v2, derived from the built-in address dataset (266 cities with their
 * coordinates): pickup points on the cities' streets near their centres, tariffs priced by distance and weight as
 * CDEK's public calculator roughly prices parcels, and the statuses a parcel passes as the clock advances.
 * Everything is deterministic (hashes of names), so two nodes and two runs answer the same.
 */

const unit = (seed: string) => parseInt(createHash('sha1').update(seed).digest('hex').slice(0, 8), 16) / 2 ** 32;

/** Streets every Russian city has, for cities the dataset lists without streets. */
const COMMON_STREETS = ['ул Ленина', 'ул Советская', 'ул Мира', 'ул Гагарина', 'ул Пушкина', 'ул Кирова', 'пр-кт Победы', 'ул Садовая'];
const WORK_TIMES = [
  { text: 'Пн-Пт 09:00-21:00, Сб-Вс 10:00-18:00', list: [9, 21, 10, 18] },
  { text: 'Пн-Вс 10:00-22:00', list: [10, 22, 10, 22] },
  { text: 'Пн-Пт 10:00-20:00, Сб 10:00-16:00', list: [10, 20, 10, 16] },
] as const;
const LATIN: Record<string, string> = {
  а: 'A',
  б: 'B',
  в: 'V',
  г: 'G',
  д: 'D',
  е: 'E',
  ё: 'E',
  ж: 'Z',
  з: 'Z',
  и: 'I',
  й: 'Y',
  к: 'K',
  л: 'L',
  м: 'M',
  н: 'N',
  о: 'O',
  п: 'P',
  р: 'R',
  с: 'S',
  т: 'T',
  у: 'U',
  ф: 'F',
  х: 'H',
  ц: 'C',
  ч: 'C',
  ш: 'S',
  щ: 'S',
  ы: 'Y',
  э: 'E',
  ю: 'U',
  я: 'Y',
};
const prefixOf = (name: string) =>
  [...name.toLowerCase().replace(/[^а-яё]/g, '')]
    .map((c) => LATIN[c] ?? '')
    .join('')
    .slice(0, 3)
    .padEnd(3, 'X');

const byCode = new Map<number, CityRecord[]>();
const byFias = new Map<string, CityRecord>();
const byPostal = new Map<string, CityRecord>();
const byName = new Map<string, CityRecord>();
for (const c of ADDRESS_DATASET) {
  const code = Number(c.delivery.cdek);
  byCode.set(code, [...(byCode.get(code) ?? []), c]);
  byFias.set(c.fiasId, c);
  byPostal.set(c.postalCode.slice(0, 3), c);
  if (!byName.has(c.name.toLowerCase())) byName.set(c.name.toLowerCase(), c);
}

/** The city of a CDEK location or a points query: the FIAS id first, then the code (with the city name or postal code to tell apart cities sharing one), then the name. */
export function sandboxCity(loc: CdekLocation & { fias_guid?: string }): CityRecord | null {
  if (loc.fias_guid && byFias.has(loc.fias_guid)) return byFias.get(loc.fias_guid)!;
  if (loc.code !== undefined) {
    const same = byCode.get(loc.code) ?? [];
    if (same.length === 1) return same[0]!;
    const named = same.find(
      (c) =>
        (loc.city && c.name.toLowerCase() === loc.city.toLowerCase()) || (loc.postal_code && loc.postal_code.startsWith(c.postalCode.slice(0, 3))),
    );
    if (named) return named;
    if (same.length > 0) return same[0]!;
  }
  if (loc.city && byName.has(loc.city.toLowerCase())) return byName.get(loc.city.toLowerCase())!;
  if (loc.postal_code && byPostal.has(loc.postal_code.slice(0, 3))) return byPostal.get(loc.postal_code.slice(0, 3))!;
  return null;
}

export function pointsOf(city: CityRecord): CdekDeliveryPoint[] {
  // The dataset counts people in thousands.
  const count = Math.max(3, Math.min(14, Math.round(city.population / 120)));
  const streets = city.streets.length > 0 ? city.streets.map((s) => s.withType) : COMMON_STREETS;
  const code = Number(city.delivery.cdek);
  const prefix = prefixOf(city.name);
  const metro = METRO[city.name] ?? [];
  const index = ADDRESS_DATASET.indexOf(city);
  return Array.from({ length: count }, (_, i) => {
    const street = streets[i % streets.length]!;
    const house = 1 + Math.floor(unit(`house:${city.name}:${i}`) * 120);
    const spread = 0.02 + 0.06 * Math.min(1, city.population / 2_000);
    const lat = Number((city.lat + (unit(`plat:${city.name}:${i}`) * 2 - 1) * spread).toFixed(6));
    const lon = Number((city.lon + (unit(`plon:${city.name}:${i}`) * 2 - 1) * spread * 1.6).toFixed(6));
    const postamat = i % 4 === 3;
    const wt = WORK_TIMES[i % WORK_TIMES.length]!;
    const address = `${street}, ${house}`;
    return {
      code: `${prefix}${index * 20 + i + 1}`,
      uuid: uuidOf(`point:${city.name}:${i}`),
      name: postamat ? `Постамат ${prefix}${i + 1}` : `${city.name}, ${street}`,
      address_comment: postamat ? 'В торговом центре, у главного входа' : 'Вход с улицы, вывеска СДЭК',
      ...(metro.length > 0 && i % 2 === 0 ? { nearest_metro_station: metro[(i / 2) % metro.length]! } : {}),
      work_time: wt.text,
      work_time_list: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
        day,
        time: day <= 5 ? `${pad(wt.list[0])}:00/${pad(wt.list[1])}:00` : `${pad(wt.list[2])}:00/${pad(wt.list[3])}:00`,
      })),
      phones: [{ number: `+7800250${String(4000 + (code % 6000)).padStart(4, '0')}` }],
      type: postamat ? ('POSTAMAT' as const) : ('PVZ' as const),
      owner_code: 'cdek',
      is_handout: true,
      is_reception: !postamat,
      have_cashless: true,
      have_cash: !postamat,
      location: {
        country_code: 'RU',
        region_code: Number(city.region.code),
        region: city.region.withType,
        city_code: code,
        city: city.name,
        postal_code: city.postalCode,
        longitude: lon,
        latitude: lat,
        address,
        address_full: `${city.postalCode}, Россия, ${city.region.withType}, ${city.name}, ${address}`,
      },
    };
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
const METRO: Record<string, string[]> = {
  Москва: ['Тверская', 'Охотный Ряд', 'Арбатская', 'Курская', 'Таганская', 'Парк культуры'],
  'Санкт-Петербург': ['Невский проспект', 'Гостиный двор', 'Площадь Восстания', 'Василеостровская'],
};

export function uuidOf(seed: string): string {
  const h = createHash('sha1').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Tariffs from one city to another for a parcel: «Посылка склад-склад» and «склад-дверь», roubles and working days. */
export function tariffsBetween(from: CityRecord, to: CityRecord, weightGrams: number): CdekTariffCode[] {
  const km = distanceKm(from, to);
  const kg = Math.max(0.5, weightGrams / 1000);
  const pickup = Math.round(190 + km * 0.085 + Math.max(0, kg - 1) * 45);
  const periodMin = km < 30 ? 1 : 1 + Math.round(km / 900);
  const periodMax = periodMin + (km < 30 ? 1 : 2);
  return [
    {
      tariff_code: TARIFF_PICKUP,
      tariff_name: 'Посылка склад-склад',
      tariff_description: 'Услуга экономичной доставки товаров по России для компаний, осуществляющих дистанционную торговлю.',
      delivery_mode: 4,
      delivery_sum: pickup,
      period_min: periodMin,
      period_max: periodMax,
      calendar_min: periodMin,
      calendar_max: periodMax + 2,
    },
    {
      tariff_code: TARIFF_COURIER,
      tariff_name: 'Посылка склад-дверь',
      tariff_description: 'Услуга экономичной доставки товаров по России для компаний, осуществляющих дистанционную торговлю.',
      delivery_mode: 3,
      delivery_sum: pickup + 160,
      period_min: periodMin,
      period_max: periodMax + 1,
      calendar_min: periodMin,
      calendar_max: periodMax + 3,
    },
  ];
}

/** The statuses a parcel passes, one every `stepMs`; the last is DELIVERED. */
const STEPS: ReadonlyArray<{ code: string; name: string; at: 'from' | 'to' }> = [
  { code: 'CREATED', name: 'Создан', at: 'from' },
  { code: 'RECEIVED_AT_SHIPMENT_WAREHOUSE', name: 'Принят на склад отправителя', at: 'from' },
  { code: 'TAKEN_BY_TRANSPORTER_FROM_SENDER_CITY', name: 'Выдан на отправку в г. отправителе', at: 'from' },
  { code: 'ACCEPTED_IN_RECIPIENT_CITY', name: 'Встречен в г. получателе', at: 'to' },
  { code: 'LAST_MILE', name: '', at: 'to' },
  { code: 'DELIVERED', name: 'Вручен', at: 'to' },
];
export const SANDBOX_STEPS = STEPS.length;

export function statusesAt(
  o: { createdAt: Date; shiftMs: number; tariffCode: number; fromCity: string; toCity: string },
  now: Date,
  stepMs: number,
): CdekStatus[] {
  const elapsed = now.getTime() - o.createdAt.getTime() + o.shiftMs;
  const reached = Math.min(STEPS.length, Math.floor(elapsed / stepMs) + 1);
  return STEPS.slice(0, reached).map((s, i) => {
    const lastMile =
      o.tariffCode === TARIFF_COURIER
        ? { code: 'TAKEN_BY_COURIER', name: 'Выдан на доставку' }
        : { code: 'ACCEPTED_AT_PICK_UP_POINT', name: 'Принят на склад до востребования' };
    const step = s.code === 'LAST_MILE' ? lastMile : s;
    // A status reached on the clock carries its time; one reached early (the sandbox's «deliver now») carries now.
    const natural = o.createdAt.getTime() + i * stepMs;
    const at = new Date(natural <= now.getTime() ? natural : now.getTime() - (reached - 1 - i) * 1000);
    return { code: step.code, name: step.name, date_time: at.toISOString().replace('Z', '+0000'), city: s.at === 'from' ? o.fromCity : o.toCity };
  });
}
