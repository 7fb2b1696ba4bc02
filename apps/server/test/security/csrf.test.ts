import { CSRF_HEADER } from '@storefront/contract/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '../helpers/app';
import { snapshot } from '../helpers/facts';
import { post, sessionCookie } from '../helpers/http';
import { anonymousSession } from '../helpers/login';
import { registeredRoutes } from './route-list';

const t = fileTestApp({ PUBLIC_ORIGINS: ['https://shop.partner.example'] });
let cookie: string;
beforeAll(async () => {
  await t.database.db.execute("update showcases set domain = 'sport.example.com' where alias = 'sport'");
  cookie = await anonymousSession(t);
});

const changeMode = { method: 'changeMode', wowTreeMode: true };

async function expectRefused(res: Awaited<ReturnType<typeof post>>, status: number, code: string, before: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ code });
  expect(sessionCookie(res)).toBeUndefined();
  expect(await snapshot(t.database.db)).toBe(before);
}

describe('CSRF', () => {
  it('refuses a state-changing call without the client header', async () => {
    const before = await snapshot(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tg',
      headers: { 'content-type': 'application/json', cookie: `sid=${cookie}` },
      payload: JSON.stringify(changeMode),
    });
    await expectRefused(res, 403, 'CSRF_REJECTED', before);
    expect(res.json<{ message: string }>().message).toBe('Запрос отклонён из соображений безопасности. Обновите страницу');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/test/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userId":1}',
    });
    await expectRefused(login, 403, 'CSRF_REJECTED', before);
  });

  it('refuses a foreign Origin and a null Origin', async () => {
    const before = await snapshot(t.database.db);
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example', 'https://sport.example.com.evil.example']) {
      const res = await post(t.app, '/api/tg', changeMode, { cookie, headers: { origin } });
      await expectRefused(res, 403, 'CSRF_REJECTED', before);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('accepts the own origin (a showcase domain or alias host calling itself) and PUBLIC_ORIGINS, with exact CORS headers', async () => {
    const calls: Array<[string, string | undefined]> = [
      ['http://localhost', undefined],
      ['https://shop.partner.example', undefined],
      ['https://sport.example.com', 'sport.example.com'],
      ['https://promo.localhost', 'promo.localhost'],
    ];
    for (const [origin, host] of calls) {
      const res = await post(t.app, '/api/tg', changeMode, { cookie, headers: { origin, ...(host ? { host } : {}) } });
      expect(res.statusCode, origin).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers.vary)).toContain('Origin');
    }
    expect((await post(t.app, '/api/tg', changeMode, { cookie })).statusCode).toBe(200);
  });

  it("refuses another showcase's domain or alias host as the Origin (a seller types any domain in, unverified)", async () => {
    const before = await snapshot(t.database.db);
    for (const origin of ['https://sport.example.com', 'https://promo.localhost']) {
      const res = await post(t.app, '/api/tg', changeMode, { cookie, headers: { origin } });
      await expectRefused(res, 403, 'CSRF_REJECTED', before);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(String(res.headers.vary)).toContain('Origin');
    }
  });

  it('applies to the path the router matched, so a percent-encoded /api path is no way around it', async () => {
    const before = await snapshot(t.database.db);
    for (const url of ['/%61pi/tg', '/%61%70%69/ajax', '/api/%74g']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', cookie: `sid=${cookie}` },
        payload: JSON.stringify(changeMode),
      });
      await expectRefused(res, 403, 'CSRF_REJECTED', before);
    }
  });

  it('answers preflights with the allowed headers for allowed origins only', async () => {
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/tg',
      headers: { host: 'sport.example.com', origin: 'https://sport.example.com', 'access-control-request-method': 'POST' },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://sport.example.com');
    expect(String(ok.headers['access-control-allow-headers'])).toContain(CSRF_HEADER);
    const refused = await t.app.inject({ method: 'OPTIONS', url: '/api/tg', headers: { origin: 'https://evil.example' } });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('refuses form-encoded, multipart and text bodies with 415', async () => {
    const before = await snapshot(t.database.db);
    const bodies: Array<[string, string]> = [
      ['application/x-www-form-urlencoded', 'method=changeMode&wowTreeMode=true'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="method"\r\n\r\nchangeMode\r\n--x--'],
      ['text/plain', '{"method":"changeMode","wowTreeMode":true}'],
    ];
    for (const [type, payload] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tg',
        headers: { 'content-type': type, [CSRF_HEADER]: '1', cookie: `sid=${cookie}` },
        payload,
      });
      await expectRefused(res, 415, 'UNSUPPORTED_MEDIA_TYPE', before);
    }
  });

  it('survives malformed Host and Origin headers with a 4xx', async () => {
    for (const headers of <Array<Record<string, string>>>[
      { host: 'localhost:99999', origin: 'http://localhost:99999' },
      { host: 'bad host', origin: 'http://x' },
      { origin: 'http://[::1' },
    ]) {
      const res = await post(t.app, '/api/tg', changeMode, { cookie, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('does not apply to reads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tg?method=getDBTime', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

/** Server-to-server endpoints: called without a browser, authenticated by their own secret (path, token, re-read). */
const CSRF_EXEMPT = new Set([
  'POST /api/payments/1/webhook',
  'POST /api/suggest/address',
  'POST /api/suggest/findById/delivery',
  'POST /api/findById/delivery',
  'POST /api/sandbox/v3/payments',
  'POST /api/sandbox/v3/payments/:id/capture',
  'POST /api/sandbox/v3/payments/:id/cancel',
  'POST /api/sandbox/v3/payouts',
  'POST /api/sandbox/v3/refunds',
  'POST /api/sandbox/pay/:id',
  'POST /api/bot/:showcase/:secret',
  'POST /api/max-bot/:showcase',
  'POST /api/delivery/cdek/webhook/:token',
  'POST /api/sandbox/cdek/v2/oauth/token',
  'POST /api/sandbox/cdek/v2/orders',
  'DELETE /api/sandbox/cdek/v2/orders/:uuid',
  'POST /api/sandbox/cdek/v2/calculator/tariff',
  'POST /api/sandbox/cdek/v2/calculator/tarifflist',
  'POST /api/sandbox/cdek/v2/print/waybills',
  'POST /api/sandbox/cdek/v2/webhooks',
  'POST /api/sandbox/cdek/sandbox/deliver',
]);

describe('CSRF on every state-changing route', () => {
  it('refuses each registered POST/PUT/PATCH/DELETE under /api/ without the client header, except the listed server-to-server ones', async () => {
    const routes = registeredRoutes(t.app).filter((r) => r.url.startsWith('/api/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    expect(routes.length).toBeGreaterThan(20);
    const before = await snapshot(t.database.db);
    const unprotected: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const res = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { 'content-type': 'application/json', cookie: `sid=${cookie}` },
        payload: '{}',
      });
      const refused = res.statusCode === 403 && res.json<{ code: string }>().code === 'CSRF_REJECTED';
      if (refused === CSRF_EXEMPT.has(key)) unprotected.push(`${key} → ${res.statusCode}`);
    }
    expect(unprotected, 'state-changing routes without the CSRF check (or exempt ones that got it)').toEqual([]);
    expect(await snapshot(t.database.db)).toBe(before);
  });
});
