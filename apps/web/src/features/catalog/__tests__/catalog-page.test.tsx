import type { CategoryNode } from '@storefront/contract/catalog';
import { STORAGE_KEYS } from '@storefront/contract/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { cartWith, productCard, productList } from '../../../shared/commerce/__tests__/product-fixtures';
import { notFound, type MockRoute } from '../../../test/fetch-mock';
import { mockShell } from '../../../test/fixtures';
import { atRoute, renderWithProviders } from '../../../test/render';
import { makeStore } from '../../../shared/lib/store';
import { CatalogPage, prefetchCatalog } from '../catalog-page';
import { expectScreenState } from '../../../test/screen-state';

const tree: CategoryNode[] = [
  {
    id: 1,
    slug: 'shoes',
    name: 'Обувь',
    productCount: 50,
    children: [{ id: 2, slug: 'running', name: 'Для бега', productCount: 20, children: [] }],
  },
  { id: 3, slug: 'bags', name: 'Сумки', productCount: 7, children: [] },
];

/** The cart and the showcase's category tree, which every catalogue render asks for. */
const cartAndMenu: MockRoute[] = [
  { path: '/api/cart/', body: cartWith() },
  { path: '/api/tg', query: { method: 'getShowcaseMenu', id: '7' }, body: { categories: tree } },
];

function setup() {
  const shell = mockShell({
    extra: [
      ...cartAndMenu,
      {
        path: '/api/catalog/facets',
        body: { facets: { brands: [{ id: 3, slug: 'runfast', name: 'RunFast', count: 4 }], price: { min: 99_000, max: 1_250_000 } } },
      },
      {
        path: '/api/catalog/products',
        body: (_r: Request, url: URL) => {
          const category = url.searchParams.get('category');
          const page = Number(url.searchParams.get('page') ?? '1');
          const crumbs =
            category === 'running'
              ? [
                  { slug: 'shoes', name: 'Обувь' },
                  { slug: 'running', name: 'Для бега' },
                ]
              : [{ slug: 'shoes', name: 'Обувь' }];
          return productList([productCard({ id: page * 10, name: `Товар страницы ${page}` })], {
            page,
            total: 60,
            totalPages: 3,
            category: category ? { slug: category, name: category === 'running' ? 'Для бега' : 'Обувь', breadcrumbs: crumbs } : null,
          });
        },
      },
    ],
  });
  return shell;
}

function renderCatalog(route: string) {
  return renderWithProviders(atRoute([paths.catalog, paths.catalogCategory, paths.catalogSubcategory], <CatalogPage />), { route });
}

const productRequests = (requests: ReturnType<typeof mockShell>['requests']) => requests.filter((r) => r.url.pathname === '/api/catalog/products');
const lastQuery = (requests: ReturnType<typeof mockShell>['requests']) => Object.fromEntries(productRequests(requests).at(-1)!.url.searchParams);

