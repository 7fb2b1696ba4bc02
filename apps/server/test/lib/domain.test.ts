import { createSocket } from 'node:dgram';
import { describe, expect, it } from 'vitest';
import { systemTxtResolver, txtLookupFailure } from '../../src/lib/dns';
import { checkCustomDomain } from '../../src/lib/domain';

describe('checkCustomDomain', () => {
  const base = 'Sarafan.Example';
  it('normalises: trims, lower case, IDNA ASCII, no trailing dot', () => {
    expect(checkCustomDomain('  Shop.Example.RU. ', base)).toEqual({ domain: 'shop.example.ru' });
    expect(checkCustomDomain('Магазин.РФ', base)).toEqual({ domain: 'xn--80aairftm.xn--p1ai' });
    expect(checkCustomDomain('xn--80aairftm.xn--p1ai', base)).toEqual({ domain: 'xn--80aairftm.xn--p1ai' });
  });

  it('refuses BASE_DOMAIN and every name under it, in any spelling', () => {
    for (const d of ['sarafan.example', 'SARAFAN.EXAMPLE', 'main.sarafan.example', 'a.b.sarafan.example', 'Main.Sarafan.Example.']) {
      expect(checkCustomDomain(d, base), d).toEqual({ problem: 'base' });
    }
    expect(checkCustomDomain('notsarafan.example', base)).toEqual({ domain: 'notsarafan.example' });
  });

  it('refuses IPv4, IPv6 and the numeric forms URL parsers read as IPv4', () => {
    for (const d of ['1.2.3.4', '127.0.0.1', '::1', '[::1]', 'fe80::1', '2001:db8::1', '0x7f.1', '2130706433', '1.2.3.0x4', '10.1']) {
      expect(checkCustomDomain(d, base), d).toEqual({ problem: 'ip' });
    }
  });

  it('refuses localhost and other local names', () => {
    for (const d of ['localhost', 'LOCALHOST', 'shop.localhost', 'printer.local', 'db.internal', 'x.home.arpa']) {
      expect(checkCustomDomain(d, base), d).toEqual({ problem: 'local' });
    }
  });

  it('refuses malformed names', () => {
    for (const d of [
      '',
      'shop',
      'sh op.ru',
      'shop_1.ru',
      '-shop.ru',
      'shop-.ru',
      'a..ru',
      'xn--zz.com',
      `${'a'.repeat(64)}.ru`,
      `${'a.'.repeat(127)}ru`,
    ]) {
      expect(checkCustomDomain(d, base), d).toEqual({ problem: 'format' });
    }
  });
});

describe('systemTxtResolver', () => {
  it('gives up after DOMAIN_DNS_TIMEOUT_MS when the DNS server stays silent', async () => {
    const silent = createSocket('udp4');
    await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
    const { port } = silent.address();
    try {
      const resolve = systemTxtResolver({ DOMAIN_DNS_TIMEOUT_MS: 300, DOMAIN_DNS_SERVERS: [`127.0.0.1:${port}`] });
      const started = Date.now();
      const err = await resolve('_storefront-verify.shop.example.ru').then(
        () => null,
        (e: unknown) => e,
      );
      expect(Date.now() - started).toBeLessThan(4000);
      expect(txtLookupFailure(err)).toBe('unavailable');
    } finally {
      silent.close();
    }
  });

  it('tells a missing record from an unusable answer', () => {
    expect(txtLookupFailure(Object.assign(new Error('x'), { code: 'ENOTFOUND' }))).toBe('missing');
    expect(txtLookupFailure(Object.assign(new Error('x'), { code: 'ENODATA' }))).toBe('missing');
    expect(txtLookupFailure(Object.assign(new Error('x'), { code: 'ESERVFAIL' }))).toBe('unavailable');
    expect(txtLookupFailure(new Error('x'))).toBe('unavailable');
  });
});
