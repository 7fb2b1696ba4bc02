import type { AddressSuggestion, AddressSuggestions, DeliverySuggestions } from '@storefront/contract/suggest';
import { afterAll, describe, expect, it } from 'vitest';
import { ADDRESS_DATASET } from '../../src/modules/suggest/dataset';
import { parseAddress } from '../../src/modules/suggest/service';
import { fileTestApp } from '../helpers/app';

/**
 * Issue 16, the address half: misspelt, abbreviated, transliterated and wrong-layout addresses with their
 * expected top suggestion (DaData's value), house, корпус/строение and flat parsed into their fields.
 */
const t = fileTestApp();

const TOKEN = 'Token demo-suggest-token';
const call = (url: string, body: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', authorization: TOKEN }, payload: JSON.stringify(body) });
const suggest = async (body: Record<string, unknown>) => {
  const res = await call('/api/suggest/address', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AddressSuggestions>().suggestions;
};

const CASES: ReadonlyArray<readonly [string, string, Partial<AddressSuggestion['data']>?]> = [
  ['моска тверская', 'г Москва, ул Тверская'],
  ['екатеренбург', 'г Екатеринбург'],
  ['спб невский 1', 'г Санкт-Петербург, Невский пр-кт, д 1', { house: '1', house_type: 'д' }],
  ['мск арбат 10', 'г Москва, ул Арбат, д 10'],
  ['питер литейный', 'г Санкт-Петербург, Литейный пр-кт'],
  ['кутузовский пр-т 30', 'г Москва, Кутузовский пр-кт, д 30'],
  ['москва тверская 7 кв 12', 'г Москва, ул Тверская, д 7, кв 12', { house: '7', flat_type: 'кв', flat: '12' }],
  ['москва тверская 7к2', 'г Москва, ул Тверская, д 7 к 2', { block_type: 'к', block: '2' }],
  ['москва тверская 7 стр 1', 'г Москва, ул Тверская, д 7 стр 1', { block_type: 'стр', block: '1' }],
  ['москва, тверская, д. 7, корп. 2, кв. 15', 'г Москва, ул Тверская, д 7 к 2, кв 15', { block: '2', flat: '15' }],
  ['Екатеринбург 8 марта 5', 'г Екатеринбург, ул 8 Марта, д 5', { street: '8 Марта', house: '5' }],
  ['vjcrdf ndthcrfz', 'г Москва, ул Тверская'],
  ['moskva tverskaya 7', 'г Москва, ул Тверская, д 7'],
  ['novosibirsk', 'г Новосибирск'],
  ['нвосибирск красный пр', 'г Новосибирск, Красный пр-кт'],
  ['казнь баумана', 'г Казань, ул Баумана'],
  ['Казань Кремлевская', 'г Казань, ул Кремлёвская'],
  ['самрра ленинградская 10', 'г Самара, ул Ленинградская, д 10'],
  ['ростов б садовая', 'г Ростов-на-Дону, ул Большая Садовая'],
  ['н новгород б покровская 5', 'г Нижний Новгород, ул Большая Покровская, д 5'],
  ['челябинск кирова 10/2', 'г Челябинск, ул Кирова, д 10/2', { house: '10/2' }],
  ['красноярск мира 5а', 'г Красноярск, пр-кт Мира, д 5а'.replace('пр-кт Мира', 'ул Мира'), { house: '5а' }],
  ['владивосток светланская', 'г Владивосток, ул Светланская'],
  ['тольяти', 'г Тольятти'],
  ['набережные челны', 'г Набережные Челны'],
  ['петропавловск камчатский', 'г Петропавловск-Камчатский'],
  ['улан удэ', 'г Улан-Удэ'],
  ['сургут', 'г Сургут', { region_with_type: 'Ханты-Мансийский Автономный округ - Югра' }],
  ['ижевск', 'г Ижевск', { region_with_type: 'Удмуртская Респ' }],
  ['уфа', 'г Уфа', { region_with_type: 'Респ Башкортостан', region_type: 'Респ' }],
];

let hits = 0;
afterAll(() => {
  console.warn(`address suggestions precision@1: ${hits}/${CASES.length} = ${(hits / CASES.length).toFixed(3)}`);
});

describe('forgiving address suggestions: expected top suggestion', () => {
  it.each(CASES)('%s', async (query, value, data) => {
    const [top] = await suggest({ query, count: 5 });
    expect(top?.value).toBe(value);
    if (data) expect(top!.data).toMatchObject(data as object);
    hits++;
  });
});

describe('DaData fidelity', () => {
  it('fills the fields DaData has, with its meanings', async () => {
    const [top] = await suggest({ query: 'москва тверская 7к2 кв 12' });
    expect(top!.data).toMatchObject({
      country: 'Россия',
      country_iso_code: 'RU',
      region_with_type: 'г Москва',
      region_type: 'г',
      region: 'Москва',
      city_with_type: 'г Москва',
      city: 'Москва',
      city_kladr_id: '7700000000000',
      street_with_type: 'ул Тверская',
      street_type: 'ул',
      house_type: 'д',
      house: '7',
      block_type: 'к',
      block: '2',
      flat_type: 'кв',
      flat: '12',
      fias_level: '9',
      qc_geo: '2',
    });
    expect(top!.data.kladr_id).toMatch(/^77\d{15}$/);
    expect(top!.data.postal_code).toMatch(/^\d{6}$/);
    expect(Number(top!.data.geo_lat)).toBeCloseTo(55.75, 0);
    expect(Number(top!.data.geo_lon)).toBeCloseTo(37.6, 0);
    expect(top!.unrestricted_value).toBe(`${top!.data.postal_code}, г Москва, ул Тверская, д 7 к 2, кв 12`);
    const [city] = await suggest({ query: 'новосибирск' });
    expect(city!.data).toMatchObject({
      region_with_type: 'Новосибирская обл',
      city_with_type: 'г Новосибирск',
      fias_level: '4',
      qc_geo: '4',
      kladr_id: '5400000100000',
    });
    expect(city!.unrestricted_value).toBe('Новосибирская обл, г Новосибирск');
  });

  it('parses house, корпус, строение, flat and entrance', () => {
    expect(parseAddress('тверская д. 7, корп. 2, под. 3, кв. 15')).toMatchObject({
      words: ['тверская'],
      house: '7',
      blockType: 'к',
      block: '2',
      entrance: '3',
      flatType: 'кв',
      flat: '15',
    });
    expect(parseAddress('тверская 7с1 офис 5')).toMatchObject({ house: '7', blockType: 'стр', block: '1', flatType: 'офис', flat: '5' });
    expect(parseAddress('10 лет октября 3')).toMatchObject({ words: ['10', 'лет', 'октября'], house: '3' });
  });

  it('honours locations, locations_boost and the bounds', async () => {
    const inKazan = await suggest({ query: 'пушкина', locations: [{ city: 'Казань' }] });
    expect(inKazan.length).toBeGreaterThan(0);
    expect(inKazan.every((s) => s.data.city === 'Казань')).toBe(true);
    const byKladr = await suggest({ query: 'ленина', locations: [{ kladr_id: '66' }] });
    expect(byKladr.every((s) => s.data.region === 'Свердловская')).toBe(true);
    const boosted = await suggest({ query: 'ленина', locations_boost: [{ kladr_id: '5400000100000' }] });
    expect(boosted[0]!.data.city).toBe('Новосибирск');
    const cities = await suggest({ query: 'моск', from_bound: { value: 'city' }, to_bound: { value: 'city' } });
    expect(cities.every((s) => s.data.street === null && s.data.city !== null)).toBe(true);
    expect(cities[0]!.value).toBe('г Москва');
    const streets = await suggest({ query: 'москва тверская 7', to_bound: { value: 'street' } });
    expect(streets[0]).toMatchObject({ value: 'г Москва, ул Тверская', data: { house: null } });
    const regions = await suggest({ query: 'новосиб', from_bound: { value: 'region' }, to_bound: { value: 'region' } });
    expect(regions[0]).toMatchObject({ value: 'Новосибирская обл', data: { city: null, region_kladr_id: '5400000000000' } });
  });

  it('serves GET as DaData does, and findById/delivery by KLADR id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/suggest/address?query=${encodeURIComponent('мск тверская')}&count=2`,
      headers: { authorization: TOKEN },
    });
    expect(res.statusCode).toBe(200);
    const found = res.json<AddressSuggestions>().suggestions;
    expect(found).toHaveLength(2);
    expect(found[0]!.value).toBe('г Москва, ул Тверская');
    const moscow = ADDRESS_DATASET.find((c) => c.name === 'Москва')!;
    for (const query of [moscow.kladrId, moscow.streets[0]!.kladrId, moscow.fiasId]) {
      const d = (await call('/api/findById/delivery', { query })).json<DeliverySuggestions>().suggestions;
      expect(d[0]?.data.kladr_id).toBe('7700000000000');
    }
    const get = await t.app.inject({ method: 'GET', url: '/api/findById/delivery?query=7700000000000', headers: { authorization: TOKEN } });
    expect(get.json<DeliverySuggestions>().suggestions[0]?.data.fias_id).toBe(moscow.fiasId);
    expect((await t.app.inject({ method: 'GET', url: '/api/suggest/address?query=x' })).statusCode).toBe(401);
  });

  it('has real-looking ids, postcodes and coordinates for every city', () => {
    for (const c of ADDRESS_DATASET) {
      expect(c.kladrId).toMatch(/^\d{13}$/);
      expect(c.postalCode).toMatch(/^\d{6}$/);
      expect(c.lat).toBeGreaterThan(41);
      expect(c.lat).toBeLessThan(70);
      expect(c.lon).toBeGreaterThan(19);
      expect(c.lon).toBeLessThan(180);
    }
    expect(new Set(ADDRESS_DATASET.map((c) => c.kladrId)).size).toBe(ADDRESS_DATASET.length);
  });
});
