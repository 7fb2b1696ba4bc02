import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { users } from '../../src/db/schema';
import { DEMO_USERS } from '../../src/db/seed/fixtures';
import { signHmacInitData } from '../../src/lib/init-data';
import { signInitData } from '../../src/lib/telegram';
import { createTestApp, fileTestApp } from '../helpers/app';
import { snapshot } from '../helpers/facts';
import { expectRefusal, get, post, sessionCookie } from '../helpers/http';
import { anonymousSession, expectLoginRefused, loginAs } from '../helpers/login';

const MAX_TOKEN = testConfig().DEMO_MAX_BOT_TOKEN;
const TG_TOKEN = testConfig().DEMO_BOT_TOKEN;
const now = () => Math.floor(Date.now() / 1000);
const maxUser = { id: 910_000_001, first_name: 'Мария', last_name: 'Максимова', username: 'maria_max', photo_url: 'https://i.oneme.ru/i?r=m1' };

const t = fileTestApp();

const launch = (body: { maxData?: string; tgData?: string; query?: Record<string, string> }, cookie?: string) =>
  post(t.app, '/api/startup', { query: body.query ?? {}, ...body }, { cookie });

const signMax = (fields: Record<string, string | number | object>, token = MAX_TOKEN) => signHmacInitData(token, fields);

