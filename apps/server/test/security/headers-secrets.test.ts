import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES } from '../../src/lib/csp';
import { VIDEO_EMBED_ORIGINS } from '../../src/lib/video';
import { loggerOptions, redactUrl } from '../../src/lib/logging';
import { signInitData } from '../../src/lib/telegram';
import { webhookSecret } from '../../src/modules/bot/secret';
import { createTestApp, type TestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { get, post, sessionCookie } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { createWebDist } from '../helpers/web-dist';

/** Security headers and the CSP (the app and Telegram only); secrets never in a response nor in the log. */
const MAIN_TOKEN = '7100000001:MainBotSecretPartAAAAAAAAAAAAAAAAAAA';
const SPORT_TOKEN = '7100000002:SportBotSecretPartBBBBBBBBBBBBBBBBBB';
const DEMO_TOKEN = '7100000003:DemoBotSecretPartCCCCCCCCCCCCCCCCCCC';
const PAYMENT_SECRET = 'live_PaymentSecretKey_DDDDDDDDDDDDDDDD';

let t: TestApp;
const dist = createWebDist();
beforeAll(async () => {
  t = await createTestApp({
    WEB_DIST: dist.dir,
    TELEGRAM_BOT_TOKENS: new Map([
      ['main', MAIN_TOKEN],
      ['sport', SPORT_TOKEN],
    ]),
    DEMO_BOT_TOKEN: DEMO_TOKEN,
    PAYMENT_1_SECRET: PAYMENT_SECRET,
  });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...sources] = d.split(/\s+/);
        return [name!, sources];
      }),
  );
}

const MESSENGER_SOURCES = ['https://t.me', 'https://*.telegram.org', 'https://web.telegram.org', 'https://web.max.ru'];

describe('security headers', () => {
  it('sends helmet headers on API answers and on the app page, and no X-Powered-By', async () => {
    for (const res of [
      await get(t.app, '/api/tg', { query: { method: 'getDBTime' } }),
      await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      // Framing is decided by CSP frame-ancestors (Telegram Web); X-Frame-Options could only say "nobody".
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['content-security-policy']).toBeDefined();
    }
  });

  it("allows in its CSP only this origin, Telegram, the video players and the page's own inline-script hash", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/tgbundle/', headers: { accept: 'text/html' } });
    const csp = directives(String(page.headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/=]+'$/)]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://web.telegram.org', 'https://web.max.ru']);
    // Only the page MAX opens may load MAX Bridge, and nothing else changes there.
    const inMax = await t.app.inject({ method: 'GET', url: '/api/maxbundle/', headers: { accept: 'text/html' } });
    const maxCsp = directives(String(inMax.headers['content-security-policy']));
    expect(maxCsp.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/=]+'$/), 'https://st.max.ru']);
    expect(maxCsp.get('frame-ancestors')).toEqual(csp.get('frame-ancestors'));
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    for (const name of ['default-src', 'base-uri', 'form-action']) expect(csp.get(name)).toEqual(["'self'"]);
    for (const [name, sources] of csp) {
      for (const source of sources) {
        const allowed =
          ["'self'", "'none'", 'data:', 'blob:', ...MESSENGER_SOURCES, ...VIDEO_EMBED_ORIGINS].includes(source) ||
          /^'sha256-/.test(source) ||
          (name === 'style-src' && source === "'unsafe-inline'");
        expect(allowed, `${name} ${source}`).toBe(true);
      }
    }
    expect(Object.values(CSP_DIRECTIVES).flat()).not.toContain("'unsafe-eval'");
  });
});

