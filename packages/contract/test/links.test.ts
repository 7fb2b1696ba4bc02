import { describe, expect, it } from 'vitest';
import { buildTelegramShareLink, buildWebShareLink, decodeStartParam, parseReferralQuery, parseSParam, randomCmp, toBase36 } from '../src/links';

describe('referral links', () => {
  it('encodes the showcase id in base 36 with the referral code', () => {
    expect(toBase36(1295)).toBe('zz');
    expect(buildWebShareLink('https://shop.example/', { showcaseId: 1295, refCode: 'AB12CD34', cmp: '42QWER' })).toBe(
      'https://shop.example/?s=zz_r=AB12CD34&cmp=42QWER',
    );
  });

  it('adds the landing marker for state-1 showcases', () => {
    expect(buildWebShareLink('https://x.ru', { showcaseId: 2, refCode: null, cmp: '00AAAA', landing: true })).toBe(
      'https://x.ru/?s=2&cmp=00AAAA&land=1',
    );
  });

  it('parses the s parameter and refuses malformed ones', () => {
    expect(parseSParam('zz_r=AB12CD34')).toEqual({ showcaseId: 1295, refCode: 'AB12CD34' });
    expect(parseSParam('2')).toEqual({ showcaseId: 2, refCode: null });
    for (const bad of ['', '0', 'ZZ', '2_r=', '2_r=a b', '2;drop', 'zzzzzzzzzzz']) expect(parseSParam(bad)).toBeNull();
  });

  it('makes a campaign suffix of 2 digits and 4 capitals', () => {
    for (let i = 0; i < 50; i++) expect(randomCmp()).toMatch(/^[0-9]{2}[A-Z]{4}$/);
  });

  it('round-trips the Telegram start parameter within its alphabet and length', () => {
    const link = buildTelegramShareLink('demo_bot', { showcaseId: 2, refCode: 'AB12CD34', cmp: '42QWER' });
    const startapp = new URL(link).searchParams.get('startapp') ?? '';
    expect(startapp).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    const ctx = parseReferralQuery(decodeStartParam(startapp)!);
    expect(ctx).toEqual({ showcaseId: 2, refCode: 'AB12CD34', cmp: '42QWER', landing: false });
  });

  it('refuses start parameters that are not base64url or decode to garbage', () => {
    expect(decodeStartParam('not valid!')).toBeNull();
    expect(decodeStartParam('x'.repeat(65))).toBeNull();
    expect(decodeStartParam('_w')).toBeNull();
    expect(parseReferralQuery(new URLSearchParams('cmp=42QWER'))).toBeNull();
  });
});
