import { buildReferralQuery } from '@storefront/contract/links';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { DEMO_USERS } from '../../src/db/seed/fixtures';
import { sha256Hex } from '../../src/lib/crypto';
import { signInitData } from '../../src/lib/telegram';
import { testConfig } from '../../src/config';
import { createTestApp, fileTestApp } from '../helpers/app';
import { sessionOwner, showcaseByAlias, snapshot } from '../helpers/facts';
import { post, sessionCookie } from '../helpers/http';
import { anonymousSession, expectLoginRefused } from '../helpers/login';

const DEMO_TOKEN = testConfig().DEMO_BOT_TOKEN;
const SPORT_TOKEN = '7000000099:sport-token';
const now = () => Math.floor(Date.now() / 1000);
const tgUser = {
  id: 555_000_001,
  first_name: 'Пётр',
  last_name: 'Телеграмов',
  username: 'petr_tg',
  photo_url: 'https://t.me/i/userpic/320/petr.jpg',
};

const t = fileTestApp({ TELEGRAM_BOT_TOKENS: new Map([['sport', SPORT_TOKEN]]) });

const launch = (tgData: string, opts: { cookie?: string; host?: string; query?: Record<string, string> } = {}) =>
  post(t.app, '/api/startup', { query: opts.query ?? {}, tgData }, { cookie: opts.cookie, headers: opts.host ? { host: opts.host } : {} });

async function expectRefused(tgData: string, opts: { host?: string } = {}) {
  const cookie = await anonymousSession(t);
  const before = await snapshot(t.database.db);
  const res = await launch(tgData, { cookie, ...opts });
  expectLoginRefused(res, 'INIT_DATA_INVALID', 'Telegram');
  expect(await snapshot(t.database.db)).toBe(before);
}

describe('Telegram init data login (POST /api/startup with tgData)', () => {
  it('creates the user from init data signed with the showcase bot token and rotates the session to them', async () => {
    const anonymous = await anonymousSession(t);
    const res = await launch(signInitData(DEMO_TOKEN, { auth_date: now(), query_id: 'Q1', user: tgUser }), { cookie: anonymous });
    expect(res.statusCode, res.body).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.telegramId, tgUser.id));
    expect(user).toMatchObject({ name: 'Пётр Телеграмов', username: 'petr_tg', avatarUrl: tgUser.photo_url });
    expect(user!.refCode).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(res.json()).toMatchObject({ isLogged: true, refCode: user!.refCode });
    const rotated = sessionCookie(res)!.value;
    expect(rotated).not.toBe(anonymous);
    expect(await sessionOwner(t.database.db, rotated)).toBe(user!.id);
    expect(await sessionOwner(t.database.db, anonymous)).toBeUndefined();

    // A later launch refreshes the profile of the same user and keeps the session.
    const again = await launch(signInitData(DEMO_TOKEN, { auth_date: now(), user: { ...tgUser, first_name: 'Петя' } }), { cookie: rotated });
    expect(again.statusCode).toBe(200);
    expect(sessionCookie(again)).toBeUndefined();
    const refreshed = await t.database.db.select().from(users).where(eq(users.telegramId, tgUser.id));
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]).toMatchObject({ id: user!.id, name: 'Петя Телеграмов', refCode: user!.refCode });
  });

  it('logs an existing member in by telegram id', async () => {
    const res = await launch(signInitData(DEMO_TOKEN, { auth_date: now(), user: { id: DEMO_USERS.shopper.telegramId, first_name: 'Иван' } }));
    expect(res.json()).toMatchObject({ isLogged: true, refCode: DEMO_USERS.shopper.refCode });
  });

  it('stores the referral of the Telegram start parameter', async () => {
    const promo = await showcaseByAlias(t.database.db, 'promo');
    const startParam = Buffer.from(buildReferralQuery({ showcaseId: promo.id, refCode: DEMO_USERS.referrer.refCode, cmp: '34QWER' })).toString(
      'base64url',
    );
    const res = await launch(
      signInitData(DEMO_TOKEN, { auth_date: now(), start_param: startParam, user: { id: 555_000_002, first_name: 'Новичок' } }),
      { query: { s: promo.id.toString(36) } },
    );
    expect(res.json()).toMatchObject({ isLogged: true, showcaseAlias: 'promo', noRefCritical: false });
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256Hex(sessionCookie(res)!.value)));
    expect(row?.data.referral).toEqual({ showcaseId: promo.id, refCode: DEMO_USERS.referrer.refCode, cmp: '34QWER' });
  });

  it('refuses tampered init data and changes nothing', async () => {
    const params = new URLSearchParams(signInitData(DEMO_TOKEN, { auth_date: now(), user: tgUser }));
    params.set('user', JSON.stringify({ ...tgUser, id: DEMO_USERS.operator.telegramId }));
    await expectRefused(params.toString());
  });

  it('refuses expired init data', async () => {
    await expectRefused(signInitData(DEMO_TOKEN, { auth_date: now() - 3601, user: tgUser }));
  });

  it('refuses init data without a hash', async () => {
    const params = new URLSearchParams(signInitData(DEMO_TOKEN, { auth_date: now(), user: tgUser }));
    params.delete('hash');
    await expectRefused(params.toString());
    await expectRefused('auth_date=1&user=%7B%22id%22%3A1%7D');
  });

  it("refuses init data signed with another showcase's bot token", async () => {
    await expectRefused(signInitData(SPORT_TOKEN, { auth_date: now(), user: tgUser }));
    await expectRefused(signInitData(DEMO_TOKEN, { auth_date: now(), user: tgUser }), { host: 'sport.localhost' });
    const ok = await launch(signInitData(SPORT_TOKEN, { auth_date: now(), user: tgUser }), { host: 'sport.localhost' });
    expect(ok.statusCode).toBe(200);
  });
});

describe('without DEMO', () => {
  it('has no token for a showcase missing from TELEGRAM_BOT_TOKENS', async () => {
    const prod = await createTestApp({ DEMO: false });
    try {
      const res = await post(prod.app, '/api/startup', { query: {}, tgData: signInitData(DEMO_TOKEN, { auth_date: now(), user: tgUser }) });
      expect(res.statusCode).toBe(401);
    } finally {
      await prod.close();
    }
  });
});