describe('secrets', () => {
  const secrets = async () => {
    const [main, sport] = await Promise.all([showcaseByAlias(t.database.db, 'main'), showcaseByAlias(t.database.db, 'sport')]);
    const tokens = [MAIN_TOKEN, SPORT_TOKEN, DEMO_TOKEN];
    return [
      ...tokens,
      ...tokens.map((token) => token.split(':')[1]!),
      PAYMENT_SECRET,
      webhookSecret(MAIN_TOKEN, main.id),
      webhookSecret(SPORT_TOKEN, sport.id),
      webhookSecret(DEMO_TOKEN, main.id),
    ];
  };

  it('never sends a bot token, the payment key or a webhook secret to the client', async () => {
    const main = await showcaseByAlias(t.database.db, 'main');
    const admin = await loginAs(t, 'showcaseAdmin');
    const operator = await loginAs(t, 'operator');
    const shopper = await loginAs(t, 'shopper');
    const tgData = signInitData(MAIN_TOKEN, { auth_date: Math.floor(Date.now() / 1000), user: { id: 100004, first_name: 'Иван' } });
    const viaTelegram = await post(t.app, '/api/startup', { query: {}, tgData });
    expect(viaTelegram.json()).toMatchObject({ isLogged: true });
    const responses = [
      viaTelegram,
      await post(t.app, '/api/startup', { query: {} }),
      await post(t.app, '/api/startup', { query: {} }, { cookie: admin }),
      await post(t.app, '/api/startup', { query: {} }, { headers: { host: 'sport.localhost' } }),
      await get(t.app, '/api/menu', { cookie: admin }),
      await get(t.app, '/api/account/auth', { cookie: sessionCookie(viaTelegram)!.value }),
      await get(t.app, '/api/account/showcases', { cookie: admin }),
      await get(t.app, '/api/account/showcases/edit', { cookie: admin, query: { id: String(main.id) } }),
      await get(t.app, '/api/orders/checkout', { cookie: shopper }),
      await get(t.app, '/api/tg', { cookie: operator, query: { method: 'getNetworkSettings' } }),
      await get(t.app, '/api/tg', { cookie: operator, query: { method: 'operatorShowcases' } }),
      await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }),
      await t.app.inject({ method: 'GET', url: '/api/tgbundle/', headers: { accept: 'text/html', host: 'sport.localhost' } }),
      await t.app.inject({ method: 'GET', url: '/api/test/telegram' }),
    ];
    const all = await secrets();
    for (const res of responses) {
      expect(res.statusCode, `${res.raw.req.url} ${res.body.slice(0, 200)}`).toBeLessThan(400);
      const text = `${JSON.stringify(res.headers)}\n${res.body}`;
      for (const secret of all) expect(text.includes(secret), `${res.raw.req.url} leaks ${secret.slice(0, 12)}…`).toBe(false);
    }
  });

  it('keeps init data, tokens and webhook secrets out of the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) });
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
    app.post('/api/bot/:alias/:secret', (req, reply) => {
      req.log.info({ body: req.body }, 'update');
      return reply.send({ ok: true });
    });
    app.get('/api/auth/link', (_req, reply) => reply.send({ ok: true }));
    const tgData = signInitData(DEMO_TOKEN, { auth_date: 1, user: { id: 1 } });
    const secret = webhookSecret(MAIN_TOKEN, 1);
    await app.inject({
      method: 'POST',
      url: `/api/bot/main/${secret}`,
      payload: { tgData, initData: tgData, token: MAIN_TOKEN },
      headers: { cookie: 'sid=SESSION-ID-SECRET', authorization: `Basic ${PAYMENT_SECRET}`, 'x-telegram-bot-api-secret-token': secret },
    });
    await app.inject({ method: 'GET', url: `/api/auth/link?token=ONE-TIME-LOGIN-TOKEN&tgWebAppData=${encodeURIComponent(tgData)}&page=2` });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/bot/main/[hidden]');
    expect(log).toContain('page=2');
    for (const leaked of [
      secret,
      tgData,
      'ONE-TIME-LOGIN-TOKEN',
      MAIN_TOKEN,
      PAYMENT_SECRET,
      'SESSION-ID-SECRET',
      new URLSearchParams(tgData).get('hash')!,
    ]) {
      expect(log.includes(leaked), `log leaks ${leaked.slice(0, 16)}…`).toBe(false);
    }
  });

  it('redacts credential query parameters and path segments, keeping the rest', () => {
    expect(redactUrl('/api/catalog/search?q=чай&page=1')).toBe('/api/catalog/search?q=чай&page=1');
    expect(redactUrl('/api/auth/link?token=abc&x=1')).toBe('/api/auth/link?token=[hidden]&x=1');
    expect(redactUrl('/api/tgbundle/?tgWebAppData=user%3D1%26hash%3Dff&s=1')).toBe('/api/tgbundle/?tgWebAppData=[hidden]&s=1');
    expect(redactUrl('/api/bot/sport/0123abcd?x')).toBe('/api/bot/sport/[hidden]?x');
    expect(redactUrl('/api/x?%74oken=abc')).toBe('/api/x?%74oken=[hidden]');
  });
});
