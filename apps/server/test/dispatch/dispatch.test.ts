import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusAccounts, bonusEntries, users } from '../../src/db/schema';
import { tgMethods } from '../../src/modules/dispatch/registry';
import { defineMethod } from '../../src/lib/dispatch-types';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias, snapshot } from '../helpers/facts';
import { expectRefusal, get, post } from '../helpers/http';
import { loginAs } from '../helpers/login';

let t: TestApp;
let shopper: string;
let admin: string;
let sportAdmin: string;
beforeAll(async () => {
  // A showcase-admin method in the table, as a feature module would add it.
  tgMethods.testAdminEcho = defineMethod({
    schema: z.object({ ShowcaseID: z.coerce.number().int().positive().optional() }),
    access: 'showcaseAdmin',
    kind: 'read',
    handler: (input, ctx) => Promise.resolve({ echo: input.ShowcaseID ?? null, checked: ctx.adminShowcaseId }),
  });
  tgMethods.testOperatorOnly = defineMethod({ schema: z.object({}), access: 'operator', kind: 'read', handler: () => Promise.resolve({ ok: true }) });
  t = await createTestApp();
  [shopper, admin, sportAdmin] = [await loginAs(t, 'shopper'), await loginAs(t, 'showcaseAdmin'), await loginAs(t, 'sportAdmin')];
});
afterAll(async () => {
  delete tgMethods.testAdminEcho;
  delete tgMethods.testOperatorOnly;
  await t.close();
});

describe('/api/tg and /api/ajax/ dispatchers', () => {
  it('answers getDBTime with the database time, GET with and without the trailing slash', async () => {
    for (const url of ['/api/tg?method=getDBTime&json=1&s=1&test=0', '/api/tg/?method=getDBTime&json=1']) {
      const res = await get(t.app, url);
      expect(res.statusCode).toBe(200);
      const { ServerTime } = res.json<{ ServerTime: string }>();
      expect(Math.abs(new Date(ServerTime).getTime() - Date.now())).toBeLessThan(60_000);
    }
  });

  it("refuses an unknown or missing method with 400 naming it, in the shopper's language", async () => {
    const unknown = await get(t.app, '/api/tg?method=noSuchMethod&json=1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ code: 'UNKNOWN_METHOD', message: 'Неизвестный метод: noSuchMethod' });
    expect((await get(t.app, '/api/tg?method=toString', { headers: { 'x-locale': 'en-US' } })).json()).toEqual({
      code: 'UNKNOWN_METHOD',
      message: 'Unknown method: toString',
    });
    expect((await post(t.app, '/api/tg', { method: 'nope' })).json()).toMatchObject({ code: 'UNKNOWN_METHOD' });
    expect((await get(t.app, '/api/tg?json=1')).statusCode).toBe(400);
    const ajax = await post(t.app, '/api/ajax/', { action: 'noSuchAction' });
    expectRefusal(ajax, 400, { code: 'UNKNOWN_METHOD', message: 'Неизвестный метод: noSuchAction' });
  });

  it('takes the POST method from the body, else from the query', async () => {
    expect((await post(t.app, '/api/tg', { method: 'getCounters' })).statusCode).toBe(200);
    expect((await post(t.app, '/api/tg', {}, { query: { method: 'getCounters', json: '1' } })).statusCode).toBe(200);
  });

  it('accepts writes only by POST', async () => {
    const res = await get(t.app, '/api/tg?method=changeMode&wowTreeMode=true', { cookie: shopper });
    expectRefusal(res, 405, { code: 'METHOD_NOT_ALLOWED' });
  });

  it('requires a login for user methods and changes nothing', async () => {
    const before = await snapshot(t.database.db);
    const res = await post(t.app, '/api/tg', { method: 'clearCounters', Counter: 'all' });
    expectRefusal(res, 401, { code: 'UNAUTHORIZED', message: 'Войдите, чтобы продолжить' });
    expect(await snapshot(t.database.db)).toBe(before);
  });

  it('lets showcase-admin methods through only for admins of the resolved or named showcase', async () => {
    const main = await showcaseByAlias(t.database.db, 'main');
    const sport = await showcaseByAlias(t.database.db, 'sport');
    expect((await get(t.app, '/api/tg?method=testAdminEcho')).statusCode).toBe(401);
    expect((await get(t.app, '/api/tg?method=testAdminEcho', { cookie: shopper })).statusCode).toBe(403);
    expect((await get(t.app, '/api/tg?method=testAdminEcho', { cookie: admin })).json()).toEqual({ echo: null, checked: main.id });
    expect((await get(t.app, '/api/tg?method=testAdminEcho', { cookie: sportAdmin })).statusCode).toBe(403);
    expect((await get(t.app, `/api/tg?method=testAdminEcho&ShowcaseID=${sport.id}`, { cookie: sportAdmin })).json()).toEqual({
      echo: sport.id,
      checked: sport.id,
    });
    expect(
      (await get(t.app, `/api/tg?method=testAdminEcho&ShowcaseID=${main.id}`, { cookie: sportAdmin, headers: { host: 'sport.localhost' } }))
        .statusCode,
    ).toBe(403);
    expect((await get(t.app, '/api/tg?method=testOperatorOnly', { cookie: admin })).statusCode).toBe(403);
    expect((await get(t.app, '/api/tg?method=testOperatorOnly', { cookie: await loginAs(t, 'operator') })).statusCode).toBe(200);
  });

  it('validates input with the method schema: 400 with localised fields, nothing changed', async () => {
    const before = await snapshot(t.database.db);
    const res = await post(t.app, '/api/tg', { method: 'markDocumentSeen', DocumentType: 'spaceship', DocumentId: -1 }, { cookie: shopper });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; fields: Record<string, string> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields).sort()).toEqual(['DocumentId', 'DocumentType']);
    expect(await snapshot(t.database.db)).toBe(before);
    expect((await get(t.app, '/api/tg?method=getOneShowcaseCounters&ShowcaseID=abc')).statusCode).toBe(400);
    // Numbers beyond the database's range are still a 4xx, never a 500.
    expect((await get(t.app, '/api/tg?method=getOneShowcaseCounters&ShowcaseID=99999999999', { cookie: shopper })).statusCode).toBe(400);
    expect(
      (await post(t.app, '/api/tg', { method: 'markDocumentSeen', DocumentType: 'notification', DocumentId: 99_999_999_999 }, { cookie: shopper }))
        .statusCode,
    ).toBe(400);
  });
});

