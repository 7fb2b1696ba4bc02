import { INLINE_CONFIG_GLOBAL, inlineConfigSchema } from '@storefront/contract/startup';
import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { showcases } from '../../src/db/schema';
import { createTestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { ASSET, ASSET_BODY, fileWebApp } from '../helpers/web-dist';

const t = fileWebApp();
const hostile = 'Лавка </script><script>alert(1)</script> <!-- \u2028 & "кавычки"';
beforeAll(async () => {
  await t.database.db.update(showcases).set({ name: hostile }).where(eq(showcases.alias, 'sport'));
});

const page = (url: string, host = 'localhost', accept = 'text/html,application/xhtml+xml') =>
  t.app.inject({ method: 'GET', url, headers: { host, accept } });

function inlined(html: string): unknown {
  const m = new RegExp(`<script>window\\.${INLINE_CONFIG_GLOBAL}=(.*?);</script>`).exec(html);
  if (!m?.[1]) throw new Error('no inline config');
  return JSON.parse(m[1]);
}

describe('web app hosting', () => {
  it('serves index.html at / and /api/tgbundle/ with the showcase config inlined, never cached', async () => {
    const main = await showcaseByAlias(t.database.db, 'main');
    for (const url of ['/', '/api/tgbundle/', '/api/tgbundle', '/catalog/phones?x=1', '/api/tgbundle/account/profile/wow-tree/tree']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const config = inlineConfigSchema.strict().parse(inlined(res.body));
      expect(config).toMatchObject({ showcaseId: main.id, showcaseAlias: 'main', showcaseName: main.name, siteId: String(main.id), demo: true });
      // The Telegram bundle keeps the showcase name; web pages name themselves (link previews: link-previews.test.ts).
      expect(res.body).toMatch(url.startsWith('/api/tgbundle') ? `<title>${main.name}</title>` : new RegExp(`<title>[^<]*${main.name}[^<]*</title>`));
      expect(res.body).toContain(`<link rel="icon" href="/api/stat/images/logos/${main.id}_mobile.png?t=${main.updatedAfter}" />`);
      // A page with a first screen in its HTML (page-shell.ts) loads the entry through the deferred loader (s.src="…").
      expect(res.body).toMatch(new RegExp(`src="/${ASSET}"`));
    }
  });

  it('escapes hostile showcase text in the script, the title and the favicon', async () => {
    const res = await page('/', 'sport.localhost');
    expect(res.body).not.toContain('</script><script>alert(1)');
    const script = /<script>window[^<]*<\/script>/.exec(res.body)?.[0] ?? '';
    expect(script).not.toMatch(/<!--|\u2028/);
    expect((inlined(res.body) as { showcaseName: string }).showcaseName).toBe(hostile);
    expect(res.body).toContain('<title>Лавка &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
    // The inline script is allowed by its hash, and nothing else inline is.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
    expect(csp).toContain('frame-ancestors');
  });

  it('serves hashed assets for a year (also under the bundle) and other files for an hour, compressed', async () => {
    for (const url of [`/${ASSET}`, `/api/tgbundle/${ASSET}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(ASSET_BODY);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const br = await t.app.inject({ method: 'GET', url: `/${ASSET}`, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await t.app.inject({ method: 'GET', url: `/${ASSET}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    // Compressed once at full strength: the brotli form is never larger than the gzip one (issue 18), both decode.
    for (const res of [br, gz]) {
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(br.rawPayload.length).toBeLessThanOrEqual(gz.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_BODY);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET_BODY);
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers JSON 404 for unknown /api paths and for non-HTML requests', async () => {
    for (const [url, accept] of [
      ['/api/nothing', 'text/html'],
      ['/api/tg/extra/deep', 'text/html'],
      ['/missing.js', '*/*'],
      ['/assets/missing.js', 'application/javascript'],
    ] as const) {
      const res = await page(url, 'localhost', accept);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Не найдено' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/nothing', headers: { 'x-storefront-client': '1' } })).statusCode).toBe(404);
    expect((await page('/', 'localhost', '*/*')).statusCode).toBe(200);
  });

  it('does not serve files outside the build', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const res = await page(url, 'localhost', '*/*');
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('without a build', () => {
  it('serves only the API', async () => {
    const bare = await createTestApp({ WEB_DIST: '/nonexistent/dist' });
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).statusCode).toBe(404);
      expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
