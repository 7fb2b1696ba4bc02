import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartWith, productCard, productList } from '../../../shared/commerce/__tests__/product-fixtures';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { RECENT_SEARCHES_KEY } from '../recent-searches';
import { SearchPage } from '../search-page';

function setup(mode: 'fulltext' | 'trigram' | 'corrected' | 'none' = 'fulltext') {
  return mockShell({
    extra: [
      { path: '/api/cart/', body: cartWith() },
      {
        path: '/api/catalog/suggest',
        body: {
          corrected: 'смартфон',
          items: [
            { kind: 'category', slug: 'smartfony', name: 'Смартфоны' },
            { kind: 'product', id: 7, name: 'Смартфон Nova X5', price: 19_990_00, picture: null },
          ],
        },
      },
      {
        path: '/api/catalog/search',
        body: (_r: Request, url: URL) =>
          mode === 'none'
            ? productList([], { total: 0, mode })
            : productList(
                [
                  productCard({
                    id: 5,
                    name: 'Кроссовки беговые',
                    highlight: [
                      { text: 'Кроссовки', match: true },
                      { text: ' беговые', match: false },
                    ],
                  }),
                ],
                {
                  mode,
                  page: Number(url.searchParams.get('page') ?? 1),
                  ...(mode === 'corrected' && url.searchParams.get('literal') !== '1' ? { corrected: 'кроссовки' } : {}),
                },
              ),
      },
    ],
  });
}

const searchRequests = (requests: ReturnType<typeof mockShell>['requests']) => requests.filter((r) => r.url.pathname === '/api/catalog/search');

describe('search', () => {
  it('searches 300 ms after the last key, puts the query in the URL and highlights matches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = setup();
    const { user, router } = renderWithProviders(<SearchPage />, { route: '/search' });
    const input = await screen.findByRole('combobox', { name: 'Поиск товаров' });
    await user.type(input, 'кросс');
    expect(searchRequests(requests)).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(searchRequests(requests)).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await waitFor(() => expect(searchRequests(requests)).toHaveLength(1));
    expect(Object.fromEntries(searchRequests(requests)[0]!.url.searchParams)).toMatchObject({ q: 'кросс', page: '1', pageSize: '24' });
    expect(searchRequests(requests)[0]!.url.searchParams.has('sort')).toBe(false);
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('кросс')}`);

    const link = await screen.findByRole('link', { name: /Кроссовки\s+беговые/ });
    expect(link.querySelector('mark')).toHaveTextContent('Кроссовки');
    expect(screen.queryByText(/Возможно, вы искали/)).not.toBeInTheDocument();
  });

  it('keeps what is typed after its own query reached the URL, and follows the URL moved from outside (back, links)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup();
    const { user, router } = renderWithProviders(<SearchPage />, { route: '/search' });
    const input = await screen.findByRole('combobox', { name: 'Поиск товаров' });
    await user.type(input, 'кросс');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('кросс')}`));
    await user.type(input, 'овки');
    expect(input).toHaveValue('кроссовки');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('кроссовки')}`));
    expect(input).toHaveValue('кроссовки');

    await act(() => router.navigate(`/search?q=${encodeURIComponent('сумка')}`));
    await waitFor(() => expect(input).toHaveValue('сумка'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(input).toHaveValue('кроссовки'));
  });

  it('reads the query from the URL and says when the results are approximate', async () => {
    const { requests } = setup('trigram');
    renderWithProviders(<SearchPage />, { route: '/search?q=кросовки' });
    expect(await screen.findByRole('combobox', { name: 'Поиск товаров' })).toHaveValue('кросовки');
    expect(await screen.findByText('Точных совпадений по запросу «кросовки» нет. Возможно, вы искали:')).toBeInTheDocument();
    expect(searchRequests(requests)[0]!.url.searchParams.get('q')).toBe('кросовки');
  });

  it('says what a corrected query searched, with the way back to the query as typed', async () => {
    const { requests, user, router } = { ...setup('corrected'), ...renderWithProviders(<SearchPage />, { route: '/search?q=кросовки' }) };
    expect(await screen.findByText(/Показаны результаты по запросу «кроссовки»/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Искать «кросовки»' }));
    await waitFor(() => expect(router.state.location.search).toContain('literal=1'));
    await waitFor(() => expect(searchRequests(requests).at(-1)!.url.searchParams.get('literal')).toBe('1'));
  });

  it('suggests while typing: keyboard-navigable, with the corrected spelling', async () => {
    const { requests } = setup();
    const { user, router } = renderWithProviders(<SearchPage />, { route: '/search' });
    const input = await screen.findByRole('combobox', { name: 'Поиск товаров' });
    await user.type(input, 'смарфт');
    const list = await screen.findByRole('listbox', { name: 'Подсказки' });
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByText('Возможно, вы имели в виду «смартфон»')).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === '/api/catalog/suggest')!.url.searchParams.get('q')).toBe('смарфт');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/7'));
  });

  it('says «more than» when the server stopped counting a large result', async () => {
    mockShell({
      extra: [
        { path: '/api/cart/', body: cartWith() },
        {
          path: '/api/catalog/search',
          body: productList([productCard({ id: 5, name: 'Кроссовки беговые' })], {
            total: 1000,
            totalPages: 42,
            totalCapped: true,
            mode: 'fulltext',
          }),
        },
      ],
    });
    renderWithProviders(<SearchPage />, { route: '/search?q=кроссовки' });
    expect(await screen.findByText(/^Найдено более 1\s?000 товаров$/)).toBeInTheDocument();
  });

  it('shows the no-result state', async () => {
    setup('none');
    renderWithProviders(<SearchPage />, { route: '/search?q=zzzz' });
    expect(await screen.findByRole('heading', { name: 'Ничего не нашлось' })).toBeInTheDocument();
    expect(screen.getByText(/По запросу «zzzz» товаров нет/)).toBeInTheDocument();
  });

  it('remembers submitted queries (at most 10, newest first) and clears them', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(Array.from({ length: 10 }, (_, i) => `запрос ${i}`)));
    setup();
    const { user, router } = renderWithProviders(<SearchPage />, { route: '/search' });
    expect(await screen.findByRole('heading', { name: 'Что будем искать?' })).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Недавние запросы' });
    expect(within(recent).getAllByRole('button', { name: /^запрос/ })).toHaveLength(10);

    await user.type(screen.getByRole('combobox', { name: 'Поиск товаров' }), 'сумка{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('сумка')}`));
    const stored = JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY)!) as string[];
    expect(stored).toHaveLength(10);
    expect(stored[0]).toBe('сумка');
    expect(stored).not.toContain('запрос 9');

    await act(() => router.navigate('/search'));
    const again = await screen.findByRole('region', { name: 'Недавние запросы' });
    expect(screen.getByRole('combobox', { name: 'Поиск товаров' })).toHaveValue('');
    await user.click(within(again).getByRole('button', { name: 'Очистить историю' }));
    expect(screen.queryByRole('region', { name: 'Недавние запросы' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });
});
