import { ADDRESS_DATASET, type CityRecord } from '../suggest/dataset';
import type { Destination } from './provider';

/**
 * The destination of an address as the built-in address dataset knows it (the suggestions on main, issue 16): the
 * city by its FIAS id or name, the street's coordinates when the chosen suggestion was a street or a house.
 */
const byCityFias = new Map<string, CityRecord>();
const byName = new Map<string, CityRecord>();
const streetByFias = new Map<string, { city: CityRecord; lat: number; lon: number; postalCode: string }>();
for (const c of ADDRESS_DATASET) {
  byCityFias.set(c.fiasId, c);
  if (!byName.has(c.name.toLowerCase())) byName.set(c.name.toLowerCase(), c);
  for (const s of c.streets) streetByFias.set(s.fiasId, { city: c, lat: s.lat, lon: s.lon, postalCode: s.postalCode });
}

/** "г Москва", "Москва", "город Москва" → the dataset's city. */
export function cityOf(name: string, fiasId?: string | null): CityRecord | null {
  if (fiasId) {
    const city = byCityFias.get(fiasId) ?? streetByFias.get(fiasId)?.city;
    if (city) return city;
  }
  const clean = name
    .trim()
    .replace(/^(г\.?|город)\s+/i, '')
    .toLowerCase();
  return byName.get(clean) ?? null;
}

export function destinationOf(input: { city: string; address: string; fiasId?: string | null }): Destination {
  const city = cityOf(input.city, input.fiasId);
  const street = input.fiasId ? streetByFias.get(input.fiasId) : undefined;
  return {
    city: city?.name ?? input.city.trim(),
    cdekCode: city?.delivery.cdek ? Number(city.delivery.cdek) : null,
    fiasId: city?.fiasId ?? null,
    postalCode: street?.postalCode ?? city?.postalCode ?? null,
    address: input.address,
    lat: street?.lat ?? city?.lat ?? null,
    lon: street?.lon ?? city?.lon ?? null,
  };
}

/** Great-circle distance, km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Working days after `from` (Saturday and Sunday skipped), as an ISO date. */
export function addWorkingDays(from: Date, days: number): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left--;
  }
  return d.toISOString().slice(0, 10);
}
