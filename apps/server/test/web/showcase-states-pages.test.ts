import { SHOWCASE_STATE } from '@storefront/contract/constants';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { showcaseByAlias } from '../helpers/facts';
import { post } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { fileWebApp } from '../helpers/web-dist';

const t = fileWebApp();

const page = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

describe('a product page of a landing-mode showcase (state 1)', () => {
  it('leads to the same product on the store showcase with the link referral kept', async () => {
    const promo = await showcaseByAlias(t.database.db, 'promo');
    const main = await showcaseByAlias(t.database.db, 'main');
    expect(promo.stateId).toBe(SHOWCASE_STATE.landing);
    const res = await page(`/product/123?s=${promo.id.toString(36)}_r=IVANPOKU&cmp=05LAND`, 'promo.localhost');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`http://main.localhost/product/123?s=${main.id.toString(36)}_r=IVANPOKU&cmp=05LAND`);
  });

  it("without a referral in the link, the landing owner's code goes along", async () => {
    const main = await showcaseByAlias(t.database.db, 'main');
    const res = await page('/product/77', 'promo.localhost');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`http://main.localhost/product/77?s=${main.id.toString(36)}_r=ALEKSEY1`);
  });

  it('leaves the store showcase and other pages alone', async () => {
    expect((await page('/product/77', 'main.localhost')).statusCode).toBe(200);
    expect((await page('/actions', 'promo.localhost')).statusCode).toBe(200);
  });
});

describe('a draft showcase (state 0)', () => {
  it('keeps its name out of index.html, link previews and the startup answer for strangers', async () => {
    const aleksey = await loginAs(t, 'showcaseAdmin');
    const created = await post(t.app, '/api/account/showcases/add', { name: 'Секретный Черновик', alias: 'secret-draft' }, { cookie: aleksey });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: number }>().id;
    await t.database.db.execute(sql`update showcases set description = 'Тайное описание', slogan = 'Тайный слоган' where id = ${id}`);
    for (const url of ['/', '/product/1', `/?s=${id.toString(36)}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'secret-draft.localhost', accept: '*/*', 'user-agent': 'TelegramBot' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Секретный');
      expect(res.body).not.toContain('Тайн');
    }
    const stranger = await post(t.app, '/api/startup', { query: {} }, { headers: { host: 'secret-draft.localhost' } });
    expect(stranger.json()).toMatchObject({ showcaseNotOpen: true, showcaseName: '' });
    expect(stranger.body).not.toContain('Секретный');
    expect(stranger.body).not.toContain('Тайн');
    // Its owner still gets the whole configuration.
    const owner = await post(t.app, '/api/startup', { query: {} }, { cookie: aleksey, headers: { host: 'secret-draft.localhost' } });
    expect(owner.json()).toMatchObject({ showcaseNotOpen: false, showcaseName: 'Секретный Черновик' });
    // Once it is opened (landing mode), its name is public.
    expect((await post(t.app, '/api/tg', { method: 'updateShowcaseSettings', ShowcaseID: id, stateId: 1 }, { cookie: aleksey })).statusCode).toBe(
      200,
    );
    const open = await t.app.inject({ method: 'GET', url: '/?v=2', headers: { host: 'secret-draft.localhost', accept: '*/*' } });
    expect(open.body).toContain('Секретный Черновик');
    expect((await one<{ n: number }>(t.database.db, sql`select count(*)::int as n from showcases where id = ${id}`))!.n).toBe(1);
  });
});
