import { beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../src/db/schema';
import { fileTestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';

const t = fileTestApp();
const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);
const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
beforeAll(async () => {
  await t.database.db.insert(media).values([
    { path: 'images/upload/test-big.png', contentType: 'image/png', data: png },
    { path: 'images/media/test.svg', contentType: 'image/svg+xml', data: new TextEncoder().encode(svg) },
    { path: 'images/media/secret.pdf', contentType: 'application/pdf', data: png },
  ]);
});

describe('images from the media table', () => {
  it('serves bytes with the content type, an ETag and a day of caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/images/upload/test-big.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(new Uint8Array(res.rawPayload)).toEqual(png);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await t.app.inject({ method: 'GET', url: '/images/upload/test-big.png', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the /api/stat/images/ prefix too, and showcase logos with ?t= cache busting', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/stat/images/upload/test-big.png' })).statusCode).toBe(200);
    const main = await showcaseByAlias(t.database.db, 'main');
    const logo = await t.app.inject({ method: 'GET', url: `/api/stat/images/logos/${main.id}_mobile.png?t=${main.updatedAfter}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\//);
  });

  it('sends SVG with a policy that blocks its scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/images/media/test.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for unknown paths, non-images and odd paths', async () => {
    for (const url of [
      '/images/upload/none.png',
      '/images/media/secret.pdf',
      '/api/stat/images/logos/99999999999_mobile.png',
      '/images/%00',
      '/images/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
