import type { AddressSuggestions, DeliverySuggestions } from '@storefront/contract/suggest';
import { describe, expect, it } from 'vitest';
import { ADDRESS_DATASET } from '../../src/modules/suggest/dataset';
import { fileTestApp } from '../helpers/app';

const t = fileTestApp();

const TOKEN = 'Token demo-suggest-token';
/** As the browser (or any DaData client) calls it: JSON, the token, no CSRF header, no cookie. */
const call = (url: string, body: unknown, authorization: string | null = TOKEN) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    payload: JSON.stringify(body),
  });
const suggest = async (query: string, count?: number) =>
  (await call('/api/suggest/address', count ? { query, count } : { query })).json<AddressSuggestions>().suggestions;

describe('address suggestions (DaData shapes, built-in dataset)', () => {
  it('has the cities of over 50 000 people, the 20 largest with about 20 main streets each', () => {
    expect(ADDRESS_DATASET.length).toBeGreaterThanOrEqual(250);
    expect(ADDRESS_DATASET.slice(0, 20).every((c) => c.streets.length >= 18)).toBe(true);
    expect(new Set(ADDRESS_DATASET.flatMap((c) => c.streets.map((s) => s.fiasId))).size).toBe(
      ADDRESS_DATASET.reduce((n, c) => n + c.streets.length, 0),
    );
  });

  it('"Москва, Тверская" finds Tverskaya street in Moscow first', async () => {
    const found = await suggest('Москва, Тверская');
    expect(found[0]).toMatchObject({
      value: 'г Москва, ул Тверская',
      data: {
        city: 'Москва',
        street: 'Тверская',
        street_type: 'ул',
        street_with_type: 'ул Тверская',
        house: null,
        region: 'Москва',
        region_with_type: 'г Москва',
      },
    });
    expect(found[0]!.data.fias_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(found[0]!.data.postal_code).toMatch(/^\d{6}$/);
    expect(found.every((s) => s.data.city === 'Москва')).toBe(true);
  });

  it('reads a house number, type words, ё/е and prefixes', async () => {
    expect((await suggest('г. Москва, ул. Тверская, д. 7'))[0]).toMatchObject({ value: 'г Москва, ул Тверская, д 7', data: { house: '7' } });
    expect((await suggest('санкт невск 28'))[0]).toMatchObject({ value: 'г Санкт-Петербург, Невский пр-кт, д 28' });
    expect((await suggest('Казань Кремлевская'))[0]?.value).toBe('г Казань, ул Кремлёвская');
    expect((await suggest('Екатеринбург 8 марта'))[0]?.data).toMatchObject({ street: '8 Марта', house: null });
  });

  it('a city alone comes first, then its streets; count caps the answer; nonsense finds nothing', async () => {
    const found = await suggest('Новосиб', 5);
    expect(found).toHaveLength(5);
    expect(found[0]).toMatchObject({ value: 'г Новосибирск', data: { street: null, city: 'Новосибирск' } });
    expect(await suggest('Ъыъыъ')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
  });

  it('needs the token and a valid body', async () => {
    expect((await call('/api/suggest/address', { query: 'Москва' }, null)).statusCode).toBe(401);
    expect((await call('/api/suggest/address', { query: 'Москва' }, 'Token wrong')).statusCode).toBe(401);
    expect((await call('/api/suggest/address', { query: 'Москва', count: 500 })).statusCode).toBe(400);
    expect((await call('/api/suggest/address', { nothing: 1 })).statusCode).toBe(400);
  });

  it('findById/delivery answers the delivery ids of a city (also by a street id)', async () => {
    const street = (await suggest('Москва, Арбат'))[0]!;
    for (const url of ['/api/findById/delivery', '/api/suggest/findById/delivery']) {
      for (const id of [street.data.city_fias_id, street.data.fias_id]) {
        const res = await call(url, { query: id });
        const [city] = res.json<DeliverySuggestions>().suggestions;
        expect(city?.data.fias_id).toBe(street.data.city_fias_id);
        expect(city?.data.cdek_id).toMatch(/^\d+$/);
      }
    }
    expect((await call('/api/findById/delivery', { query: 'unknown' })).json<DeliverySuggestions>().suggestions).toEqual([]);
    expect((await call('/api/findById/delivery', { query: 'x' }, null)).statusCode).toBe(401);
  });
});
