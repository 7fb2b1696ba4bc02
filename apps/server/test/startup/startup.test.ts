import { startupConfigSchema, type StartupConfig } from '@storefront/contract/startup';
import { toBase36 } from '@storefront/contract/links';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bonusAccounts, landings } from '../../src/db/schema';
import { DEMO_USERS, NETWORK_BOT_USERNAME, SHOWCASES } from '../../src/db/seed/fixtures';
import { listStaticGroups } from '../../src/modules/showcases/repository';
import { fileTestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { expectRefusal, get, post, sessionCookie } from '../helpers/http';
import { loginAs } from '../helpers/login';

const t = fileTestApp();

async function startup(body: Record<string, unknown>, opts: { cookie?: string; host?: string } = {}) {
  const res = await post(t.app, '/api/startup', body, { cookie: opts.cookie, headers: opts.host ? { host: opts.host } : {} });
  expect(res.statusCode, res.body).toBe(200);
  const config = res.json<StartupConfig>();
  expect(Object.keys(config).sort()).toEqual(Object.keys(startupConfigSchema.shape).sort());
  return { config: startupConfigSchema.parse(config), res };
}

describe('POST /api/startup', () => {
  it('answers an anonymous visitor with the default showcase, real values and no session (the first write makes one)', async () => {
    const main = await showcaseByAlias(t.database.db, 'main');
    const { config, res } = await startup({ query: {} });
    const [landingCount] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(landings)
      .where(
        and(
          eq(landings.showcaseId, main.id),
          eq(landings.published, true),
          sql`(starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())`,
        ),
      );
    expect(config).toEqual({
      showcaseId: main.id,
      showcaseAlias: 'main',
      currentDomain: 'localhost',
      showcaseName: SHOWCASES.main.name,
      showcaseDescription: main.description,
      slogan: main.slogan,
      siteId: String(main.id),
      imageBaseUrl: '/api/stat',
      favicon: `/api/stat/images/logos/${main.id}_mobile.png?t=${main.updatedAfter}`,
      telegramBot: SHOWCASES.main.bot,
      refCode: null,
      isLogged: false,
      adminMode: false,
      isBanned: false,
      isBannedOnShowcase: false,
      showcaseNotOpen: false,
      noRefCritical: false,
      staticGroups: await listStaticGroups(t.database.db, main.id),
      bonusBalance: 0,
      bonusExpectedValue: 0,
      showcaseStateId: SHOWCASES.main.stateId,
      actions_cnt: { cnt: landingCount?.n ?? 0 },
      wowShowcaseId: -1,
      wowShowcaseData: null,
      networkName: 'Сарафан',
      updatedAfter: main.updatedAfter,
      demo: true,
      phoneLogin: true,
      redirectTarget: null,
      storeLink: null,
      storefront: {
        contacts: {
          phone: '+7 800 100-20-30',
          email: 'help@sarafan.example',
          address: 'Москва, ул. Большая Никитская, д. 12',
          telegram: '@sarafan_main_bot',
          whatsapp: '',
          vk: '',
          workHours: '',
        },
        announcement: '',
        banner: null,
        promo: null,
      },
    });
    expect(config.staticGroups.length).toBeGreaterThan(0);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('gives a logged-in shopper the ref code and network bonus balances', async () => {
    const cookie = await loginAs(t, 'shopper');
    const userId = await demoUserId(t.database.db, 'shopper');
    const [account] = await t.database.db
      .select()
      .from(bonusAccounts)
      .where(and(eq(bonusAccounts.kind, 'user_network'), eq(bonusAccounts.userId, userId)));
    const { config, res } = await startup({ query: {} }, { cookie });
    expect(sessionCookie(res)).toBeUndefined();
    expect(config).toMatchObject({
      isLogged: true,
      adminMode: false,
      refCode: DEMO_USERS.shopper.refCode,
      isBanned: false,
      isBannedOnShowcase: false,
    });
    expect(config.bonusBalance).toBe(account ? (account.balance - account.reserved) / 100 : 0);
    expect(config.bonusExpectedValue).toBe(account ? account.pending / 100 : 0);
    expect(config.bonusBalance).toBeGreaterThan(0);
  });

  it('sets adminMode for the showcase admin on their showcase only, and for operators', async () => {
    const admin = await loginAs(t, 'showcaseAdmin');
    expect((await startup({ query: {} }, { cookie: admin })).config.adminMode).toBe(true);
    expect((await startup({ query: {} }, { cookie: admin, host: 'sport.localhost' })).config).toMatchObject({
      adminMode: false,
      showcaseAlias: 'sport',
    });
    const operator = await loginAs(t, 'operator');
    expect((await startup({ query: {} }, { cookie: operator, host: 'sport.localhost' })).config.adminMode).toBe(true);
  });

  it('asks for a referral on a showcase that requires one, and keeps a valid referral in the session', async () => {
    const promo = await showcaseByAlias(t.database.db, 'promo');
    const s = toBase36(promo.id);
    expect((await startup({ query: { s } })).config).toMatchObject({ showcaseAlias: 'promo', noRefCritical: true });
    expect((await startup({ query: { s: `${s}_r=NOSUCHCODE` } })).config.noRefCritical).toBe(true);

    const first = await startup({ query: { s: `${s}_r=${DEMO_USERS.referrer.refCode}`, cmp: '12ABCD' } });
    expect(first.config.noRefCritical).toBe(false);
    const cookie = sessionCookie(first.res)!.value;
    // The stored context keeps counting on a later launch without the link.
    expect((await startup({ query: { s } }, { cookie })).config.noRefCritical).toBe(false);
    const sessions = await t.database.db.execute(sql`select data from sessions where data->'referral'->>'refCode' = ${DEMO_USERS.referrer.refCode}`);
    expect(JSON.stringify(sessions)).toContain('"cmp":"12ABCD"');

    const shopper = await loginAs(t, 'shopper');
    expect((await startup({ query: { s } }, { cookie: shopper })).config.noRefCritical).toBe(false);
  });

  it('honours devMode only for admins', async () => {
    const admin = await loginAs(t, 'showcaseAdmin');
    await startup({ query: {}, devMode: 1 }, { cookie: admin });
    expect((await get(t.app, '/api/menu/', { cookie: admin })).json()).toMatchObject({ devMode: true });
    const shopper = await loginAs(t, 'shopper');
    await startup({ query: {}, devMode: 1 }, { cookie: shopper });
    expect((await get(t.app, '/api/menu/', { cookie: shopper })).json()).toMatchObject({ devMode: false });
  });

  it('fills the wow fields in wow-tree mode', async () => {
    const cookie = await loginAs(t, 'shopper');
    const main = await showcaseByAlias(t.database.db, 'main');
    expect((await post(t.app, '/api/tg', { method: 'changeMode', wowTreeMode: true }, { cookie })).statusCode).toBe(200);
    const { config } = await startup({ query: {} }, { cookie });
    expect(config.wowShowcaseId).toBe(main.id);
    expect(config.wowShowcaseData).toEqual({
      telegramBot: main.botUsername,
      showcaseStateId: main.stateId,
      slogan: main.slogan,
      imageBaseUrl: '/api/stat',
      siteId: String(main.id),
      updatedAfter: main.updatedAfter,
      showcaseDescription: main.description,
      showcaseName: main.name,
    });
  });

  it('sets redirectTarget for rd=1 only towards a known showcase host', async () => {
    expect((await startup({ query: { rd: '1' } }, { host: 'sport.localhost' })).config.redirectTarget).toBe('http://sport.localhost/api/tgbundle/');
    expect((await startup({ query: { rd: '1', alias: 'promo', s: 'x' } })).config.redirectTarget).toBe('http://promo.localhost:80/api/tgbundle/?s=x');
    expect((await startup({ query: { rd: '1', domain: 'evil.example' } })).config.redirectTarget).toBeNull();
    expect((await startup({ query: { rd: '1' } })).config.redirectTarget).toBeNull();
  });

  it('refuses malformed bodies with 400 and localised field messages', async () => {
    const res = await post(t.app, '/api/startup', { query: {}, devMode: 2 });
    expectRefusal(res, 400, { code: 'VALIDATION_FAILED', fields: { devMode: expect.any(String) as unknown } });
    expect((await post(t.app, '/api/startup', [1, 2])).statusCode).toBe(400);
  });

  it('reads the network bot for the menu from the network settings', async () => {
    expect((await get(t.app, '/api/menu/')).json()).toMatchObject({ likechain_showcase: { telegram_bot_name: NETWORK_BOT_USERNAME } });
  });
});
