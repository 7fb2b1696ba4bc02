import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/lib/paths';
import { collectNavEntries, staticGroupEntries, visibleNavEntries, type NavEntry } from '../router/nav';
import { buildRoutes } from '../router/routes';

const nav = (path: string, order: number, type?: number, children: RouteObject[] = []): RouteObject => ({
  path,
  handle: { nav: true, name: 'nav.home', order, path, type },
  children,
});

const table: RouteObject[] = [
  {
    path: '/',
    children: [
      nav(paths.catalog, 3, 1, [nav(paths.catalogCategory, 0)]),
      nav(paths.actions, 1, 2),
      nav(paths.brands, 2, 3),
      nav(paths.home, 0, 0),
      { path: paths.search, handle: { nav: false, name: 'nav.search', path: paths.search } },
    ],
  },
];

const rules = { actionsCount: 4, isAdmin: false, captions: {} };
const pathsOf = (entries: NavEntry[]) => entries.map((e) => e.path);

describe('navigation entries', () => {
  it('lists nav routes sorted by order, without non-nav routes', () => {
    expect(pathsOf(visibleNavEntries(collectNavEntries(table), rules))).toEqual([paths.home, paths.actions, paths.brands, paths.catalog]);
  });

  it('nests nav children as a group', () => {
    const catalog = collectNavEntries(table).find((e) => e.path === paths.catalog);
    expect(catalog?.children.map((c) => c.path)).toEqual([paths.catalogCategory]);
  });

  it('hides the landings entry when there are no actions', () => {
    const entries = visibleNavEntries(collectNavEntries(table), { ...rules, actionsCount: 0 });
    expect(pathsOf(entries)).not.toContain(paths.actions);
  });

  it('keeps the landings entry for an admin even with no actions', () => {
    const entries = visibleNavEntries(collectNavEntries(table), { ...rules, actionsCount: 0, isAdmin: true });
    expect(pathsOf(entries)).toContain(paths.actions);
  });

  it('leaves the catalogue and brands out in landing mode', () => {
    const entries = visibleNavEntries(collectNavEntries(table), { ...rules, landingMode: true });
    expect(pathsOf(entries)).toEqual([paths.home, paths.actions]);
  });

  it('takes captions from burger_menu by nav type', () => {
    const entries = visibleNavEntries(collectNavEntries(table), { ...rules, captions: { '3': 'Наши марки', '1': ' ' } });
    expect(entries.find((e) => e.path === paths.brands)?.label).toEqual({ text: 'Наши марки' });
    expect(entries.find((e) => e.path === paths.catalog)?.label).toEqual({ id: 'nav.home' });
  });

  it('turns static page groups into entries ordered 20 + index with pages under /pages/', () => {
    const groups = staticGroupEntries([
      { id: 5, name: 'Покупателям', pages: [{ name: 'Доставка', alias: 'delivery' }] },
      { id: 9, name: 'О нас', pages: [] },
    ]);
    expect(groups.map((g) => g.order)).toEqual([20, 21]);
    expect(groups[0]?.label).toEqual({ text: 'Покупателям' });
    expect(groups[0]?.children[0]).toMatchObject({ label: { text: 'Доставка' }, path: '/pages/delivery' });
    const all = visibleNavEntries([...collectNavEntries(table), ...groups], rules);
    expect(all.at(-1)?.key).toBe('static-9');
  });

  it('builds the app table: home is a nav entry, the test page is not', () => {
    const entries = collectNavEntries(buildRoutes({ isLogged: false }));
    expect(entries.map((e) => e.path)).not.toContain(paths.test);
    // Spec §2 menu orders: Главная 0, Лендинги 1, Бренды 2, Каталог 3.
    const menu = visibleNavEntries(entries, { actionsCount: 1, isAdmin: false, captions: {} });
    expect(menu.map((e) => e.path)).toEqual([paths.home, paths.actions, paths.brands, paths.catalog]);
  });
});
