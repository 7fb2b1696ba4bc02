import { toBase36 } from '@storefront/contract/links';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { one } from '../../src/db/sql';
import { DEMO_USERS } from '../../src/db/seed/fixtures';
import { sha256Hex } from '../../src/lib/crypto';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows, demoUserId, showcaseByAlias, snapshot } from '../helpers/facts';
import { get, post, sessionCookie } from '../helpers/http';
import { anonymousSession, loginAs } from '../helpers/login';

let t: TestApp;
let proxied: TestApp;
const events: Array<{ oldHash: string | null; newHash: string; userId: number }> = [];
let failNextLogin = false;
beforeAll(async () => {
  t = await createTestApp();
  t.app.sessions.onLogin((event) => {
    if (failNextLogin) {
      failNextLogin = false;
      return Promise.reject(new Error('merge failed'));
    }
    events.push(event);
    return Promise.resolve();
  });
  proxied = await createTestApp({ TRUST_PROXY: 1 });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

/** The first write that needs state (a favourite) creates the anonymous session; reads and startup create none. */
const firstWrite = async (app: TestApp['app'], opts: Parameters<typeof post>[3] = {}) => {
  const product = await one<{ id: number }>(t.database.db, sql`select id from products where is_active order by id limit 1`);
  return post(app, '/api/tg', { method: 'ToggleFavourite', ProductId: product!.id }, opts);
};

const rowOf = async (cookie: string) =>
  (
    await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256Hex(cookie)))
  )[0];

