import type { CategoryNode } from '@storefront/contract/catalog';
import { toBase36 } from '@storefront/contract/links';
import type { SellerCatalogEditor } from '@storefront/contract/seller';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { get, post } from '../helpers/http';
import { anonymousSession, loginAs } from '../helpers/login';
import { sellerSnapshot } from './seller-helpers';

const t = fileTestApp();
let aleksey: string;
let mainId: number;
let sportId: number;
beforeAll(async () => {
  aleksey = await loginAs(t, 'showcaseAdmin');
  mainId = (await showcaseByAlias(t.database.db, 'main')).id;
  sportId = (await showcaseByAlias(t.database.db, 'sport')).id;
});

const tg = (body: Record<string, unknown>, cookie: string | null = aleksey) => post(t.app, '/api/tg', body, { cookie, query: { json: '1' } });
const editor = async (id = mainId) =>
  (await get(t.app, '/api/account/showcases/edit/catalog', { cookie: aleksey, query: { id: String(id) } })).json<SellerCatalogEditor>();
const publicMenu = async (id: number) =>
  (await get(t.app, '/api/tg', { query: { method: 'getShowcaseMenu', id: String(id), s: toBase36(id) } })).json<{ categories: CategoryNode[] }>()
    .categories;

describe('categories editor', () => {
  it('shows the whole network tree with the showcase’s choices', async () => {
    const sport = await loginAs(t, 'sportAdmin');
    const res = await get(t.app, '/api/account/showcases/edit/catalog', { cookie: sport, query: { id: String(sportId) } });
    const { categories } = res.json<SellerCatalogEditor>();
    expect(categories.filter((c) => c.visible).length).toBe(10);
    expect(categories.length).toBeGreaterThan(10);
    expect(categories.find((c) => c.customName === 'Экипировка')).toMatchObject({ visible: true });
  });

  it('hides a category, reorders and renames: the public menu and catalogue follow at once', async () => {
    const { categories } = await editor();
    const roots = categories.filter((c) => c.parentId === null);
    const [first, second] = [roots[0]!, roots[1]!];
    expect((await tg({ method: 'setCatalogState', ShowcaseID: mainId, categories: [{ id: first.id, visible: false }] })).statusCode).toBe(200);
    let menu = await publicMenu(mainId);
    expect(menu.map((c) => c.id)).not.toContain(first.id);

    const renamed = await tg({
      method: 'updateMenu',
      ShowcaseID: mainId,
      categories: [
        { id: second.id, position: 999, customName: 'Переименовано' },
        { id: roots[2]!.id, position: 0, customName: null },
      ],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    menu = await publicMenu(mainId);
    expect(menu[0]!.id).toBe(roots[2]!.id);
    expect(menu.at(-1)).toMatchObject({ id: second.id, name: 'Переименовано' });
    expect((await tg({ method: 'setCatalogState', ShowcaseID: mainId, categories: [{ id: first.id, visible: true }] })).statusCode).toBe(200);
    expect((await publicMenu(mainId)).map((c) => c.id)).toContain(first.id);
  });

  it('refuses another seller’s showcase, anonymous and banned sessions, and bad input; nothing changes', async () => {
    const { categories } = await editor();
    const one = categories[0]!.id;
    const anon = await anonymousSession(t);
    const banned = await loginAs(t, 'banned');
    const before = await sellerSnapshot(t.database.db);
    const calls = [
      { method: 'setCatalogState', ShowcaseID: sportId, categories: [{ id: one, visible: false }] },
      { method: 'updateMenu', ShowcaseID: sportId, categories: [{ id: one, position: 0, customName: 'IDOR' }] },
    ];
    for (const call of calls) {
      expect((await tg(call)).statusCode).toBe(403);
      expect((await tg(call, anon)).statusCode).toBe(401);
      expect((await tg(call, banned)).statusCode).toBe(403);
    }
    expect((await tg({ method: 'setCatalogState', ShowcaseID: mainId, categories: [] })).statusCode).toBe(400);
    expect((await tg({ method: 'updateMenu', ShowcaseID: mainId, categories: [{ id: one, position: -1, customName: null }] })).statusCode).toBe(400);
    expect((await get(t.app, '/api/account/showcases/edit/catalog', { cookie: aleksey, query: { id: String(sportId) } })).statusCode).toBe(403);
    expect(await sellerSnapshot(t.database.db)).toBe(before);
  });
});
