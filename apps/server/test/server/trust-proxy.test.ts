import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@storefront/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { LIMITS } from '../../src/plugins/rate-limits';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * Fault-injection finding 6: TRUST_PROXY=1 trusted every hop, so a spoofed X-Forwarded-For chose the client IP
 * and 200 of 200 logins passed the 120/IP limit. Now it is a hop count or the proxies' addresses: the client IP
 * is the one the trusted proxy saw (the rightmost untrusted entry), whatever the client wrote to the left of it.
 */
describe('TRUST_PROXY', () => {
  const parse = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

  it('takes a hop count (0: off) or proxy addresses/CIDRs, and refuses "trust everyone"', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(parse('0')).toBe(false);
    expect(parse('1')).toBe(1);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['true', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.local']) {
      expect(() => parse(bad), bad).toThrow(ConfigError);
    }
    expect(() => parse('true')).toThrow('Invalid setting TRUST_PROXY: expected a hop count (e.g. 1) or proxy addresses/CIDRs');
  });
});

describe.each([
  { name: 'hop count 1', trust: 1 as const },
  { name: 'the proxy address', trust: ['10.9.0.1'] },
])('behind a proxy trusted by $name', ({ trust }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: trust });
  });
  afterAll(async () => t.close());

  const PROXY = '10.9.0.1';
  const login = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/login',
      remoteAddress: PROXY,
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify({ userId: 2_000_000_000 }),
    });

  it('a spoofed leftmost X-Forwarded-For does not change the limited IP: the login limit still applies', async () => {
    const client = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.login.perIp; i++) {
      // Each call claims another origin; the proxy appends the address it saw.
      statuses.push((await login(`198.51.${i % 250}.${(i % 200) + 1}, ${client}`)).statusCode);
    }
    expect(statuses.slice(0, LIMITS.login.perIp)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    // Another real client behind the same proxy is not affected.
    expect((await login('203.0.113.78')).statusCode).not.toBe(429);
  });
});
