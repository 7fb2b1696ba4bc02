import { buildReferralQuery, toBase36 } from '@storefront/contract/links';
import type { StartupConfig } from '@storefront/contract/startup';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { users } from '../../src/db/schema';
import { DEMO_USERS } from '../../src/db/seed/fixtures';
import { signInitData } from '../../src/lib/telegram';
import { applyReferral } from '../../src/modules/referral/service';
import { fileTestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { get, post, sessionCookie } from '../helpers/http';
import { loginAs } from '../helpers/login';

const DEMO_TOKEN = testConfig().DEMO_BOT_TOKEN;
const now = () => Math.floor(Date.now() / 1000);

const t = fileTestApp();
let mainId: number;
let promoId: number;
beforeAll(async () => {
  mainId = (await showcaseByAlias(t.database.db, 'main')).id;
  promoId = (await showcaseByAlias(t.database.db, 'promo')).id;
});

const webQuery = (showcaseId: number, refCode: string, cmp = '12ABCD') => ({ s: `${toBase36(showcaseId)}_r=${refCode}`, cmp });
const startParam = (showcaseId: number, refCode: string) =>
  Buffer.from(buildReferralQuery({ showcaseId, refCode, cmp: '34QWER' })).toString('base64url');

async function launch(query: Record<string, string>, cookie?: string, tgData?: string) {
  const res = await post(t.app, '/api/startup', { query, ...(tgData ? { tgData } : {}) }, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return { config: res.json<StartupConfig>(), cookie: sessionCookie(res)?.value ?? cookie };
}

/** Anonymous visit with the query, then a brand-new account (POST /api/test/register) in that session. */
async function visitThenRegister(query: Record<string, string>, name = 'Новый участник') {
  const { cookie } = await launch(query);
  const res = await post(t.app, '/api/test/register', { name }, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json<{ clientInfo: { Id: number } }>().clientInfo.Id));
  return { user: row!, cookie: sessionCookie(res)!.value };
}

async function visitThenLogin(query: Record<string, string>, key: keyof typeof DEMO_USERS) {
  const { cookie } = await launch(query);
  const res = await post(t.app, '/api/test/login', { userId: await demoUserId(t.database.db, key) }, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.database.db.select().from(users).where(eq(users.telegramId, DEMO_USERS[key].telegramId));
  return row!;
}

describe('referrer set once on login', () => {
  it('takes the referrer of a web link (s={base36}_r={refCode}&cmp) kept in the anonymous session', async () => {
    const natalya = await demoUserId(t.database.db, 'referrer');
    const sid = await loginAs(t, 'referrer');
    const counters = async () =>
      (await get(t.app, '/api/tg', { cookie: sid, query: { method: 'getOneShowcaseCounters', ShowcaseID: String(mainId) } })).json<{
        NewReferals: number;
      }>();
    const before = (await counters()).NewReferals;

    const { user } = await visitThenRegister(webQuery(mainId, DEMO_USERS.referrer.refCode));
    expect(user).toMatchObject({ referrerId: natalya, referralShowcaseId: mainId, referralSeen: false });
    expect(user.referrerSetAt).toBeInstanceOf(Date);
    // The new member counts as a new referral of that showcase until seen.
    expect((await counters()).NewReferals).toBe(before + 1);
  });

  it('takes the referrer of a Telegram start parameter, as a web query (tgWebAppStartParam) or in init data', async () => {
    const aleksey = await demoUserId(t.database.db, 'showcaseAdmin');
    const viaQuery = await visitThenRegister({ tgWebAppStartParam: startParam(mainId, DEMO_USERS.showcaseAdmin.refCode) });
    expect(viaQuery.user.referrerId).toBe(aleksey);

    // A new Telegram user: the start parameter arrives with the init data of the very first launch.
    const tgData = signInitData(DEMO_TOKEN, {
      auth_date: now(),
      start_param: startParam(promoId, DEMO_USERS.showcaseAdmin.refCode),
      user: { id: 777_000_001, first_name: 'Тимур' },
    });
    const { config } = await launch({ s: toBase36(promoId) }, undefined, tgData);
    expect(config).toMatchObject({ isLogged: true, noRefCritical: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.telegramId, 777_000_001));
    expect(row).toMatchObject({ referrerId: aleksey, referralShowcaseId: promoId, referralSeen: false });
  });

  it('ignores bad base64, an unknown showcase, an unknown or banned code', async () => {
    const queries: Array<Record<string, string>> = [
      { tgWebAppStartParam: '!!notbase64!!' },
      { tgWebAppStartParam: '____' },
      { startapp: Buffer.from('s=zzzzzz_r=ALEKSEY1').toString('base64url') },
      webQuery(99_999, DEMO_USERS.showcaseAdmin.refCode),
      webQuery(mainId, 'NOSUCHCODE'),
      webQuery(mainId, DEMO_USERS.banned.refCode),
    ];
    for (const query of queries) {
      const { user } = await visitThenRegister(query);
      expect(user.referrerId, JSON.stringify(query)).toBeNull();
    }
  });

  it('refuses self-referral and cycles, and never replaces an existing referrer', async () => {
    // The operator has no referrer: her own code is ignored.
    expect((await visitThenLogin(webQuery(mainId, DEMO_USERS.operator.refCode), 'operator')).referrerId).toBeNull();
    // The root of the network would close a cycle through his own downline (shopper is three levels below him).
    expect((await visitThenLogin(webQuery(mainId, DEMO_USERS.shopper.refCode), 'showcaseAdmin')).referrerId).toBeNull();
    // The shopper keeps Natalya whatever link he follows later.
    const natalya = await demoUserId(t.database.db, 'referrer');
    expect((await visitThenLogin(webQuery(mainId, DEMO_USERS.sportAdmin.refCode), 'shopper')).referrerId).toBe(natalya);
  });

  it('a member without a referrer who opens a link while logged in takes it, once', async () => {
    const marina = await demoUserId(t.database.db, 'sportAdmin');
    const aleksey = await demoUserId(t.database.db, 'showcaseAdmin');
    const { cookie } = await visitThenRegister({});
    const fresh = (await t.database.db.select().from(users).where(eq(users.name, 'Новый участник'))).at(-1)!;
    expect(fresh.referrerId).toBeNull();
    await launch(webQuery(mainId, DEMO_USERS.sportAdmin.refCode), cookie);
    await launch(webQuery(mainId, DEMO_USERS.showcaseAdmin.refCode), cookie);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, fresh.id));
    expect(row?.referrerId).toBe(marina);
    expect(row?.referrerId).not.toBe(aleksey);
  });

  it('two opposite assignments at once: at most one wins, so no cycle can form', async () => {
    const { user: x } = await visitThenRegister({}, 'Икс');
    const { user: y } = await visitThenRegister({}, 'Игрек');
    const { db } = t.database;
    const results = await Promise.all([
      db.transaction((tx) => applyReferral(tx, x.id, { showcaseId: mainId, refCode: y.refCode, cmp: null })),
      db.transaction((tx) => applyReferral(tx, y.id, { showcaseId: mainId, refCode: x.refCode, cmp: null })),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await db.select({ id: users.id, referrerId: users.referrerId }).from(users).where(eq(users.name, 'Икс'));
    const rowsY = await db.select({ id: users.id, referrerId: users.referrerId }).from(users).where(eq(users.name, 'Игрек'));
    expect([rows[0]?.referrerId, rowsY[0]?.referrerId].filter((v) => v !== null)).toHaveLength(1);
  });
});

describe('showcases that require a referral', () => {
  it('runs noRefCritical without one; a valid web or Telegram link clears it', async () => {
    const s = toBase36(promoId);
    expect((await launch({ s })).config.noRefCritical).toBe(true);
    expect((await launch({ s: `${s}_r=NOSUCHCODE` })).config.noRefCritical).toBe(true);
    expect((await launch({ tgWebAppStartParam: 'bad!', s })).config.noRefCritical).toBe(true);
    expect((await launch(webQuery(promoId, DEMO_USERS.referrer.refCode))).config.noRefCritical).toBe(false);
    expect((await launch({ s, tgWebAppStartParam: startParam(promoId, DEMO_USERS.referrer.refCode) })).config.noRefCritical).toBe(false);
    // A member whose referrer is set needs no link any more.
    const { cookie } = await visitThenRegister(webQuery(promoId, DEMO_USERS.referrer.refCode));
    const fresh = await launch({ s }, cookie);
    expect(fresh.config).toMatchObject({ isLogged: true, noRefCritical: false });
  });
});

describe('POST /api/test/register', () => {
  it('validates the name and is absent without DEMO', async () => {
    expect((await post(t.app, '/api/test/register', { name: '  ' })).statusCode).toBe(400);
    const prod = await buildApp(testConfig({ DEMO: false }), t.database);
    try {
      expect((await post(prod, '/api/test/register', { name: 'Кто-то' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
