import sharp from 'sharp';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@storefront/contract/constants';
import type { AliasCheck, SellerShowcaseList, SellerShowcaseSettings } from '@storefront/contract/seller';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { DEMO_USERS } from '../../src/db/seed/fixtures';
import { fileTestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { expectRefusal, get, post } from '../helpers/http';
import { anonymousSession, loginAll, loginAs } from '../helpers/login';
import { JPEG_BYTES, multipart, PNG_BYTES, sellerSnapshot } from './seller-helpers';

const t = fileTestApp();
let aleksey: string;
let marina: string;
let sportId: number;
let mainId: number;
beforeAll(async () => {
  [aleksey, marina] = await loginAll(t, 'showcaseAdmin', 'sportAdmin');
  sportId = (await showcaseByAlias(t.database.db, 'sport')).id;
  mainId = (await showcaseByAlias(t.database.db, 'main')).id;
});

const upload = (url: string, bytes: Uint8Array, type: string, cookie: string) => {
  const body = multipart(bytes, 'logo', type);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie: `${SESSION_COOKIE}=${cookie}` },
  });
};
const checkAlias = async (alias: string, cookie = aleksey) =>
  (await post(t.app, '/api/ajax/', { action: 'checkAlias', alias }, { cookie })).json<AliasCheck>();