describe('MAX init data login (POST /api/startup with maxData)', () => {
  it('creates the user from init data signed with the showcase MAX bot token, separately from Telegram ids', async () => {
    const res = await launch({ maxData: signMax({ auth_date: now(), query_id: 'q1', user: maxUser }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isLogged: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.maxId, maxUser.id));
    expect(row).toMatchObject({ name: 'Мария Максимова', username: 'maria_max', telegramId: null, avatarUrl: maxUser.photo_url });
    expect(sessionCookie(res)).toBeDefined();
  });

  it('refuses forged, other-bot and Telegram-signed data as MAX data and changes nothing', async () => {
    const cookie = await anonymousSession(t);
    const before = await snapshot(t.database.db);
    const good = new URLSearchParams(signMax({ auth_date: now(), user: maxUser }));
    good.set('user', JSON.stringify({ ...maxUser, id: 1 }));
    for (const maxData of [
      good.toString(),
      signMax({ auth_date: now(), user: maxUser }, 'another-max-bot-token-123456'),
      signInitData(TG_TOKEN, { auth_date: now(), user: maxUser }),
      signMax({ auth_date: now() - 3601, user: maxUser }),
    ]) {
      const res = await launch({ maxData }, cookie);
      expectLoginRefused(res, 'MAX_INIT_DATA_INVALID', 'MAX');
    }
    expect(await snapshot(t.database.db)).toBe(before);
  });
});

describe('a reload after the init data expired', () => {
  it('goes on from the session cookie for the same account, and is refused without it or for another account', async () => {
    const short = await createTestApp({ TELEGRAM_AUTH_MAX_AGE: 2 });
    try {
      const tgUser = { id: 555_300_001, first_name: 'Долгий' };
      const tgData = signInitData(TG_TOKEN, { auth_date: now(), user: tgUser });
      const maxData = signMax({ auth_date: now(), user: { id: 910_000_077, first_name: 'Долгая' } });
      const first = await post(short.app, '/api/startup', { query: {}, tgData });
      const firstMax = await post(short.app, '/api/startup', { query: {}, maxData });
      expect(first.statusCode).toBe(200);
      const cookie = sessionCookie(first)!.value;
      const maxCookie = sessionCookie(firstMax)!.value;
      await new Promise((resolve) => setTimeout(resolve, 3100));
      // The Mini App kept open past the age reloads with the same init data: the session goes on (on main: 401).
      const reload = await post(short.app, '/api/startup', { query: {}, tgData }, { cookie });
      expect(reload.statusCode, reload.body).toBe(200);
      expect(reload.json()).toMatchObject({ isLogged: true, refCode: first.json<{ refCode: string }>().refCode });
      const reloadMax = await post(short.app, '/api/startup', { query: {}, maxData }, { cookie: maxCookie });
      expect(reloadMax.json()).toMatchObject({ isLogged: true });
      // Without a session, or with another user's session, expired init data logs nobody in.
      expect((await post(short.app, '/api/startup', { query: {}, tgData })).statusCode).toBe(401);
      expect((await post(short.app, '/api/startup', { query: {}, tgData }, { cookie: maxCookie })).statusCode).toBe(401);
      expect((await post(short.app, '/api/startup', { query: {}, maxData }, { cookie })).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('one account, both messengers (POST /api/account/identities/link)', () => {
  it('needs a logged-in user', async () => {
    expect((await post(t.app, '/api/account/identities/link', {})).statusCode).toBe(401);
    expect((await get(t.app, '/api/account/identities')).statusCode).toBe(401);
  });

  it('attaches the MAX account opened with the code to the Telegram user who asked for it, once', async () => {
    const cookie = await loginAs(t, 'shopper');
    expect((await get(t.app, '/api/account/identities', { cookie })).json()).toEqual({ telegram: true, max: false });
    const link = await post(t.app, '/api/account/identities/link', {}, { cookie });
    expect(link.statusCode, link.body).toBe(200);
    const { startParam, code, expiresInMinutes } = link.json<{ startParam: string; code: string; expiresInMinutes: number }>();
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(startParam.length).toBeLessThanOrEqual(64);
    expect(expiresInMinutes).toBe(15);

    const account = { id: 910_000_002, first_name: 'Иван в MAX' };
    const opened = await launch({ maxData: signMax({ auth_date: now(), start_param: startParam, user: account }) });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ isLogged: true, refCode: DEMO_USERS.shopper.refCode });
    const [row] = await t.database.db.select().from(users).where(eq(users.maxId, account.id));
    expect(row).toMatchObject({ telegramId: DEMO_USERS.shopper.telegramId, refCode: DEMO_USERS.shopper.refCode });
    expect((await get(t.app, '/api/account/identities', { cookie })).json()).toEqual({ telegram: true, max: true });

    // The same deep link again (a reload) just logs that user in; the spent code links nobody else.
    const other = { id: 910_000_003, first_name: 'Чужой' };
    const replay = await launch({ maxData: signMax({ auth_date: now(), start_param: startParam, user: other }) });
    expect(replay.statusCode).toBe(200);
    expect(replay.json<{ refCode: string }>().refCode).not.toBe(DEMO_USERS.shopper.refCode);
  });

  it('refuses to take a MAX account that already belongs to another user', async () => {
    const cookie = await loginAs(t, 'referrer');
    const { startParam } = (await post(t.app, '/api/account/identities/link', {}, { cookie })).json<{ startParam: string }>();
    const res = await launch({ maxData: signMax({ auth_date: now(), start_param: startParam, user: maxUser }) });
    expectRefusal(res, 409, { code: 'IDENTITY_TAKEN' });
    const [row] = await t.database.db.select().from(users).where(eq(users.maxId, maxUser.id));
    expect(row?.refCode).not.toBe(DEMO_USERS.referrer.refCode);
  });
});

describe('Telegram third-party validation (TELEGRAM_BOT_IDS: a bot whose token this server does not hold)', () => {
  it('logs in with init data whose Ed25519 signature checks out with the configured public key, and refuses a forged one', async () => {
    const { generateKeyPairSync, sign } = await import('node:crypto');
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const publicHex = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex');
    const app3 = await createTestApp({ DEMO: false, TELEGRAM_BOT_IDS: new Map([['main', '7342037359']]), TELEGRAM_PUBLIC_KEY: publicHex });
    try {
      const fields = { auth_date: String(now()), query_id: 'AAQ', user: JSON.stringify({ id: 555_400_001, first_name: 'Третья' }) };
      const lines = Object.keys(fields)
        .sort()
        .map((k) => `${k}=${fields[k as keyof typeof fields]}`)
        .join('\n');
      const signature = sign(null, Buffer.from(`7342037359:WebAppData\n${lines}`), privateKey).toString('base64url');
      const tgData = new URLSearchParams({ ...fields, signature, hash: 'b'.repeat(64) }).toString();
      const ok = await post(app3.app, '/api/startup', { query: { s: '' }, tgData }, { headers: { host: 'main.localhost' } });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ isLogged: true });
      const forged = tgData.replace('555400001', '555400002');
      const bad = await post(app3.app, '/api/startup', { query: {}, tgData: forged }, { headers: { host: 'main.localhost' } });
      expect(bad.statusCode).toBe(401);
    } finally {
      await app3.close();
    }
  });
});
