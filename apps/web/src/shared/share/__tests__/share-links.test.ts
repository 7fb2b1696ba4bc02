import { decodeStartParam, parseReferralQuery } from '@storefront/contract/links';
import { shareTargetUrl } from '@storefront/contract/referral';
import { describe, expect, it } from 'vitest';
import { checkShareInput, effectiveLink } from '../share-rules';
import { referralLinks, showcaseLogoUrl, showcaseOrigin } from '../share-links';

const location = { origin: 'http://127.0.0.1:3024', host: '127.0.0.1:3024', hostname: '127.0.0.1' };

describe('referral links', () => {
  it('builds the web and the Telegram link with one campaign suffix', () => {
    const links = referralLinks({
      origin: 'https://shop.example',
      showcaseId: 42,
      refCode: 'ABCD1234',
      showcaseStateId: 2,
      bot: 'demo_bot',
      cmp: '12ABCD',
    });
    expect(links.web).toBe('https://shop.example/?s=16_r=ABCD1234&cmp=12ABCD');
    expect(links.telegram).toMatch(/^https:\/\/t\.me\/demo_bot\?startapp=[A-Za-z0-9_-]{1,64}$/);
    const decoded = parseReferralQuery(decodeStartParam(links.telegram!.split('startapp=')[1])!);
    expect(decoded).toEqual({ showcaseId: 42, refCode: 'ABCD1234', cmp: '12ABCD', landing: false });
  });

  it('adds the landing marker for state-1 showcases and keeps a page path', () => {
    const links = referralLinks({
      origin: 'https://shop.example/',
      path: '/product/5',
      showcaseId: 42,
      refCode: 'ABCD1234',
      showcaseStateId: 1,
      bot: '@demo_bot',
      cmp: '12ABCD',
    });
    expect(links.web).toBe('https://shop.example/product/5/?s=16_r=ABCD1234&cmp=12ABCD&land=1');
    expect(parseReferralQuery(decodeStartParam(links.telegram!.split('startapp=')[1])!)?.landing).toBe(true);
  });

  it('draws a random cmp of 2 digits and 4 capitals, and is empty without a showcase', () => {
    expect(referralLinks({ origin: 'https://s.example', showcaseId: 1, refCode: null, showcaseStateId: 2, bot: '' })).toEqual({
      web: expect.stringMatching(/^https:\/\/s\.example\/\?s=1&cmp=\d{2}[A-Z]{4}$/) as unknown,
      telegram: null,
    });
    expect(referralLinks({ origin: 'https://s.example', showcaseId: undefined, refCode: 'X', showcaseStateId: 2, bot: 'b' })).toEqual({
      web: '',
      telegram: null,
    });
  });

  it('keeps the page origin (and port) on its own host, https elsewhere', () => {
    expect(showcaseOrigin('127.0.0.1', location)).toBe('http://127.0.0.1:3024');
    expect(showcaseOrigin('127.0.0.1:3024', location)).toBe('http://127.0.0.1:3024');
    expect(showcaseOrigin('', location)).toBe('http://127.0.0.1:3024');
    expect(showcaseOrigin('shop.example', location)).toBe('https://shop.example');
    expect(showcaseLogoUrl('/api/stat/', '7', 17)).toBe('/api/stat/images/logos/7_mobile.png?t=17');
  });
});

describe('share rules', () => {
  it('knows the five targets and only "link" content', () => {
    expect(checkShareInput('link', undefined)).toEqual(['telegram', 'copy']);
    expect(checkShareInput('link', ['vk', 'ok', 'whatsapp', 'vk'])).toEqual(['vk', 'ok', 'whatsapp']);
    expect(() => checkShareInput('link', ['mail'])).toThrow('unknown share target');
    expect(() => checkShareInput('text', undefined)).toThrow('unknown content type');
    expect(() => shareTargetUrl('copy', 'x')).toThrow('unknown share target');
    expect(effectiveLink(' a ', ' ')).toBe('a');
    expect(effectiveLink('a', ' b ')).toBe('b');
  });
});
