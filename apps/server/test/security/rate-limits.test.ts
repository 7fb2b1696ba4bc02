import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@storefront/contract/constants';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { one } from '../../src/db/sql';
import { MONEY_LIMITS } from '../../src/modules/bonuses/rate-limit';
import { LIMITS } from '../../src/plugins/rate-limits';
import { fileTestApp } from '../helpers/app';
import { demoUserId } from '../helpers/facts';
import { sessionCookie } from '../helpers/http';
import { formData, PNG } from '../claims/multipart';

/**
 * Rate limits per session AND per IP (DESIGN §5, issue 7) on startup/login, checkout, claims, withdrawals,
 * uploads and search: over the limit a 429 with Retry-After and the Russian message; under it, the call is
 * answered as usual. Every case runs from IP addresses of its own, so the counters never mix.
 */
const CHECKOUT = { perIp: 12, perSession: 4 };

const t = fileTestApp({ CHECKOUT_RATE_PER_IP: CHECKOUT.perIp, CHECKOUT_RATE_PER_SESSION: CHECKOUT.perSession });
beforeAll(async () => {
  favouriteId = (await one<{ id: number }>(t.database.db, sql`select id from products where is_active order by id limit 1`))!.id;
});

let favouriteId: number;
type Send = (cookie: string | null, ip: string) => Promise<LightMyRequestResponse>;

const headersOf = (cookie: string | null, extra: Record<string, string> = {}) => ({
  [CSRF_HEADER]: CSRF_HEADER_VALUE,
  ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
  ...extra,
});
const json =
  (method: 'GET' | 'POST', url: string, body?: unknown, extra: Record<string, string> = {}): Send =>
  (cookie, ip) =>
    t.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: headersOf(cookie, body === undefined ? extra : { 'content-type': 'application/json', ...extra }),
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
const upload =
  (url: string): Send =>
  (cookie, ip) => {
    const form = formData({}, [{ name: 'file', filename: 'x.png', type: 'image/png', data: PNG }]);
    return t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: headersOf(cookie, { 'content-type': form.contentType }),
      payload: form.payload,
    });
  };

let ipSeq = 0;
const freshIp = () => `10.77.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

/** A session: a demo user's (logged in from an address of its own) or an anonymous one (made by its first favourite). */
async function session(user: 'shopper' | 'referrer' | 'showcaseAdmin' | 'anonymous'): Promise<string> {
  const res =
    user === 'anonymous'
      ? await json('POST', '/api/tg', { method: 'ToggleFavourite', ProductId: favouriteId })(null, freshIp())
      : await json('POST', '/api/test/login', { userId: await demoUserId(t.database.db, user) })(null, freshIp());
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error(`no session: ${res.statusCode} ${res.body}`);
  return cookie.value;
}

function expectLimited(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(429);
  expect(res.json(), what).toEqual({ code: 'RATE_LIMITED', message: 'Слишком много запросов. Попробуйте через минуту' });
  expect(Number(res.headers['retry-after']), what).toBeGreaterThan(0);
}

interface LimitCase {
  name: string;
  limits: { perIp: number; perSession: number };
  send: Send;
  /** Who makes the calls of the per-session check. */
  user: 'shopper' | 'referrer' | 'showcaseAdmin' | 'anonymous';
  /**
   * The limiter runs after the login check (money moves: a 401 comes first without a session), so the per-IP
   * check rotates over enough sessions to stay under the per-session limit; otherwise it calls without any.
   */
  afterAuth?: boolean;
}

const CASES: LimitCase[] = [
  // Bodies the route refuses (400) once past the limiter keep the hundreds of calls cheap: the limiter counts them all.
  { name: 'startup', limits: LIMITS.startup, user: 'anonymous', send: json('POST', '/api/startup', { query: 5 }) },
  { name: 'demo login', limits: LIMITS.login, user: 'anonymous', send: json('POST', '/api/test/login', { userId: 2_000_000_000 }) },
  { name: 'checkout', limits: CHECKOUT, user: 'shopper', send: json('POST', '/api/orders', {}, { 'idempotency-key': 'rate-limit-check-0001' }) },
  { name: 'claims', limits: LIMITS.claims, user: 'shopper', send: upload('/api/account/claims') },
  {
    name: 'withdrawals',
    limits: MONEY_LIMITS,
    user: 'referrer',
    afterAuth: true,
    send: json('POST', '/api/ajax', { action: 'createWithdraw', amount: 99_999_999, method: 'card', details: '4111111111111111' }),
  },
  {
    name: 'transfers',
    limits: MONEY_LIMITS,
    user: 'shopper',
    afterAuth: true,
    send: json('POST', '/api/ajax', { action: 'createTransfer', refCode: 'NATALYA1', amount: 99_999_999 }),
  },
  { name: 'logo uploads', limits: LIMITS.uploads, user: 'showcaseAdmin', send: upload('/api/account/showcases/logo?id=999999') },
  {
    name: 'landing picture uploads',
    limits: LIMITS.uploads,
    user: 'showcaseAdmin',
    send: upload('/api/account/showcases/actions/picture?id=999999'),
  },
  { name: 'agent document uploads', limits: LIMITS.uploads, user: 'shopper', send: upload('/api/account/mlm/upload?rq=999999') },
  { name: 'search', limits: LIMITS.search, user: 'anonymous', send: json('GET', '/api/catalog/search?q=') },
];

describe('rate limits', () => {
  for (const c of CASES) {
    it(`${c.name}: ${c.limits.perSession} per session a minute, then 429; another session is still served`, async () => {
      const ip = freshIp();
      const cookie = await session(c.user);
      for (let i = 0; i < c.limits.perSession; i++) {
        const res = await c.send(cookie, ip);
        expect(res.statusCode, `${c.name} call ${i + 1}: ${res.body.slice(0, 200)}`).not.toBe(429);
        expect(res.statusCode).toBeLessThan(500);
      }
      expectLimited(await c.send(cookie, ip), `${c.name} per session`);
      expectLimited(await c.send(cookie, freshIp()), `${c.name}: the same session from another address`);
      expect((await c.send(await session(c.user), ip)).statusCode).not.toBe(429);
    });

    it(`${c.name}: ${c.limits.perIp} per IP a minute over any number of sessions, then 429; another address is still served`, async () => {
      const ip = freshIp();
      const sessions = c.afterAuth
        ? await Promise.all(Array.from({ length: Math.ceil(c.limits.perIp / c.limits.perSession) }, () => session(c.user)))
        : [];
      for (let i = 0; i < c.limits.perIp; i++) {
        const res = await c.send(sessions[Math.floor(i / c.limits.perSession)] ?? null, ip);
        expect(res.statusCode, `${c.name} call ${i + 1}: ${res.body.slice(0, 200)}`).not.toBe(429);
      }
      const fresh = await session(c.user);
      expectLimited(await c.send(fresh, ip), `${c.name} per IP, fresh session`);
      if (!c.afterAuth) expectLimited(await c.send(null, ip), `${c.name} per IP, no session`);
      expect((await c.send(fresh, freshIp())).statusCode).not.toBe(429);
    });
  }

  it('answers in the request locale', async () => {
    const ip = freshIp();
    const send = json('POST', '/api/startup', { query: {} }, { 'accept-language': 'en-US' });
    const cookie = await session('anonymous');
    for (let i = 0; i <= LIMITS.startup.perSession; i++) await send(cookie, ip);
    const res = await send(cookie, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json<{ message: string }>().message).toMatch(/too many requests/i);
  });
});