describe('mode and counters', () => {
  it('changes modes in the session; devMode is refused to non-admins without a change', async () => {
    const before = await snapshot(t.database.db);
    const refused = await post(t.app, '/api/tg', { method: 'changeMode', devMode: 1 }, { cookie: shopper });
    expect(refused.statusCode).toBe(403);
    expect(await snapshot(t.database.db)).toBe(before);
    expect((await post(t.app, '/api/tg', { method: 'changeMode', devMode: 1 }, { cookie: admin })).json()).toEqual({ ok: true });
    expect((await get(t.app, '/api/menu/', { cookie: admin })).json()).toMatchObject({ devMode: true });
    expect((await post(t.app, '/api/tg', { method: 'changeMode', wowTreeMode: true }, { cookie: shopper })).statusCode).toBe(200);
    expect((await get(t.app, '/api/menu/', { cookie: shopper })).json()).toMatchObject({ wowTreeMode: true, devMode: false });
    expect((await post(t.app, '/api/tg', { method: 'changeMode' }, { cookie: shopper })).statusCode).toBe(400);
  });

  it('counts and clears my new referrals and unseen transactions', async () => {
    const db = t.database.db;
    const main = await showcaseByAlias(db, 'main');
    const me = await demoUserId(db, 'shopper');
    const unseenReferrals = await db
      .select({ id: users.id, showcase: users.referralShowcaseId })
      .from(users)
      .where(and(eq(users.referrerId, me), eq(users.referralSeen, false)));
    const myAccounts = await db.select({ id: bonusAccounts.id }).from(bonusAccounts).where(eq(bonusAccounts.userId, me));
    const unseenEntries = (await db.select().from(bonusEntries).where(isNull(bonusEntries.seenAt))).filter((e) =>
      myAccounts.some((a) => a.id === e.accountId),
    );

    const all = (await get(t.app, '/api/tg?method=getCounters&json=1', { cookie: shopper })).json<{
      NewReferals: number;
      UnseenTransactions: number;
    }>();
    expect(all).toMatchObject({ NewReferals: unseenReferrals.length, UnseenTransactions: unseenEntries.length });
    const one = (await get(t.app, `/api/tg?method=getOneShowcaseCounters&ShowcaseID=${main.id}&json=1`, { cookie: shopper })).json<unknown>();
    expect(one).toEqual({
      NewReferals: unseenReferrals.filter((r) => r.showcase === main.id).length,
      UnseenTransactions: unseenEntries.filter((e) => e.showcaseId === main.id).length,
    });
    expect((await get(t.app, `/api/tg?method=getOneShowcaseCounters&ShowcaseID=${main.id}`)).json()).toEqual({
      NewReferals: 0,
      UnseenTransactions: 0,
    });

    expect((await post(t.app, '/api/tg', { method: 'clearCounters', Counter: 'all', ShowcaseID: main.id }, { cookie: shopper })).statusCode).toBe(
      200,
    );
    expect((await get(t.app, `/api/tg?method=getOneShowcaseCounters&ShowcaseID=${main.id}`, { cookie: shopper })).json()).toEqual({
      NewReferals: 0,
      UnseenTransactions: 0,
    });
  });

  it("marks only my own documents seen; another's is 404 and unchanged", async () => {
    const db = t.database.db;
    const me = await demoUserId(db, 'shopper');
    const invite = async (referrerId: number, refCode: string) =>
      (await db.insert(users).values({ name: 'Приглашённый', refCode, referrerId, referralSeen: false }).returning({ id: users.id }))[0]!;
    const stranger = await invite(await demoUserId(db, 'operator'), 'TESTREF001');
    const mine = await invite(me, 'TESTREF002');
    const before = await snapshot(db);
    const res = await post(t.app, '/api/tg', { method: 'markDocumentSeen', DocumentType: 'referal', DocumentId: stranger.id }, { cookie: shopper });
    expect(res.statusCode).toBe(404);
    expect(await snapshot(db)).toBe(before);

    expect(
      (await post(t.app, '/api/tg', { method: 'markDocumentSeen', DocumentType: 'referal', DocumentId: mine.id }, { cookie: shopper })).json(),
    ).toEqual({ ok: true });
    expect((await db.select({ seen: users.referralSeen }).from(users).where(eq(users.id, mine.id)))[0]?.seen).toBe(true);
  });
});
