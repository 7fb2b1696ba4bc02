import { screen, waitFor, within } from '@testing-library/react';
import { FIRST_SCREEN_CARDS } from '@storefront/contract/constants';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { firstScreen } from '../../lib/first-screen';
import { NoticeHost } from '../../ui/notice-host';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { commerceApi } from '../commerce-api';
import { ProductCard, ProductGrid } from '../product-card';
import { cartWith, productCard } from './product-fixtures';

const tgCalls = (requests: ReturnType<typeof mockShell>['requests']) =>
  requests.filter((r) => r.method === 'POST' && r.url.pathname.startsWith('/api/tg')).map((r) => r.body);

function renderCard(product = productCard()) {
  return renderWithProviders(
    <>
      <ProductCard product={product} />
      <NoticeHost />
    </>,
  );
}

describe('ProductCard', () => {
  it('shows the price in roubles, the old price and the discount', async () => {
    mockShell({ extra: [{ path: '/api/cart/', body: cartWith() }] });
    renderCard(productCard({ price: 129_000, oldPrice: 172_000 }));
    const card = screen.getByRole('article');
    expect(within(card).getByText(/1\s290\s₽/)).toHaveClass('price__current');
    expect(
      within(card)
        .getByText(/1\s720\s₽/)
        .closest('s'),
    ).toHaveClass('price__old');
    expect(within(card).getByText('Скидка 25 %')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Кроссовки беговые' })).toHaveAttribute('href', '/product/1');
    expect(within(card).getByAltText('Кроссовки беговые')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'В корзину' })).toBeEnabled();
  });

  it('shows no discount when the old price is not higher', () => {
    mockShell({ extra: [{ path: '/api/cart/', body: cartWith() }] });
    renderCard(productCard({ price: 100_000, oldPrice: 100_000 }));
    expect(screen.queryByText(/Скидка/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/1\s000\s₽/)).toHaveLength(1);
  });

  it('disables adding a product that is out of stock', () => {
    mockShell({ extra: [{ path: '/api/cart/', body: cartWith() }] });
    renderCard(productCard({ stock: 0 }));
    expect(screen.getByRole('button', { name: 'Нет в наличии' })).toBeDisabled();
  });

  it('toggles the favourite through POST /api/tg and updates the header count', async () => {
    const { requests } = mockShell({
      menu: { favouritesCnt: 0 },
      extra: [
        { path: '/api/cart/', body: cartWith() },
        { method: 'POST', path: '/api/tg', body: { isFavourite: true, favouritesCnt: 1 } },
      ],
    });
    const { user } = renderCard();
    const heart = screen.getByRole('button', { name: 'В избранное: Кроссовки беговые' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(tgCalls(requests)).toEqual([{ method: 'ToggleFavourite', ProductId: 1 }]));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });

  it('adds to the cart with quantity 1 and then offers the stepper', async () => {
    let lines: Array<{ ProductId: number; Quantity: number }> = [];
    const { requests } = mockShell({
      extra: [
        { path: '/api/cart/', body: () => cartWith(lines) },
        {
          method: 'POST',
          path: '/api/tg/',
          body: (_r: Request) => {
            lines = [{ ProductId: 1, Quantity: 1 }];
            return {};
          },
        },
      ],
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'В корзину' }));
    expect(await screen.findByRole('group', { name: 'В корзине: Кроссовки беговые' })).toHaveTextContent('1 шт.');
    expect(tgCalls(requests)).toEqual([{ method: 'UpdateProductQuantityInCart', ProductId: 1, Quantity: 1 }]);
    await waitFor(() => expect(requests.filter((r) => r.url.pathname === '/api/cart/')).toHaveLength(2));
  });

  it('shows the server message as a toast when the quantity exceeds the stock', async () => {
    const { requests } = mockShell({
      extra: [
        { path: '/api/cart/', body: cartWith([{ ProductId: 1, Quantity: 2 }]) },
        {
          method: 'POST',
          path: '/api/tg/',
          status: 409,
          body: { message: 'Кроссовки беговые: в наличии только 2 шт.', code: 'STOCK_LIMIT', fields: { Quantity: '2' } },
        },
      ],
    });
    const { user } = renderCard(productCard({ stock: 2 }));
    const group = await screen.findByRole('group', { name: 'В корзине: Кроссовки беговые' });
    await user.click(within(group).getByRole('button', { name: 'Добавить ещё одну штуку: Кроссовки беговые' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Кроссовки беговые: в наличии только 2 шт.');
    expect(tgCalls(requests)).toEqual([{ method: 'UpdateProductQuantityInCart', ProductId: 1, Quantity: 3 }]);
    // The stepper goes back to what the cart holds.
    expect(group).toHaveTextContent('2 шт.');
  });

  it('deletes the line when "−" is pressed at quantity 1', async () => {
    const { requests } = mockShell({
      extra: [
        { path: '/api/cart/', body: cartWith([{ ProductId: 1, Quantity: 1 }]) },
        { method: 'POST', path: '/api/tg/', body: {} },
      ],
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Убрать одну штуку: Кроссовки беговые' }));
    await waitFor(() => expect(tgCalls(requests)).toEqual([{ method: 'DeleteProductFromCart', ProductId: 1 }]));
  });

  it('renders search highlights as <mark>, never as HTML', () => {
    mockShell({ extra: [{ path: '/api/cart/', body: cartWith() }] });
    renderCard(
      productCard({
        name: 'Кроссовки <b>беговые</b>',
        highlight: [
          { text: 'Кроссовки', match: true },
          { text: ' <b>беговые</b>', match: false },
        ],
      }),
    );
    const link = screen.getByRole('link', { name: /беговые/ });
    expect(link.textContent).toBe('Кроссовки <b>беговые</b>');
    expect(link.querySelector('mark')).toHaveTextContent('Кроссовки');
    expect(link.querySelector('b')).toBeNull();
  });
});

describe('ProductGrid', () => {
  /** How many components hold a subscription to the cart in the store. */
  function cartSubscribers(store: ReturnType<typeof renderWithProviders>['store']): number {
    const selectors = store.dispatch(commerceApi.internalActions.internal_getRTKQSubscriptions()) as unknown as {
      getSubscriptionCount: (queryCacheKey: string) => number;
    };
    return selectors.getSubscriptionCount('cart(undefined)');
  }

  it('holds one subscription to the cart for all its cards, and each card shows its own quantity', async () => {
    const { requests } = mockShell({
      extra: [{ path: '/api/cart/', body: cartWith([{ ProductId: 2, Quantity: 3 }]) }],
    });
    const products = [productCard({ id: 1, name: 'Первый' }), productCard({ id: 2, name: 'Второй' }), productCard({ id: 3, name: 'Третий' })];
    const { store } = renderWithProviders(<ProductGrid products={products} label="Товары" />);
    expect(await screen.findByRole('group', { name: 'В корзине: Второй' })).toHaveTextContent('3 шт.');
    expect(screen.getAllByRole('button', { name: 'В корзину' })).toHaveLength(2);
    expect(cartSubscribers(store)).toBe(1);
    expect(requests.filter((r) => r.url.pathname === '/api/cart/')).toHaveLength(1);
  });

  it('a card outside a grid subscribes by itself', async () => {
    mockShell({ extra: [{ path: '/api/cart/', body: cartWith([{ ProductId: 1, Quantity: 2 }]) }] });
    const { store } = renderCard();
    expect(await screen.findByRole('group', { name: 'В корзине: Кроссовки беговые' })).toHaveTextContent('2 шт.');
    expect(cartSubscribers(store)).toBe(1);
  });

  /** Renders a grid of `count` cards and gives the number of cards on the page at each of its commits. */
  function gridCommits(count: number): number[] {
    mockShell({ extra: [{ path: '/api/cart/', body: cartWith() }] });
    const products = Array.from({ length: count }, (_, i) => productCard({ id: i + 1, name: `Товар ${i + 1}` }));
    const commits: number[] = [];
    renderWithProviders(
      <Profiler id="grid" onRender={() => commits.push(screen.queryAllByRole('listitem').length)}>
        <ProductGrid products={products} label="Товары" />
      </Profiler>,
    );
    return commits;
  }

  /** The commits of a grid rendered in the app's first render, on a viewport of the given size. */
  function firstRenderCommits(count: number, width: number, height: number): number[] {
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    Object.assign(window, { innerWidth: width, innerHeight: height });
    firstScreen.replace();
    try {
      return gridCommits(count);
    } finally {
      firstScreen.replaced();
      Object.assign(window, { innerWidth: viewport.width, innerHeight: viewport.height });
    }
  }

  it('in the render that replaces the server’s first screen on a phone, shows the first screen’s cards, then the rest', async () => {
    const commits = firstRenderCommits(FIRST_SCREEN_CARDS + 4, 390, 844);
    expect(commits[0]).toBe(FIRST_SCREEN_CARDS);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_SCREEN_CARDS + 4));
  });

  it('renders whole at once on a viewport wider or taller than the first screen’s cards fill', () => {
    expect(firstRenderCommits(FIRST_SCREEN_CARDS + 4, 1280, 844)[0]).toBe(FIRST_SCREEN_CARDS + 4);
  });

  it('renders whole at once on a tall phone', () => {
    expect(firstRenderCommits(FIRST_SCREEN_CARDS + 4, 390, 1400)[0]).toBe(FIRST_SCREEN_CARDS + 4);
  });

  it('renders whole at once in any later render', async () => {
    const commits = gridCommits(FIRST_SCREEN_CARDS + 4);
    expect(commits[0]).toBe(FIRST_SCREEN_CARDS + 4);
    expect(await screen.findAllByRole('listitem')).toHaveLength(FIRST_SCREEN_CARDS + 4);
  });
});
