import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { signInitData, verifyInitData } from '../../src/lib/telegram';
import { fileTestApp } from '../helpers/app';
import { post, sessionCookie } from '../helpers/http';
import { anonymousSession } from '../helpers/login';
import { dbFingerprint } from './matrix-helpers';

/**
 * Init data refusals beyond test/identity/telegram-login.test.ts (tampered, expired, missing hash, another
 * showcase's bot): replay after logout, another bot's token, a future or odd auth_date, duplicated fields,
 * a signature in another case or length. Every refusal is a 401 that writes nothing.
 */
const DEMO_TOKEN = testConfig().DEMO_BOT_TOKEN;
const FOREIGN_TOKEN = '7999999999:someone-elses-bot-token';
const MAX_AGE = testConfig().TELEGRAM_AUTH_MAX_AGE;
const now = () => Math.floor(Date.now() / 1000);
let userSeq = 0;
const tgUser = () => ({ id: 777_000_000 + ++userSeq, first_name: 'Тимур', username: `timur_${userSeq}` });

const t = fileTestApp();

const launch = (tgData: string, cookie?: string) => post(t.app, '/api/startup', { query: {}, tgData }, { cookie });
const logout = (cookie: string) => post(t.app, '/api/account/logout', {}, { cookie });

async function expectRefused(tgData: string, cookie?: string) {
  const session = cookie ?? (await anonymousSession(t));
  const before = await dbFingerprint(t.database.db);
  const res = await launch(tgData, session);
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json()).toMatchObject({ code: 'INIT_DATA_INVALID' });
  expect(sessionCookie(res)).toBeUndefined();
  expect(await dbFingerprint(t.database.db)).toEqual(before);
}

describe('Telegram init data: replay after logout', () => {
  it('refuses the same init data once its session logged out, in a new session too; fresh init data still logs in', async () => {
    const user = tgUser();
    const initData = signInitData(DEMO_TOKEN, { auth_date: now(), query_id: 'AAE-replay', user });
    const first = await launch(initData, await anonymousSession(t));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ isLogged: true });
    const cookie = sessionCookie(first)!.value;

    // Within the session a reload with the same init data is fine.
    const reload = await launch(initData, cookie);
    expect(reload.json()).toMatchObject({ isLogged: true });

    expect((await logout(cookie)).statusCode).toBe(200);
    await expectRefused(initData);
    await expectRefused(initData, cookie);

    const fresh = await launch(signInitData(DEMO_TOKEN, { auth_date: now(), query_id: 'AAE-fresh', user }), await anonymousSession(t));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ isLogged: true });
  });

  it("keeps other users' init data working after someone logs out", async () => {
    const a = signInitData(DEMO_TOKEN, { auth_date: now(), user: tgUser() });
    const b = signInitData(DEMO_TOKEN, { auth_date: now(), user: tgUser() });
    const sessionA = sessionCookie(await launch(a, await anonymousSession(t)))!.value;
    await logout(sessionA);
    expect((await launch(b, await anonymousSession(t))).json()).toMatchObject({ isLogged: true });
    await expectRefused(a);
  });

  it('an anonymous logout revokes nothing', async () => {
    const cookie = await anonymousSession(t);
    const before = (await dbFingerprint(t.database.db)).login_tokens;
    expect((await logout(cookie)).statusCode).toBe(200);
    expect((await dbFingerprint(t.database.db)).login_tokens).toBe(before);
    expect((await launch(signInitData(DEMO_TOKEN, { auth_date: now(), user: tgUser() }))).statusCode).toBe(200);
  });
});

describe('Telegram init data: forged or malformed', () => {
  it("refuses init data signed with another bot's token", async () => {
    await expectRefused(signInitData(FOREIGN_TOKEN, { auth_date: now(), user: tgUser() }));
  });

  it('refuses an auth_date in the future, just past the allowed age, zero, negative or not a number', async () => {
    for (const authDate of [now() + 3600, now() - MAX_AGE - 2, 0, -5, 'yesterday', 1.5]) {
      await expectRefused(signInitData(DEMO_TOKEN, { auth_date: authDate, user: tgUser() }));
    }
    expect(verifyInitData(signInitData(DEMO_TOKEN, { auth_date: now() - MAX_AGE + 5, user: tgUser() }), DEMO_TOKEN, MAX_AGE)).not.toBeNull();
  });

  it('refuses a duplicated field, an upper-case or truncated hash, a hash of empty data, and a signed user without an id', async () => {
    const good = signInitData(DEMO_TOKEN, { auth_date: now(), user: tgUser() });
    const hash = new URLSearchParams(good).get('hash')!;
    await expectRefused(`${good}&user=${encodeURIComponent(JSON.stringify({ id: 1, first_name: 'Оператор' }))}`);
    await expectRefused(good.replace(hash, hash.toUpperCase()));
    await expectRefused(good.replace(hash, hash.slice(0, 63)));
    await expectRefused(signInitData(DEMO_TOKEN, {}));
    await expectRefused(signInitData(DEMO_TOKEN, { auth_date: now(), user: { first_name: 'Без id' } }));
    await expectRefused(signInitData(DEMO_TOKEN, { auth_date: now(), user: { id: -1, first_name: 'Минус' } }));
  });

  it('refuses a tampered start_param (the referral it carries is signed too)', async () => {
    const params = new URLSearchParams(signInitData(DEMO_TOKEN, { auth_date: now(), start_param: 'cmVmPUFCQw', user: tgUser() }));
    params.set('start_param', 'cmVmPU9MR0FPUEVS');
    await expectRefused(params.toString());
  });
});
