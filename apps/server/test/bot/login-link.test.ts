import { SESSION_COOKIE } from '@storefront/contract/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { loginTokens, users } from '../../src/db/schema';
import { DEMO_USERS } from '../../src/db/seed/fixtures';
import { one } from '../../src/db/sql';
import { sha256Hex } from '../../src/lib/crypto';
import { LINK_RATE_PER_IP } from '../../src/modules/bot/routes';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows, demoUserId, sessionOwner, showcaseByAlias, snapshot } from '../helpers/facts';
import { get, sessionCookie } from '../helpers/http';
import { anonymousSession } from '../helpers/login';
import { buttonOf, hookPath, postUpdate, textUpdate, type TgFrom } from './bot-helpers';
import { startFakeBotApi, type FakeBotApi } from './fake-bot-api';

const DEMO_TOKEN = testConfig().DEMO_BOT_TOKEN;
const petr: TgFrom = { id: 555_100_001, first_name: 'Пётр', last_name: 'Ботов', username: 'petr_bot_login' };

let fake: FakeBotApi;
let t: TestApp;
let mainHook: string;
beforeAll(async () => {
  fake = await startFakeBotApi();
  t = await createTestApp({ BOT_API_URL: fake.url });
  mainHook = hookPath('main', DEMO_TOKEN, (await showcaseByAlias(t.database.db, 'main')).id);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.failing = false;
});

/** Sends `text` to the main showcase's bot and returns the message the bot answered with. */
async function ask(from: TgFrom, text: string) {
  const before = fake.calls.length;
  const res = await postUpdate(t.app, mainHook, textUpdate(from, text));
  expect(res.statusCode, res.body).toBe(200);
  return (await fake.waitForCalls(before + 1))[before]!;
}

async function loginLink(from: TgFrom, text = '/start login'): Promise<URL> {
  const call = await ask(from, text);
  return new URL(buttonOf(call).url!);
}

