import type { PublicUserResponse } from '@storefront/contract/users';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, SHOWCASES } from '../../src/db/seed/fixtures';
import { fileTestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { get } from '../helpers/http';

const t = fileTestApp();

const handleOf = (key: keyof typeof DEMO_USERS) => DEMO_USERS[key].refCode;

describe('public profiles', () => {
  it('show name, join date and the live showcases the user runs, to anyone who has the handle', async () => {
    const res = await get(t.app, `/api/users/${handleOf('showcaseAdmin')}`, { query: { json: '1' } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PublicUserResponse>();
    expect(body.user).toMatchObject({ name: DEMO_USERS.showcaseAdmin.name });
    expect(body.showcases.map((s) => s.name)).toEqual([SHOWCASES.main.name, SHOWCASES.promo.name]);
    const main = await showcaseByAlias(t.database.db, 'main');
    expect(body.showcases[0]).toMatchObject({ id: main.id, logo: `/api/stat/images/logos/${main.id}_mobile.png?t=${main.updatedAfter}` });
    expect(body.showcases[0]!.url).toMatch(/^http:\/\/main\.localhost/);
    expect(body.showcase).toBeNull();
  });

  it('never include private data nor the sequential id', async () => {
    const id = await demoUserId(t.database.db, 'shopper');
    const res = await get(t.app, `/api/users/${handleOf('shopper')}`);
    expect(Object.keys(res.json<PublicUserResponse>().user).sort()).toEqual(['avatarUrl', 'joinedAt', 'name']);
    expect(res.body).not.toMatch(/phone|email|refCode|\+7\d{10}/i);
    expect(res.body).not.toContain(`"id":${id},`);
    expect(res.json<PublicUserResponse>().showcases).toEqual([]);
  });

  it('answer 404 to sequential ids, so profiles cannot be enumerated', async () => {
    for (const key of ['showcaseAdmin', 'shopper', 'sportAdmin'] as const) {
      const id = await demoUserId(t.database.db, key);
      expect((await get(t.app, `/api/users/${id}`)).statusCode, `id ${id}`).toBe(404);
    }
    for (let id = 1; id <= 20; id++) expect((await get(t.app, `/api/users/${id}`)).statusCode).toBe(404);
  });

  it('pick the showcase of /users/{handle}/{showcase_id} only when the user runs it', async () => {
    const sport = await showcaseByAlias(t.database.db, 'sport');
    const main = await showcaseByAlias(t.database.db, 'main');
    const url = `/api/users/${handleOf('sportAdmin')}`;
    const own = (await get(t.app, url, { query: { showcase_id: String(sport.id) } })).json<PublicUserResponse>();
    expect(own.showcase).toMatchObject({ id: sport.id, name: SHOWCASES.sport.name });
    // The blocked showcase of the same owner is not shown.
    expect(own.showcases.map((s) => s.id)).toEqual([sport.id]);
    expect((await get(t.app, url, { query: { showcase_id: String(main.id) } })).json<PublicUserResponse>().showcase).toBeNull();
  });

  it('answer 404 for unknown or banned users and 400 for malformed handles', async () => {
    expect((await get(t.app, '/api/users/NOSUCHCODE')).statusCode).toBe(404);
    expect((await get(t.app, `/api/users/${handleOf('banned')}`)).statusCode).toBe(404);
    expect((await get(t.app, '/api/users/a-b')).statusCode).toBe(400);
    expect((await get(t.app, `/api/users/${handleOf('shopper')}`, { query: { showcase_id: 'x' } })).statusCode).toBe(400);
  });
});