describe('session cookie', () => {
  it('is a random 256-bit id, HttpOnly and SameSite=Lax on http, stored only as a hash', async () => {
    expect(sessionCookie(await post(t.app, '/api/startup', { query: {} }))).toBeUndefined();
    const res = await firstWrite(t.app);
    const cookie = sessionCookie(res)!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.raw).toMatch(/HttpOnly/);
    expect(cookie.raw).toMatch(/SameSite=Lax/);
    expect(cookie.raw).not.toMatch(/Secure/);
    expect(cookie.raw).toMatch(/Path=\//);
    const row = await rowOf(cookie.value);
    expect(row).toMatchObject({ userId: null });
    const raw = await t.database.db.select().from(sessions).where(eq(sessions.idHash, cookie.value));
    expect(raw).toHaveLength(0);
    const ttlDays = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(ttlDays).toBeGreaterThan(29.9);
  });

  it('is Secure and SameSite=None behind an https proxy with TRUST_PROXY', async () => {
    const res = await firstWrite(proxied.app, { headers: { 'x-forwarded-proto': 'https' } });
    const cookie = sessionCookie(res)!;
    expect(cookie.raw).toMatch(/Secure/);
    expect(cookie.raw).toMatch(/SameSite=None/);
    expect(cookie.raw).toMatch(/HttpOnly/);
  });

  it('ignores x-forwarded-proto without TRUST_PROXY', async () => {
    const res = await firstWrite(t.app, { headers: { 'x-forwarded-proto': 'https' } });
    expect(sessionCookie(res)!.raw).toMatch(/SameSite=Lax/);
  });

  it('is not created by reads and static requests', async () => {
    const before = await countRows(t.database.db, sessions);
    for (const url of ['/api/menu/', '/api/account/auth', '/api/tg?method=getDBTime', '/api/health']) {
      const res = await get(t.app, url);
      expect(sessionCookie(res), url).toBeUndefined();
    }
    expect(await countRows(t.database.db, sessions)).toBe(before);
  });

  it('slides the expiry at most once a day and renews the cookie then', async () => {
    const cookie = await anonymousSession(t);
    const quiet = await get(t.app, '/api/menu/', { cookie });
    expect(sessionCookie(quiet)).toBeUndefined();
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 days'`, expiresAt: sql`now() + interval '28 days'` })
      .where(eq(sessions.idHash, sha256Hex(cookie)));
    const res = await get(t.app, '/api/menu/', { cookie });
    expect(sessionCookie(res)?.value).toBe(cookie);
    const row = await rowOf(cookie);
    expect((row!.expiresAt.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
  });

  it('treats unknown and expired ids as no session', async () => {
    const cookie = await anonymousSession(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.idHash, sha256Hex(cookie)));
    expect(sessionCookie(await post(t.app, '/api/startup', { query: {} }, { cookie }))).toBeUndefined();
    const res = await firstWrite(t.app, { cookie });
    expect(sessionCookie(res)!.value).not.toBe(cookie);
    expect((await get(t.app, '/api/account/auth', { cookie: 'x'.repeat(43) })).json()).toEqual({ isLogged: false, clientInfo: null });
  });
});

describe('login rotation and logout', () => {
  it('rotates the id on login, deletes the old row, carries the anonymous data and runs the login hooks', async () => {
    const promo = await showcaseByAlias(t.database.db, 'promo');
    const first = await post(t.app, '/api/startup', { query: { s: `${toBase36(promo.id)}_r=${DEMO_USERS.referrer.refCode}` } });
    const anonymous = sessionCookie(first)!.value;
    const userId = await demoUserId(t.database.db, 'shopper');
    const login = await post(t.app, '/api/test/login', { userId }, { cookie: anonymous });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ isLogged: true, clientInfo: { Id: userId, RefCode: DEMO_USERS.shopper.refCode } });
    const rotated = sessionCookie(login)!.value;
    expect(rotated).not.toBe(anonymous);
    expect(await rowOf(anonymous)).toBeUndefined();
    const row = await rowOf(rotated);
    expect(row).toMatchObject({ userId, data: { referral: { showcaseId: promo.id, refCode: DEMO_USERS.referrer.refCode } } });
    expect(events.at(-1)).toEqual({ oldHash: sha256Hex(anonymous), newHash: sha256Hex(rotated), userId });
    expect((await get(t.app, '/api/account/auth', { cookie: anonymous })).json()).toMatchObject({ isLogged: false });
    expect((await get(t.app, '/api/account/auth', { cookie: rotated })).json()).toMatchObject({ isLogged: true });
  });

  it('keeps the old session when a login hook fails (the rotation is one transaction)', async () => {
    const anonymous = await anonymousSession(t);
    const before = await snapshot(t.database.db);
    failNextLogin = true;
    const res = await post(t.app, '/api/test/login', { userId: await demoUserId(t.database.db, 'shopper') }, { cookie: anonymous });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Неизвестная ошибка. Попробуйте ещё раз' });
    expect(sessionCookie(res)).toBeUndefined();
    expect(await snapshot(t.database.db)).toBe(before);
  });

  it("does not carry one user's session data to the next user", async () => {
    const admin = await loginAs(t, 'showcaseAdmin');
    await post(t.app, '/api/tg', { method: 'changeMode', devMode: 1 }, { cookie: admin });
    const res = await post(t.app, '/api/test/login', { userId: await demoUserId(t.database.db, 'shopper') }, { cookie: admin });
    const row = await rowOf(sessionCookie(res)!.value);
    expect(row?.data).toEqual({});
    expect(await rowOf(admin)).toBeUndefined();
  });

  it('logs out: the row is deleted and the cookie cleared', async () => {
    const cookie = await loginAs(t, 'shopper');
    const res = await post(t.app, '/api/account/logout', {}, { cookie });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)?.raw).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await rowOf(cookie)).toBeUndefined();
    expect((await get(t.app, '/api/account/auth', { cookie })).json()).toEqual({ isLogged: false, clientInfo: null });
  });

  it('lets a banned user log out', async () => {
    const cookie = await loginAs(t, 'banned');
    expect((await get(t.app, '/api/account/auth', { cookie })).statusCode).toBe(403);
    expect((await post(t.app, '/api/account/logout', {}, { cookie })).statusCode).toBe(200);
    expect(await rowOf(cookie)).toBeUndefined();
  });
});
