import { describe, expect, it } from 'vitest';
import { buildReferralQuery, buildTelegramShareLink, decodeStartParam, encodeStartQuery, parseReferralQuery } from '../src/links';
import { buildStartParam, mergeStartQuery, parseStartParam } from '../src/start-param';

const REFERRAL = buildReferralQuery({ showcaseId: 1, refCode: 'ABCD1234', cmp: '12ABCD' });

describe('Telegram start parameters', () => {
  it('reads the referral form (base64url of the share query) as before', () => {
    const startapp = new URL(buildTelegramShareLink('demo_bot', { showcaseId: 1, refCode: 'ABCD1234', cmp: '12ABCD' })).searchParams.get('startapp');
    expect(parseStartParam(startapp)).toEqual({
      route: null,
      query: new URLSearchParams(REFERRAL),
      referral: { showcaseId: 1, refCode: 'ABCD1234', cmp: '12ABCD', landing: false },
    });
  });

  it('reads product and landing deep links', () => {
    expect(parseStartParam('p_42')).toEqual({ route: { kind: 'product', id: 42 }, query: null, referral: null });
    expect(parseStartParam('a_7')).toEqual({ route: { kind: 'landing', id: 7 }, query: null, referral: null });
  });

  it('reads a deep link combined with the referral query, and the server-side decoder sees the referral', () => {
    const value = buildStartParam({ route: { kind: 'product', id: 1234 }, query: REFERRAL });
    expect(value).toMatch(/^p_1234_[A-Za-z0-9_-]+$/);
    expect(value!.length).toBeLessThanOrEqual(64);
    const parsed = parseStartParam(value);
    expect(parsed?.route).toEqual({ kind: 'product', id: 1234 });
    expect(parsed?.referral).toEqual({ showcaseId: 1, refCode: 'ABCD1234', cmp: '12ABCD', landing: false });
    expect(parseReferralQuery(decodeStartParam(value)!)?.refCode).toBe('ABCD1234');
  });

  it('carries the rd=1 redirect query of spec §2', () => {
    const value = buildStartParam({ query: 'rd=1&alias=sport' });
    expect(value).toBe(encodeStartQuery('rd=1&alias=sport'));
    const parsed = parseStartParam(value);
    expect(parsed?.route).toBeNull();
    expect(parsed?.query?.get('rd')).toBe('1');
    expect(parsed?.query?.get('alias')).toBe('sport');
    expect(parsed?.referral).toBeNull();
  });

  it('merges the carried query under the page query (the page wins)', () => {
    const value = buildStartParam({ query: 'rd=1&alias=sport&s=1' });
    expect(mergeStartQuery({ s: '2', x: 'y' }, value)).toEqual({ rd: '1', alias: 'sport', s: '2', x: 'y' });
    expect(mergeStartQuery({ s: '2' }, 'p_5')).toEqual({ s: '2' });
    expect(mergeStartQuery({ s: '2' }, null)).toEqual({ s: '2' });
    // The expanded parameter does not travel on (a redirect built from it must not loop).
    expect(mergeStartQuery({ tgWebAppStartParam: value!, startapp: value! }, value)).toEqual({ rd: '1', alias: 'sport', s: '1' });
  });

  it('refuses what Telegram would not send or what decodes to noise', () => {
    for (const bad of [null, undefined, '', 'x'.repeat(65), 'p_1 2', 'p_12!', 'not valid!', '_w', 'hello', 'p_0', 'p_01', 'q_12', 'p_']) {
      expect(parseStartParam(bad)).toBeNull();
    }
    // A deep link with a garbage tail keeps its route and drops the tail.
    expect(parseStartParam('a_3_%%')).toBeNull();
    expect(parseStartParam('a_3_zzzz')).toEqual({ route: { kind: 'landing', id: 3 }, query: null, referral: null });
  });

  it('builds only parameters that fit Telegram', () => {
    expect(buildStartParam({ route: { kind: 'landing', id: 9 } })).toBe('a_9');
    expect(buildStartParam({})).toBeNull();
    expect(buildStartParam({ route: { kind: 'product', id: 1 }, query: `s=1_r=${'A'.repeat(32)}&cmp=12ABCD` })).toBeNull();
  });
});