describe('showcases list and create', () => {
  it('lists only the showcases the user owns or administers, with counts', async () => {
    const res = await get(t.app, '/api/account/showcases/', { cookie: aleksey });
    expect(res.statusCode).toBe(200);
    const { showcases } = res.json<SellerShowcaseList>();
    expect(showcases.map((s) => s.alias)).toEqual(['main', 'promo']);
    expect(showcases[0]).toMatchObject({ role: 'owner', stateId: 2 });
    expect(showcases[0]!.visibleProducts).toBeGreaterThan(0);
    expect(showcases[0]!.logoUrl).toMatch(/^\/api\/stat\/images\/logos\/\d+_mobile\.png\?t=\d+$/);
    expect((await get(t.app, '/api/account/showcases/')).statusCode).toBe(401);
  });

  it('checks aliases: format, reserved words, taken (deleted ones too), free', async () => {
    expect(await checkAlias('ab')).toMatchObject({ available: false, problem: 'format' });
    expect(await checkAlias('Bad_Alias')).toMatchObject({ available: false, problem: 'format' });
    expect(await checkAlias('x'.repeat(33))).toMatchObject({ problem: 'format' });
    for (const reserved of ['api', 'www', 'admin', 'static', 'images', 'assets', 'test', 'account', 'order']) {
      expect(await checkAlias(reserved)).toMatchObject({ available: false, problem: 'reserved' });
    }
    expect(await checkAlias('sport')).toMatchObject({ available: false, problem: 'taken' });
    expect(await checkAlias('  My-Shop-1 ')).toEqual({ alias: 'my-shop-1', available: true, problem: null });
    expect((await post(t.app, '/api/ajax/', { action: 'checkAlias', alias: 'free-one' })).statusCode).toBe(401);
  });

  it('creates a draft showcase owned by the creator and refuses bad or taken aliases', async () => {
    const before = await sellerSnapshot(t.database.db);
    for (const alias of ['api', 'a', 'sport', 'with space']) {
      const res = await post(t.app, '/api/account/showcases/add/', { name: 'X', alias }, { cookie: aleksey });
      expect(res.statusCode, alias).toBe(alias === 'sport' ? 409 : 400);
      expect(res.json()).toHaveProperty('fields.alias');
    }
    expect((await post(t.app, '/api/account/showcases/add/', { name: '', alias: 'empty-name' }, { cookie: aleksey })).json()).toHaveProperty(
      'fields.name',
    );
    expect(await sellerSnapshot(t.database.db)).toBe(before);

    const res = await post(t.app, '/api/account/showcases/add/', { name: 'Новая витрина', alias: 'novaya', slogan: 'Лучшее' }, { cookie: aleksey });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json<{ id: number }>();
    const row = await one<{ owner: number; state: number; role: string; cats: number }>(
      t.database.db,
      sql`
      select s.owner_id as owner, s.state_id as state, a.role, (select count(*)::int from showcase_categories where showcase_id = s.id and visible) as cats
      from showcases s join showcase_admins a on a.showcase_id = s.id where s.id = ${id}`,
    );
    expect(row).toMatchObject({ owner: await demoUserId(t.database.db, 'showcaseAdmin'), state: 0, role: 'owner' });
    expect(row!.cats).toBeGreaterThan(10);
    expect((await checkAlias('novaya')).problem).toBe('taken');
  });

  it('clones a template the creator administers (settings, categories, menu; not orders), never someone else’s', async () => {
    const refused = await post(
      t.app,
      '/api/account/showcases/add/',
      { name: 'Чужой шаблон', alias: 'clone-bad', templateId: sportId },
      { cookie: aleksey },
    );
    expect(refused.statusCode).toBe(403);
    expect((await checkAlias('clone-bad')).available).toBe(true);

    const res = await post(
      t.app,
      '/api/account/showcases/add/',
      { name: 'Клон спорта', alias: 'clone-sport', templateId: sportId },
      { cookie: marina },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json<{ id: number }>();
    const s = await get(t.app, '/api/account/showcases/edit/', { cookie: marina, query: { id: String(id) } });
    const settings = s.json<SellerShowcaseSettings>();
    expect(settings.catalog.cashbackPercent).toBe(3);
    expect(settings.header.burgerMenu['1']).toBe('Снаряжение');
    const cats = await one<{ same: boolean; orders: number }>(
      t.database.db,
      sql`select
      (select json_agg(json_build_array(category_id, visible, position, custom_name) order by category_id)::text from showcase_categories where showcase_id = ${id}) =
      (select json_agg(json_build_array(category_id, visible, position, custom_name) order by category_id)::text from showcase_categories where showcase_id = ${sportId}) as same,
      (select count(*)::int from orders where showcase_id = ${id}) as orders`,
    );
    expect(cats).toEqual({ same: true, orders: 0 });
  });
});

describe('settings sections', () => {
  const section = (name: string, body: unknown, id: number, cookie: string | null = aleksey) =>
    post(t.app, `/api/account/showcases/edit/${name}/`, body, { cookie, query: { id: String(id), json: '1' } });
  const settings = async (id = mainId) =>
    (await get(t.app, '/api/account/showcases/edit/', { cookie: aleksey, query: { id: String(id) } })).json<SellerShowcaseSettings>();

  it('saves each of the six sections and bumps updated_after every time', async () => {
    let last = (await settings()).updatedAfter;
    const saves: Array<[string, unknown]> = [
      ['info', { name: 'Сарафан Маркет 2', description: 'Описание', slogan: 'Слоган', botUsername: 'sarafan_main_bot', shareText: '' }],
      ['domain', { alias: 'main', domain: 'shop.example.ru' }],
      ['catalog', { cashbackPercent: 12.5, requireReferral: true }],
      ['contacts', { phone: '+7 900 000-00-00', email: 'shop@example.ru', telegram: '@sarafan' }],
      ['header', { burgerMenu: { '1': 'Товары', '2': 'Акции' }, announcement: 'Доставка бесплатно' }],
      ['home/banner', { title: 'Весна', text: 'Скидки', visible: true }],
    ];
    for (const [name, body] of saves) {
      const res = await section(name, body, mainId);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      const now = (await settings()).updatedAfter;
      expect(now, name).toBeGreaterThan(last);
      last = now;
    }
    const s = await settings();
    expect(s).toMatchObject({
      domain: 'shop.example.ru',
      info: { name: 'Сарафан Маркет 2', slogan: 'Слоган' },
      catalog: { cashbackPercent: 12.5, requireReferral: true },
      contacts: { email: 'shop@example.ru', telegram: '@sarafan', address: '' },
      header: { burgerMenu: { '1': 'Товары', '2': 'Акции', '3': '' }, announcement: 'Доставка бесплатно' },
      home: { banner: { title: 'Весна', text: 'Скидки', visible: true } },
    });
    const header = await get(t.app, '/api/account/showcases/edit/header', { cookie: aleksey, query: { id: String(mainId) } });
    expect(header.json()).toMatchObject({ header: { announcement: 'Доставка бесплатно' } });
    const home = await get(t.app, '/api/account/showcases/edit/home/banner', { cookie: aleksey, query: { id: String(mainId) } });
    expect(home.json()).toEqual({ banner: { title: 'Весна', text: 'Скидки', visible: true } });
  });

  it('validates fields: cashback 0–30, email, names, aliases, unknown home sections', async () => {
    const before = await sellerSnapshot(t.database.db);
    const bad: Array<[string, unknown, string]> = [
      ['catalog', { cashbackPercent: 31 }, 'cashbackPercent'],
      ['catalog', { cashbackPercent: -1 }, 'cashbackPercent'],
      ['contacts', { email: 'not-an-email' }, 'email'],
      ['info', { name: 'x'.repeat(101) }, 'name'],
      ['info', { name: 'Ok', botUsername: 'bad bot' }, 'botUsername'],
      ['domain', { alias: 'admin' }, 'alias'],
      ['domain', { alias: 'main', domain: 'not a domain' }, 'domain'],
    ];
    for (const [name, body, field] of bad) {
      const res = await section(name, body, mainId);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toHaveProperty(`fields.${field}`);
    }
    expect((await section('domain', { alias: 'sport' }, mainId)).statusCode).toBe(409);
    expect((await section('home/unknown', { title: 'x' }, mainId)).statusCode).toBe(400);
    expect(await sellerSnapshot(t.database.db)).toBe(before);
  });

  it('refuses every section for another seller’s showcase (IDOR), anonymous sessions and banned users; nothing changes', async () => {
    const anon = await anonymousSession(t);
    const banned = await loginAs(t, 'banned');
    const bodies: Array<[string, unknown]> = [
      ['info', { name: 'Взлом' }],
      ['domain', { alias: 'hacked' }],
      ['catalog', { cashbackPercent: 30 }],
      ['contacts', { phone: '+70000000000' }],
      ['header', { burgerMenu: {}, announcement: 'x' }],
      ['home/banner', { title: 'x' }],
    ];
    const before = await sellerSnapshot(t.database.db);
    for (const [name, body] of bodies) {
      expect((await section(name, body, sportId)).statusCode, `IDOR ${name}`).toBe(403);
      expect((await section(name, body, sportId, anon)).statusCode, `anon ${name}`).toBe(401);
      expect((await section(name, body, sportId, null)).statusCode, `no session ${name}`).toBe(401);
      expect((await section(name, body, sportId, banned)).statusCode, `banned ${name}`).toBe(403);
      expect((await section(name, body, 999_999)).statusCode, `unknown ${name}`).toBe(403);
    }
    expect((await get(t.app, '/api/account/showcases/edit/', { cookie: aleksey, query: { id: String(sportId) } })).statusCode).toBe(403);
    expect((await get(t.app, '/api/account/showcases/edit/catalog', { cookie: aleksey, query: { id: String(sportId) } })).statusCode).toBe(403);
    expect((await upload(`/api/account/showcases/logo?id=${sportId}`, PNG_BYTES, 'image/png', aleksey)).statusCode).toBe(403);
    expect(await sellerSnapshot(t.database.db)).toBe(before);
  });

  it('refuses an admin banned on that showcase, even when they administer it', async () => {
    const db = t.database.db;
    const marinaId = await demoUserId(db, 'sportAdmin');
    await db.execute(sql`insert into showcase_bans (showcase_id, user_id, reason) values (${sportId}, ${marinaId}, 'test')`);
    const before = await sellerSnapshot(db);
    const res = await section('info', { name: 'Забаненная правка' }, sportId, marina);
    expectRefusal(res, 403, { code: 'BANNED_ON_SHOWCASE' });
    const state = await post(t.app, '/api/tg', { method: 'updateShowcaseSettings', ShowcaseID: sportId, stateId: 1 }, { cookie: marina });
    expect(state.statusCode).toBe(403);
    expect(await sellerSnapshot(db)).toBe(before);
    await db.execute(sql`delete from showcase_bans where showcase_id = ${sportId} and user_id = ${marinaId}`);
  });
});

describe('state, admins, bans, removal', () => {
  const tg = (body: Record<string, unknown>, cookie: string | null = aleksey) => post(t.app, '/api/tg', body, { cookie, query: { json: '1' } });

  it('moves draft → landing mode → store; blocking (3) only by an operator', async () => {
    const promo = await showcaseByAlias(t.database.db, 'promo');
    for (const stateId of [0, 1, 2, 1]) {
      expect((await tg({ method: 'updateShowcaseSettings', ShowcaseID: promo.id, stateId })).statusCode).toBe(200);
      expect((await showcaseByAlias(t.database.db, 'promo')).stateId).toBe(stateId);
    }
    const before = await sellerSnapshot(t.database.db);
    expect((await tg({ method: 'updateShowcaseSettings', ShowcaseID: promo.id, stateId: 3 })).statusCode).toBe(403);
    expect((await tg({ method: 'updateShowcaseSettings', ShowcaseID: sportId, stateId: 0 })).statusCode).toBe(403);
    const blocked = await showcaseByAlias(t.database.db, 'blocked');
    expect((await tg({ method: 'updateShowcaseSettings', ShowcaseID: blocked.id, stateId: 2 }, marina)).statusCode).toBe(403);
    expect((await section2(blocked.id, marina)).statusCode).toBe(403);
    expect(await sellerSnapshot(t.database.db)).toBe(before);

    const operator = await loginAs(t, 'operator');
    expect((await tg({ method: 'updateShowcaseSettings', ShowcaseID: promo.id, stateId: 3 }, operator)).statusCode).toBe(200);
    expect((await showcaseByAlias(t.database.db, 'promo')).stateId).toBe(3);
    expect((await tg({ method: 'updateShowcaseSettings', ShowcaseID: promo.id, stateId: 1 }, operator)).statusCode).toBe(200);
  });

  it('adds an admin by ref code, removes them, never removes the owner; refuses other sellers', async () => {
    const db = t.database.db;
    const shopperId = await demoUserId(db, 'shopper');
    const before = await sellerSnapshot(db);
    expect((await tg({ method: 'addShowcaseAdmin', ShowcaseID: sportId, refCode: DEMO_USERS.shopper.refCode })).statusCode).toBe(403);
    expect((await tg({ method: 'removeShowcaseAdmin', ShowcaseID: sportId, userId: await demoUserId(db, 'sportAdmin') })).statusCode).toBe(403);
    expect((await tg({ method: 'addShowcaseAdmin', ShowcaseID: mainId, refCode: 'NOSUCHCODE' })).statusCode).toBe(404);
    expect((await tg({ method: 'removeShowcaseAdmin', ShowcaseID: mainId, userId: await demoUserId(db, 'showcaseAdmin') })).statusCode).toBe(403);
    expect(await sellerSnapshot(db)).toBe(before);

    expect((await tg({ method: 'addShowcaseAdmin', ShowcaseID: mainId, refCode: DEMO_USERS.shopper.refCode })).statusCode).toBe(200);
    const ivan = await loginAs(t, 'shopper');
    expect((await get(t.app, '/api/account/showcases/', { cookie: ivan })).json<SellerShowcaseList>().showcases.map((s) => s.alias)).toEqual([
      'main',
    ]);
    // An admin who is not the owner cannot remove the showcase.
    expect((await post(t.app, '/api/ajax/', { action: 'removeShowcase', ShowcaseID: mainId }, { cookie: ivan })).statusCode).toBe(403);
    expect((await tg({ method: 'removeShowcaseAdmin', ShowcaseID: mainId, userId: shopperId })).statusCode).toBe(200);
    expect((await get(t.app, '/api/account/showcases/', { cookie: ivan })).json<SellerShowcaseList>().showcases).toEqual([]);
  });

  it('bans and unbans users on its own showcase only', async () => {
    const db = t.database.db;
    const before = await sellerSnapshot(db);
    expect((await tg({ method: 'banShowcaseUser', ShowcaseID: sportId, refCode: DEMO_USERS.shopper.refCode, reason: 'x' })).statusCode).toBe(403);
    expect((await tg({ method: 'unbanShowcaseUser', ShowcaseID: mainId, userId: await demoUserId(db, 'bannedOnMain') }, marina)).statusCode).toBe(
      403,
    );
    expect((await tg({ method: 'banShowcaseUser', ShowcaseID: mainId, refCode: DEMO_USERS.showcaseAdmin.refCode, reason: 'self' })).statusCode).toBe(
      409,
    );
    expect(await sellerSnapshot(db)).toBe(before);

    expect((await tg({ method: 'banShowcaseUser', ShowcaseID: mainId, refCode: DEMO_USERS.referrer.refCode, reason: 'Спам' })).statusCode).toBe(200);
    const settings = (
      await get(t.app, '/api/account/showcases/edit/', { cookie: aleksey, query: { id: String(mainId) } })
    ).json<SellerShowcaseSettings>();
    expect(settings.bans.map((b) => [b.refCode, b.reason])).toContainEqual([DEMO_USERS.referrer.refCode, 'Спам']);
    const natalya = await loginAs(t, 'referrer');
    expect((await get(t.app, '/api/menu/', { cookie: natalya })).json()).toMatchObject({ code: 'BANNED_ON_SHOWCASE' });
    expect((await tg({ method: 'unbanShowcaseUser', ShowcaseID: mainId, userId: await demoUserId(db, 'referrer') })).statusCode).toBe(200);
    expect((await get(t.app, '/api/menu/', { cookie: natalya })).statusCode).toBe(200);
  });

  it('resizes a PNG/JPEG/WebP logo ≤ 2 MB to a PNG under {siteId}_mobile.png; refuses other bytes, undecodable ones and larger files', async () => {
    const url = `/api/account/showcases/logo?id=${mainId}`;
    const before = await sellerSnapshot(t.database.db);
    expect((await upload(url, new TextEncoder().encode('<svg/>'), 'image/png', aleksey)).statusCode).toBe(415);
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(PNG_BYTES);
    expect((await upload(url, big, 'image/png', aleksey)).statusCode).toBe(413);
    expect((await post(t.app, url, { file: 'x' }, { cookie: aleksey })).statusCode).toBe(415);
    expect(await sellerSnapshot(t.database.db)).toBe(before);

    // Real pictures in the three formats, larger than the logo size: each is stored as a PNG fitted into 256².
    const wide = { width: 1200, height: 600, channels: 3 as const, background: '#3a7bd5' };
    const pictures = [
      await sharp({ create: wide }).jpeg().toBuffer(),
      await sharp({ create: wide }).webp().toBuffer(),
      await sharp({ create: { ...wide, width: 64, height: 64 } })
        .png()
        .toBuffer(),
    ];
    for (const bytes of pictures) {
      const res = await upload(url, bytes, 'application/octet-stream', aleksey);
      expect(res.statusCode, res.body).toBe(200);
      const { logoUrl } = res.json<{ logoUrl: string }>();
      expect(logoUrl).toMatch(new RegExp(`^/api/stat/images/logos/${mainId}_mobile\\.png\\?t=\\d+$`));
      const image = await get(t.app, logoUrl.split('?')[0]!);
      expect(image.headers['content-type']).toBe('image/png');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta.format).toBe('png');
      // Fitted inside 256×256 keeping the aspect ratio; a smaller picture is not enlarged.
      expect([meta.width, meta.height]).toEqual(bytes === pictures[2] ? [64, 64] : [256, 128]);
    }
    // A JPEG signature followed by garbage passes the sniffing but not the decoder: refused, nothing stored.
    const junk = new Uint8Array(1_500_000);
    junk.set(JPEG_BYTES);
    const refused = await upload(url, junk, 'image/jpeg', aleksey);
    expectRefusal(refused, 415, { fields: { file: 'Не удалось прочитать картинку: загрузите PNG, JPEG или WebP' } });
  });

  it('removes a showcase softly (owner only, confirm on the client): orders kept, alias stays taken', async () => {
    const created = await post(t.app, '/api/account/showcases/add/', { name: 'На удаление', alias: 'to-remove' }, { cookie: marina });
    const { id } = created.json<{ id: number }>();
    const before = await sellerSnapshot(t.database.db);
    expect((await post(t.app, '/api/ajax/', { action: 'removeShowcase', ShowcaseID: id }, { cookie: aleksey })).statusCode).toBe(403);
    expect((await post(t.app, '/api/ajax/', { action: 'removeShowcase', ShowcaseID: id })).statusCode).toBe(401);
    expect(await sellerSnapshot(t.database.db)).toBe(before);

    const ordersBefore = await one<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders`);
    expect((await post(t.app, '/api/ajax/', { action: 'removeShowcase', ShowcaseID: id }, { cookie: marina })).statusCode).toBe(200);
    const row = await one<{ deleted: boolean }>(t.database.db, sql`select deleted_at is not null as deleted from showcases where id = ${id}`);
    expect(row).toEqual({ deleted: true });
    expect(await one<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders`)).toEqual(ordersBefore);
    expect((await get(t.app, '/api/account/showcases/', { cookie: marina })).json<SellerShowcaseList>().showcases.map((s) => s.alias)).not.toContain(
      'to-remove',
    );
    expect((await get(t.app, '/api/account/showcases/edit/', { cookie: marina, query: { id: String(id) } })).statusCode).toBe(403);
    expect((await checkAlias('to-remove')).problem).toBe('taken');
  });
});

function section2(id: number, cookie: string) {
  return post(t.app, '/api/account/showcases/edit/info/', { name: 'Разблокируй' }, { cookie, query: { id: String(id) } });
}