/** Opens a login link in a browser that has `cookie` (or none), from `ip`. */
const open = (link: URL, cookie?: string, ip = '10.1.0.1') =>
  t.app.inject({
    method: 'GET',
    url: `${link.pathname}${link.search}`,
    headers: { host: link.host, ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
    remoteAddress: ip,
  });

const profileOf = async (cookie: string) => get(t.app, '/api/account/profile/', { cookie });

describe('/start login in the showcase bot', () => {
  it('creates the Telegram user and answers in the private chat with a one-time link of the showcase', async () => {
    const call = await ask(petr, '/start login');
    expect(call).toMatchObject({ token: DEMO_TOKEN, method: 'sendMessage' });
    expect(call.body).toMatchObject({ chat_id: petr.id, protect_content: true, link_preview_options: { is_disabled: true } });
    expect(call.body.text).toContain('«Сарафан Маркет»');
    expect(call.body.text).toContain('10 минут');
    const button = buttonOf(call);
    expect(button.text).toBe('Войти на сайт');
    const link = new URL(button.url!);
    expect(link.hostname).toBe('main.localhost');
    expect(link.pathname).toBe('/api/auth/link');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [user] = await t.database.db.select().from(users).where(eq(users.telegramId, petr.id));
    expect(user).toMatchObject({ name: 'Пётр Ботов', username: 'petr_bot_login' });
    // Only the hash is stored, valid for exactly 10 minutes.
    const row = await one<{ userId: number; ttl: number; usedAt: Date | null }>(
      t.database.db,
      sql`select user_id as "userId", extract(epoch from expires_at - created_at)::int as ttl, used_at as "usedAt" from login_tokens where token_hash = ${sha256Hex(token)}`,
    );
    expect(row).toEqual({ userId: user!.id, ttl: 600, usedAt: null });
    const raw = await one<{ n: number }>(t.database.db, sql`select count(*)::int as n from login_tokens where token_hash = ${token}`);
    expect(raw?.n).toBe(0);
  });

  it('/login works too, and an existing member gets a link for their own account without a duplicate user', async () => {
    const shopper: TgFrom = { id: DEMO_USERS.shopper.telegramId, first_name: 'Иван', last_name: 'Покупателев', username: 'ivan_shopper' };
    const avatar = 'https://t.me/i/userpic/320/ivan.jpg';
    await t.database.db.update(users).set({ avatarUrl: avatar }).where(eq(users.telegramId, shopper.id));
    const usersBefore = await countRows(t.database.db, users);
    const link = await loginLink(shopper, '/login');
    expect(await countRows(t.database.db, users)).toBe(usersBefore);
    const res = await open(link);
    const cookie = sessionCookie(res)!.value;
    const profile = await profileOf(cookie);
    // Bot updates carry no photo: the avatar from the Mini App stays.
    expect(profile.json()).toMatchObject({ profile: { name: 'Иван Покупателев', refCode: DEMO_USERS.shopper.refCode, avatarUrl: avatar } });
    expect(await sessionOwner(t.database.db, cookie)).toBe(await demoUserId(t.database.db, 'shopper'));
  });
});

describe('GET /api/auth/link', () => {
  it('opens a session for the bot user in this browser, rotating the anonymous one, and redirects to /account', async () => {
    const link = await loginLink(petr);
    const anonymous = await anonymousSession(t);
    expect((await profileOf(anonymous)).statusCode).toBe(401);

    const res = await open(link, anonymous);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/account');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = sessionCookie(res)!;
    expect(cookie.value).not.toBe(anonymous);
    expect(cookie.raw).toMatch(/HttpOnly/i);

    const profile = await profileOf(cookie.value);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ profile: { name: 'Пётр Ботов', username: 'petr_bot_login' } });
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.telegramId, petr.id));
    expect(await sessionOwner(t.database.db, cookie.value)).toBe(user!.id);
    expect(await sessionOwner(t.database.db, anonymous)).toBeUndefined();
  });

  it('refuses a second use of the same link: no session, back to the home page with login=expired', async () => {
    const link = await loginLink(petr);
    expect((await open(link)).statusCode).toBe(303);
    const before = await snapshot(t.database.db);
    const again = await open(link);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/?login=expired');
    expect(sessionCookie(again)).toBeUndefined();
    expect(await snapshot(t.database.db)).toBe(before);
  });

  it('works for 10 minutes and not after', async () => {
    const age = async (link: URL, minutes: number) => {
      const hash = sha256Hex(link.searchParams.get('token')!);
      const shift = sql`make_interval(mins => ${minutes}::int)`;
      await t.database.db
        .update(loginTokens)
        .set({ createdAt: sql`${loginTokens.createdAt} - ${shift}`, expiresAt: sql`${loginTokens.expiresAt} - ${shift}` })
        .where(eq(loginTokens.tokenHash, hash));
    };
    const fresh = await loginLink(petr);
    await age(fresh, 9);
    const inTime = await open(fresh);
    expect(inTime.headers.location).toBe('/account');
    expect(sessionCookie(inTime)).toBeDefined();

    const stale = await loginLink(petr);
    await age(stale, 10);
    const before = await snapshot(t.database.db);
    const late = await open(stale);
    expect(late.headers.location).toBe('/?login=expired');
    expect(sessionCookie(late)).toBeUndefined();
    expect(await snapshot(t.database.db)).toBe(before);
  });

  it('refuses unknown, malformed and missing tokens the same way', async () => {
    for (const url of [
      '/api/auth/link?token=' + 'A'.repeat(43),
      '/api/auth/link?token=short',
      '/api/auth/link',
      '/api/auth/link?token[]=x',
      `/api/auth/link?token=${'é'.repeat(43)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: '10.1.0.2' });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location).toBe('/?login=expired');
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('does not spend the token on HEAD (link checkers)', async () => {
    const link = await loginLink(petr);
    const head = await t.app.inject({ method: 'HEAD', url: `${link.pathname}${link.search}` });
    expect(head.statusCode).toBe(404);
    expect((await open(link)).headers.location).toBe('/account');
  });

  it('limits link opens per IP with a Russian page, leaving other addresses alone', async () => {
    const url = '/api/auth/link?token=' + 'B'.repeat(43);
    for (let i = 0; i < LINK_RATE_PER_IP; i++) {
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '10.9.9.9' })).statusCode).toBe(303);
    }
    const limited = await t.app.inject({ method: 'GET', url, remoteAddress: '10.9.9.9' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers['content-type']).toContain('text/html');
    expect(limited.body).toContain('Слишком много попыток входа');
    expect((await t.app.inject({ method: 'GET', url, remoteAddress: '10.9.9.8' })).statusCode).toBe(303);
  });
});
