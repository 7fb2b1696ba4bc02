import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@storefront/contract/constants';
import type { LandingDetail, LandingSummary } from '@storefront/contract/landings';
import { toBase36 } from '@storefront/contract/links';
import type { SellerLanding, SellerLandingDetail } from '@storefront/contract/seller';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/sql';
import { fileTestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { get, post } from '../helpers/http';
import { anonymousSession, loginAs } from '../helpers/login';
import { multipart, PNG_BYTES, sellerSnapshot } from './seller-helpers';

const t = fileTestApp();
let aleksey: string;
let mainId: number;
let sportId: number;
let productIds: number[];
beforeAll(async () => {
  aleksey = await loginAs(t, 'showcaseAdmin');
  mainId = (await showcaseByAlias(t.database.db, 'main')).id;
  sportId = (await showcaseByAlias(t.database.db, 'sport')).id;
  productIds = (await rows<{ id: number }>(t.database.db, sql`select id from products where is_active order by id limit 2`)).map((r) => r.id);
});

const tg = (body: Record<string, unknown>, cookie: string | null = aleksey) => post(t.app, '/api/tg/', body, { cookie, query: { json: '1' } });
const publicList = async (showcaseId: number) =>
  (await get(t.app, '/api/tg/', { query: { method: 'getShowcaseActions', id: String(showcaseId), s: toBase36(showcaseId) } })).json<{
    actions: LandingSummary[];
  }>().actions;
const adminList = async (showcaseId = mainId) =>
  (await get(t.app, '/api/tg', { cookie: aleksey, query: { method: 'getAdminShowcaseActions', ShowcaseID: String(showcaseId) } })).json<{
    actions: SellerLanding[];
  }>().actions;
const hour = 3600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

function landing(extra: Record<string, unknown> = {}) {
  return {
    method: 'saveAction',
    ShowcaseID: mainId,
    title: 'Весенняя распродажа',
    slug: 'spring',
    description: 'Скидки до 50 %',
    published: false,
    blocks: [
      { type: 'text', title: 'О акции', text: '<p>Всё <b>дешевле</b></p><script>alert(1)</script><img src=x onerror=alert(1)>' },
      { type: 'products', title: 'Хиты', productIds },
    ],
    ...extra,
  };
}

/** Aleksey uploads a landing picture (multipart PNG) for the showcase `showcaseId`. */
function uploadPicture(showcaseId: number) {
  const body = multipart(PNG_BYTES, 'p.png', 'image/png');
  return t.app.inject({
    method: 'POST',
    url: `/api/account/showcases/actions/picture?id=${showcaseId}`,
    payload: body.payload,
    headers: { ...body.headers, [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie: `${SESSION_COOKIE}=${aleksey}` },
  });
}

describe('landings editor', () => {
  let id: number;

  it('creates a draft (sanitised on save), lists it for the admin but not publicly', async () => {
    const res = await tg(landing());
    expect(res.statusCode, res.body).toBe(200);
    id = res.json<{ id: number }>().id;
    const detail = (
      await get(t.app, '/api/tg', { cookie: aleksey, query: { method: 'getAdminAction', ShowcaseID: String(mainId), id: String(id) } })
    ).json<SellerLandingDetail>();
    expect(detail.blocks[0]).toEqual({ type: 'text', title: 'О акции', text: '<p>Всё <b>дешевле</b></p>' });
    expect(Object.keys(detail.products)).toHaveLength(2);
    expect((await adminList()).find((l) => l.id === id)).toMatchObject({ published: false, live: false, slug: 'spring' });
    expect((await publicList(mainId)).map((l) => l.id)).not.toContain(id);
    expect((await get(t.app, `/api/actions/${id}`)).statusCode).toBe(404);
  });

  it('shows it publicly once published and within its dates only', async () => {
    const publish = (published: boolean) => tg({ method: 'publishAction', ShowcaseID: mainId, id, published });
    expect((await publish(true)).statusCode).toBe(200);
    expect((await publicList(mainId)).map((l) => l.id)).toContain(id);
    const detail = (await get(t.app, `/api/actions/${id}`)).json<LandingDetail>();
    expect(detail.blocks.find((b) => b.type === 'products')).toMatchObject({ products: [{ id: productIds[0] }, { id: productIds[1] }] });

    const windows: Array<[string | null, string | null, boolean]> = [
      [iso(hour), null, false], // starts later
      [null, iso(-hour), false], // ended
      [iso(-hour), iso(hour), true],
      [null, null, true],
    ];
    for (const [startsAt, endsAt, visible] of windows) {
      expect((await tg(landing({ id, published: true, startsAt, endsAt }))).statusCode).toBe(200);
      expect((await publicList(mainId)).map((l) => l.id).includes(id), `${startsAt}–${endsAt}`).toBe(visible);
      expect((await get(t.app, `/api/actions/${id}`)).statusCode).toBe(visible ? 200 : 404);
      expect((await adminList()).find((l) => l.id === id)?.live).toBe(visible);
    }
    expect((await publish(false)).statusCode).toBe(200);
    expect((await publicList(mainId)).map((l) => l.id)).not.toContain(id);
  });

  it('validates: dates order, slug format and uniqueness, unknown products, pictures of other showcases', async () => {
    const before = await sellerSnapshot(t.database.db);
    expect((await tg(landing({ slug: 'other', startsAt: iso(hour), endsAt: iso(-hour) }))).json()).toHaveProperty('fields.endsAt');
    expect((await tg(landing({ slug: 'Bad Slug' }))).json()).toHaveProperty('fields.slug');
    expect((await tg(landing({ slug: 'spring' }))).statusCode).toBe(409);
    expect((await tg(landing({ slug: 'ghost', blocks: [{ type: 'products', productIds: [2_000_000_000] }] }))).statusCode).toBe(400);
    const foreign = await rows<{ id: number }>(t.database.db, sql`select id from media order by id limit 1`);
    expect((await tg(landing({ slug: 'pic', blocks: [{ type: 'picture', mediaId: foreign[0]!.id }] }))).statusCode).toBe(400);
    expect(await sellerSnapshot(t.database.db)).toBe(before);
  });

  it('uploads a picture for a block and shows it on the public landing', async () => {
    const res = await uploadPicture(mainId);
    expect(res.statusCode, res.body).toBe(200);
    const { mediaId, url } = res.json<{ mediaId: number; url: string }>();
    expect(url).toMatch(new RegExp(`^/images/media/landings/${mainId}/[0-9a-f]{16}\\.png$`));
    expect((await get(t.app, url)).headers['content-type']).toBe('image/png');
    const saved = await tg(landing({ slug: 'with-picture', published: true, blocks: [{ type: 'picture', mediaId, caption: 'Фото' }] }));
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = (await get(t.app, `/api/actions/${saved.json<{ id: number }>().id}`)).json<LandingDetail>();
    expect(detail.blocks).toEqual([{ type: 'picture', url, caption: 'Фото' }]);
    // Marina cannot put Aleksey's showcase picture into her landing.
    const marina = await loginAs(t, 'sportAdmin');
    expect((await tg(landing({ ShowcaseID: sportId, slug: 'steal', blocks: [{ type: 'picture', mediaId }] }), marina)).statusCode).toBe(400);
  });

  it('re-saves a seeded landing whose pictures were not uploaded through the editor', async () => {
    const seeded = await rows<{ id: number }>(
      t.database.db,
      sql`select l.id from landings l cross join jsonb_array_elements(l.blocks) b
      where l.showcase_id = ${mainId} and b->>'type' = 'picture' limit 1`,
    );
    const detail = (
      await get(t.app, '/api/tg', { cookie: aleksey, query: { method: 'getAdminAction', ShowcaseID: String(mainId), id: String(seeded[0]!.id) } })
    ).json<SellerLandingDetail>();
    expect(Object.keys(detail.pictures).length).toBeGreaterThan(0);
    const { id, slug, title, description, startsAt, endsAt, published, blocks } = detail;
    const res = await tg({ method: 'saveAction', ShowcaseID: mainId, id, slug, title, description, startsAt, endsAt, published, blocks });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('reorders by position and deletes through POST /tg/ deleteAction', async () => {
    const ids = (await adminList()).map((l) => l.id);
    const reversed = [...ids].reverse();
    expect((await tg({ method: 'reorderActions', ShowcaseID: mainId, ids: reversed })).statusCode).toBe(200);
    expect((await adminList()).map((l) => l.id)).toEqual(reversed);
    expect((await tg({ method: 'deleteAction', ShowcaseID: mainId, id })).statusCode).toBe(200);
    expect((await adminList()).map((l) => l.id)).not.toContain(id);
    expect((await tg({ method: 'deleteAction', ShowcaseID: mainId, id })).statusCode).toBe(404);
  });

  it('refuses every landing call on another seller’s showcase, anonymous and banned sessions; nothing changes', async () => {
    const inserted = await rows<{ id: number }>(
      t.database.db,
      sql`insert into landings (showcase_id, slug, title, published)
      values (${sportId}, 'sport-sale', 'Спорт', true) returning id`,
    );
    const sportLanding = inserted[0]!.id;
    const anon = await anonymousSession(t);
    const banned = await loginAs(t, 'banned');
    const calls: Array<Record<string, unknown>> = [
      landing({ ShowcaseID: sportId, slug: 'idor' }),
      landing({ ShowcaseID: sportId, id: sportLanding, slug: 'idor' }),
      { method: 'publishAction', ShowcaseID: sportId, id: sportLanding, published: false },
      { method: 'reorderActions', ShowcaseID: sportId, ids: [sportLanding] },
      { method: 'deleteAction', ShowcaseID: sportId, id: sportLanding },
    ];
    const before = await sellerSnapshot(t.database.db);
    for (const call of calls) {
      expect((await tg(call)).statusCode, `IDOR ${String(call.method)}`).toBe(403);
      expect((await tg(call, anon)).statusCode, `anon ${String(call.method)}`).toBe(401);
      expect((await tg(call, banned)).statusCode, `banned ${String(call.method)}`).toBe(403);
    }
    // Own showcase id with another showcase's landing id: not found, not touched.
    expect((await tg({ method: 'deleteAction', ShowcaseID: mainId, id: sportLanding })).statusCode).toBe(404);
    expect((await tg({ method: 'publishAction', ShowcaseID: mainId, id: sportLanding, published: false })).statusCode).toBe(404);
    expect((await tg({ method: 'reorderActions', ShowcaseID: mainId, ids: [sportLanding] })).statusCode).toBe(404);
    expect(
      (await get(t.app, '/api/tg', { cookie: aleksey, query: { method: 'getAdminShowcaseActions', ShowcaseID: String(sportId) } })).statusCode,
    ).toBe(403);
    expect(
      (await get(t.app, '/api/tg', { cookie: aleksey, query: { method: 'getAdminAction', ShowcaseID: String(mainId), id: String(sportLanding) } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(t.app, '/api/tg', { query: { method: 'deleteAction', ShowcaseID: String(mainId), id: '1' }, cookie: aleksey })).statusCode,
    ).toBe(405);
    const upload = await uploadPicture(sportId);
    expect(upload.statusCode).toBe(403);
    expect(await sellerSnapshot(t.database.db)).toBe(before);
  });
});
