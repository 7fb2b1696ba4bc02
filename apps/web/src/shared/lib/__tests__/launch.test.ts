import { describe, expect, it } from 'vitest';
import { buildStartupRequest, getLaunchParams, queryToRecord, readTgDataFromHash } from '../launch';

describe('startup request', () => {
  const base = { query: { s: '7' }, tgData: null, devMode: 0 as const };

  it('sends a global filter only when it contains an underscore', () => {
    expect(buildStartupRequest({ ...base, globalFilter: '0' })).toEqual({ query: { s: '7' }, devMode: 0 });
    expect(buildStartupRequest({ ...base, globalFilter: '12_4' })).toMatchObject({ sf: '12_4' });
  });

  it('carries Telegram init data in the body', () => {
    expect(buildStartupRequest({ ...base, tgData: 'query_id=1&hash=abc', globalFilter: '0' }).tgData).toBe('query_id=1&hash=abc');
  });
});

describe('launch parameters', () => {
  it('reads the raw init data from the Telegram hash', () => {
    const raw = 'query_id=AA&user=%7B%22id%22%3A1%7D&auth_date=1&hash=ff';
    expect(readTgDataFromHash(`#tgWebAppData=${encodeURIComponent(raw)}&tgWebAppVersion=8.0`)).toBe(raw);
    expect(readTgDataFromHash('#section')).toBeNull();
  });

  it('keeps the init data for reloads inside Telegram', () => {
    window.history.replaceState(null, '', '/#tgWebAppData=a%3D1');
    expect(getLaunchParams().tgData).toBe('a=1');
    expect(window.sessionStorage.getItem('tgWebAppData')).toBe('a=1');
  });

  it('drops oversized query values', () => {
    expect(queryToRecord(`?a=1&b=${'x'.repeat(3000)}`)).toEqual({ a: '1' });
  });
});
