import { toBase36 } from '@storefront/contract/links';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { showcases } from '../../src/db/schema';
import { createTestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { post } from '../helpers/http';
import { fileWebApp } from '../helpers/web-dist';

const t = fileWebApp();
beforeAll(async () => {
  // A proven domain (the operator approved it); unproven ones never resolve (test/seller/domain-verification.test.ts).
  await t.database.db
    .update(showcases)
    .set({ domain: 'sport.example.com', domainVerifiedAt: new Date(), domainVerifiedVia: 'operator' })
    .where(eq(showcases.alias, 'sport'));
});

async function aliasFor(host: string, query: Record<string, string> = {}, app = t): Promise<string> {
  const res = await post(app.app, '/api/startup', { query }, { headers: { host }, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ showcaseAlias: string }>().showcaseAlias;
}

describe('showcase resolution', () => {
  it('uses the alias host or the verified custom domain, then s, then the default', async () => {
    const promo = await showcaseByAlias(t.database.db, 'promo');
    expect(await aliasFor('sport.example.com')).toBe('sport');
    expect(await aliasFor('sport.example.com:443')).toBe('sport');
    expect(await aliasFor('promo.localhost:3000')).toBe('promo');
    expect(await aliasFor('localhost:3000', { s: toBase36(promo.id) })).toBe('promo');
    expect(await aliasFor('promo.localhost', { s: toBase36((await showcaseByAlias(t.database.db, 'sport')).id) })).toBe('promo');
    expect(await aliasFor('localhost:3000')).toBe('main');
    expect(await aliasFor('unknown.example.org', { s: 'zzzzzz' })).toBe('main');
    expect(await aliasFor('nosuch.localhost')).toBe('main');
  });

  it('answers alias hosts and the network root before any custom domain, and unverified domains not at all', async () => {
    const db = t.database.db;
    // Rows written before the domain rules: a verified domain under BASE_DOMAIN must not take the alias host over.
    await db
      .update(showcases)
      .set({ domain: 'main.localhost', domainVerifiedAt: new Date(), domainVerifiedVia: 'operator' })
      .where(eq(showcases.alias, 'promo'));
    await db
      .update(showcases)
      .set({ domain: 'localhost', domainVerifiedAt: new Date(), domainVerifiedVia: 'operator' })
      .where(eq(showcases.alias, 'blocked'));
    try {
      expect(await aliasFor('main.localhost')).toBe('main');
      expect(await aliasFor('localhost')).toBe('main');
      // Unproven: a seller's claim, not an address.
      await db.update(showcases).set({ domainVerifiedAt: null, domainVerifiedVia: null }).where(eq(showcases.alias, 'sport'));
      expect(await aliasFor('sport.example.com')).toBe('main');
    } finally {
      await db.update(showcases).set({ domain: null, domainVerifiedAt: null, domainVerifiedVia: null }).where(eq(showcases.alias, 'promo'));
      await db.update(showcases).set({ domain: null, domainVerifiedAt: null, domainVerifiedVia: null }).where(eq(showcases.alias, 'blocked'));
      await db.update(showcases).set({ domainVerifiedAt: new Date(), domainVerifiedVia: 'operator' }).where(eq(showcases.alias, 'sport'));
    }
  });

  it('honours DEFAULT_SHOWCASE', async () => {
    const other = await createTestApp({ DEFAULT_SHOWCASE: 'sport' });
    try {
      expect(await aliasFor('localhost', {}, other)).toBe('sport');
    } finally {
      await other.close();
    }
  });

  it('never resolves a deleted showcase', async () => {
    await t.database.db.update(showcases).set({ deletedAt: new Date() }).where(eq(showcases.alias, 'promo'));
    try {
      expect(await aliasFor('promo.localhost')).toBe('main');
      const promo = await showcaseByAlias(t.database.db, 'promo');
      expect(await aliasFor('localhost', { s: toBase36(promo.id) })).toBe('main');
    } finally {
      await t.database.db.update(showcases).set({ deletedAt: null }).where(eq(showcases.alias, 'promo'));
    }
  });
});

describe('rd=1 redirect', () => {
  beforeAll(async () => {
    await t.database.db.update(showcases).set({ domain: 'unverified.example.com' }).where(eq(showcases.alias, 'promo'));
  });
  const page = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

  it('sends a known domain or alias to its Telegram bundle', async () => {
    const res = await page('/?rd=1&s=2_r=ABCD1234', 'sport.example.com');
    expect(res.statusCode).toBe(302);
    expect(decodeURIComponent(String(res.headers.location))).toBe('https://sport.example.com/api/tgbundle/?s=2_r=ABCD1234');
    expect((await page('/?rd=1', 'promo.localhost:3000')).headers.location).toBe('http://promo.localhost:3000/api/tgbundle/');
    expect((await page('/?rd=1&domain=sport.example.com')).headers.location).toBe('https://sport.example.com/api/tgbundle/');
    expect((await page('/?rd=1&alias=promo')).headers.location).toBe('http://promo.localhost/api/tgbundle/');
  });

  it('ignores unknown and unverified targets (no open redirect) and serves the page', async () => {
    for (const url of [
      '/?rd=1&domain=evil.example',
      '/?rd=1&domain=unverified.example.com',
      '/?rd=1&domain=//evil.example',
      '/?rd=1&alias=nosuch',
      '/?rd=1&domain=sport.example.com@evil.example',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.location).toBeUndefined();
    }
    expect((await page('/?rd=1', 'evil.example')).statusCode).toBe(200);
    expect((await page('/api/tgbundle/?rd=1', 'sport.example.com')).statusCode).toBe(200);
  });
});