describe('catalogue', () => {
  it('finds the answers the start-up asked for (same arguments) and asks for nothing again', async () => {
    const { requests } = setup();
    const store = makeStore();
    await prefetchCatalog(store, 'running', '?sort=price_asc&page=2&in_stock=1&sf=with_discount', 7);
    const menuRequests = () => requests.filter((r) => r.url.searchParams.get('method') === 'getShowcaseMenu');
    // Asked before the page renders, and never again by it.
    expect([productRequests(requests).length, menuRequests().length]).toEqual([1, 1]);

    renderWithProviders(atRoute([paths.catalog, paths.catalogCategory, paths.catalogSubcategory], <CatalogPage />), {
      route: '/catalog/shoes/running?sort=price_asc&page=2&in_stock=1&sf=with_discount',
      store,
    });
    expect(await screen.findByRole('link', { name: 'Товар страницы 2' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Разделы' })).toBeInTheDocument();
    expect(productRequests(requests)).toHaveLength(1);
    expect(menuRequests()).toHaveLength(1);
  });

  it('shows the category tree and the products, and pages through the URL', async () => {
    const { requests } = setup();
    const { user, router } = renderCatalog('/catalog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Каталог' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Товар страницы 1' })).toBeInTheDocument();
    const sections = await screen.findByRole('navigation', { name: 'Разделы' });
    expect(within(sections).getByRole('link', { name: /Обувь/ })).toHaveAttribute('href', '/catalog/shoes');
    expect(lastQuery(requests)).toMatchObject({ page: '1', pageSize: '24', json: '1' });
    expect(lastQuery(requests)).not.toHaveProperty('category');

    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    expect(await screen.findByRole('link', { name: 'Товар страницы 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(lastQuery(requests)).toMatchObject({ page: '2' });

    // Back returns to page 1 (served from the cache).
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: 'Товар страницы 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('builds the query from the filters, the sort and the global filter', async () => {
    const { requests } = setup();
    const { user, router } = renderCatalog('/catalog/shoes?page=2');
    await screen.findByRole('link', { name: 'Товар страницы 2' });
    expect(lastQuery(requests)).toMatchObject({ category: 'shoes', page: '2' });

    await user.click(screen.getByRole('button', { name: 'Фильтры' }));
    const panel = await screen.findByRole('dialog', { name: 'Фильтры' });
    await user.click(await within(panel).findByRole('checkbox', { name: 'RunFast (4)' }));
    expect(within(panel).getByRole('spinbutton', { name: 'от' })).toHaveAttribute('placeholder', expect.stringMatching(/^990$/));
    await user.type(within(panel).getByRole('spinbutton', { name: 'от' }), '100');
    await user.type(within(panel).getByRole('spinbutton', { name: 'до' }), '500');
    await user.click(within(panel).getByRole('checkbox', { name: 'Только в наличии' }));
    await user.click(within(panel).getByRole('button', { name: 'Показать товары' }));

    await waitFor(() =>
      expect(lastQuery(requests)).toMatchObject({
        category: 'shoes',
        brand: 'runfast',
        priceMin: '10000',
        priceMax: '50000',
        inStock: '1',
        page: '1',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('brand')).toBe('runfast');
    expect(screen.getByRole('button', { name: 'Фильтры, выбрано: 3' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), 'Сначала дешевле');
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ sort: 'price_asc', brand: 'runfast' }));

    await user.click(screen.getByRole('button', { name: 'Со скидкой' }));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ sf: 'with_discount' }));
    // The quick filter lives in the URL, never in storage.
    expect(new URLSearchParams(router.state.location.search).get('sf')).toBe('with_discount');
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedGlobalFilter)).toBeNull();
  });

  it('does not let a quick filter chosen earlier (left in storage) filter a later listing', async () => {
    window.localStorage.setItem(STORAGE_KEYS.selectedGlobalFilter, 'new_arrivals');
    const { requests } = setup();
    renderCatalog('/catalog/shoes');
    await screen.findByRole('link', { name: 'Товар страницы 1' });
    expect(lastQuery(requests)).not.toHaveProperty('sf');
    expect(screen.getByRole('button', { name: 'Все товары' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Новинки' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows «В наличии», not «Все товары», as chosen while the in-stock filter is on', async () => {
    const { requests } = setup();
    const { user, router } = renderCatalog('/catalog/shoes?in_stock=1&page=2');
    await screen.findByRole('link', { name: 'Товар страницы 2' });
    expect(screen.getByRole('button', { name: 'В наличии' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Все товары' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Все товары' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery(requests)).not.toHaveProperty('inStock'));
    expect(screen.getByRole('button', { name: 'Все товары' })).toHaveAttribute('aria-pressed', 'true');

    // The chip and the panel's checkbox are one switch.
    await user.click(screen.getByRole('button', { name: 'В наличии' }));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ inStock: '1' }));
    expect(router.state.location.search).toBe('?in_stock=1');
    await user.click(screen.getByRole('button', { name: /^Фильтры/ }));
    const panel = await screen.findByRole('dialog', { name: 'Фильтры' });
    expect(within(panel).getByRole('checkbox', { name: 'Только в наличии' })).toBeChecked();
  });

  it('takes the quick filter from the URL and shows breadcrumbs of a subcategory', async () => {
    const { requests } = setup();
    renderCatalog('/catalog/shoes/running?sf=new_arrivals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Для бега' })).toBeInTheDocument();
    expect(lastQuery(requests)).toMatchObject({ category: 'running', sf: 'new_arrivals' });
    const crumbs = await screen.findByRole('navigation', { name: 'Путь по каталогу' });
    expect(within(crumbs).getByRole('link', { name: 'Обувь' })).toHaveAttribute('href', '/catalog/shoes');
    await waitFor(() => expect(within(crumbs).getByText('Для бега')).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByRole('button', { name: 'Новинки' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a not-found screen for an unknown category', async () => {
    mockShell({ extra: [...cartAndMenu, { path: '/api/catalog/products', ...notFound }] });
    renderCatalog('/catalog/unknown');
    await expectScreenState('Раздел не найден', { name: 'Весь каталог', href: '/catalog' });
  });

  it('offers to reset the filters when nothing matches', async () => {
    mockShell({ extra: [...cartAndMenu, { path: '/api/catalog/products', body: productList([], { total: 0, totalPages: 1 }) }] });
    const { user, router } = renderCatalog('/catalog?in_stock=1');
    expect(await screen.findByRole('heading', { name: 'Товаров не найдено' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(router.state.location.search).toBe('');
  });
});
