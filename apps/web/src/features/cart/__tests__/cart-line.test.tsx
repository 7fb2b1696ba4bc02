import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { CartPage } from '../cart-page';
import { cartLine, cartResponse } from './cart-fixtures';

const tgPosts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/tg/').map((r) => r.body);

/** A server that keeps one cart and applies the three mutations to it. */
function cartServer(initial: ReturnType<typeof cartLine>[], refuse?: { status: number; message: string }) {
  let lines = initial;
  const mock = mockFetch([
    { path: '/api/cart/', body: () => cartResponse(lines) },
    {
      method: 'POST',
      path: '/api/tg/',
      status: refuse?.status ?? 200,
      body: () => {
        if (refuse) return { message: refuse.message, code: 'OUT_OF_STOCK' };
        const body = mock.requests.at(-1)?.body as { method: string; ProductId?: number; Quantity?: number };
        if (body.method === 'DeleteProductFromCart') lines = lines.filter((l) => l.ProductId !== body.ProductId);
        if (body.method === 'ClearCart') lines = [];
        if (body.method === 'UpdateProductQuantityInCart') {
          lines = lines.map((l) => (l.ProductId === body.ProductId ? cartLine({ ...l, Quantity: body.Quantity!, lineTotal: undefined }) : l));
        }
        return cartResponse(lines);
      },
    },
  ]);
  return mock;
}

describe('cart line', () => {
  it('shows picture, name, unit price and the line sum', async () => {
    cartServer([cartLine({ Quantity: 2, price: 1_500_00, oldPrice: 2_000_00 })]);
    renderWithProviders(<CartPage />, { route: '/cart' });
    const line = (await screen.findByRole('heading', { name: 'Чайник электрический' })).closest('li')!;
    expect(within(line).getByRole('link', { name: 'Чайник электрический' })).toHaveAttribute('href', '/product/101');
    expect(line.querySelector('img')).toHaveAttribute('src', '/images/goods/good_small_pics/101.png');
    expect(line).toHaveTextContent(/1\s500\s₽/);
    expect(line).toHaveTextContent(/2\s000\s₽/);
    expect(within(line).getByText(/3\s000\s₽/)).toBeInTheDocument();
  });

  it('stops "+" at the stock and sends the new absolute quantity', async () => {
    const { requests } = cartServer([cartLine({ Quantity: 4, stock: 5 })]);
    const { user } = renderWithProviders(<CartPage />, { route: '/cart' });
    const increase = await screen.findByRole('button', { name: 'Увеличить количество «Чайник электрический»' });
    await user.click(increase);
    expect(tgPosts(requests)).toEqual([{ ProductId: 101, Quantity: 5, method: 'UpdateProductQuantityInCart' }]);
    await waitFor(() => expect(screen.getByRole('group', { name: 'Количество «Чайник электрический»' })).toHaveTextContent('5 шт.'));
    expect(increase).toBeDisabled();
    expect(screen.getByText('В наличии только 5 шт.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Уменьшить количество «Чайник электрический»' })).toBeEnabled();
  });

  it('shows the server refusal as a toast and keeps the quantity', async () => {
    cartServer([cartLine({ Quantity: 1, stock: 5 })], { status: 409, message: 'Товара «Чайник электрический» в наличии только 1 шт.' });
    const { user, store } = renderWithProviders(<CartPage />, { route: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Увеличить количество «Чайник электрический»' }));
    await waitFor(() =>
      expect(store.getState().notices).toEqual([
        expect.objectContaining({ type: 'danger', message: 'Товара «Чайник электрический» в наличии только 1 шт.' }),
      ]),
    );
    expect(screen.getByRole('group', { name: 'Количество «Чайник электрический»' })).toHaveTextContent('1 шт.');
  });

  it('"−" at 1 asks first; "Продолжить покупки" keeps the line', async () => {
    const { requests } = cartServer([cartLine({ Quantity: 1 })]);
    const { user } = renderWithProviders(<CartPage />, { route: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Уменьшить количество «Чайник электрический»' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить товар из корзины?' });
    await user.click(within(dialog).getByRole('button', { name: 'Продолжить покупки' }));
    expect(tgPosts(requests)).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Чайник электрический' })).toBeInTheDocument();
  });

  it('deletes through the confirm dialog with DeleteProductFromCart', async () => {
    const { requests } = cartServer([cartLine(), cartLine({ ProductId: 202, name: 'Кружка', article: 'MG-2' })]);
    const { user } = renderWithProviders(<CartPage />, { route: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Удалить «Кружка» из корзины' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить товар из корзины?' });
    expect(dialog).toHaveTextContent('Кружка');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Кружка' })).not.toBeInTheDocument());
    expect(tgPosts(requests)).toEqual([{ ProductId: 202, method: 'DeleteProductFromCart' }]);
    expect(screen.getByRole('heading', { name: 'Чайник электрический' })).toBeInTheDocument();
  });

  it('lets a line above the stock go down to the stock at once', async () => {
    const { requests } = cartServer([cartLine({ Quantity: 6, stock: 2 })]);
    const { user } = renderWithProviders(<CartPage />, { route: '/cart' });
    expect(await screen.findByText('В наличии только 2 шт. — уменьшите количество')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Уменьшить количество «Чайник электрический»' }));
    expect(tgPosts(requests)).toEqual([{ ProductId: 101, Quantity: 2, method: 'UpdateProductQuantityInCart' }]);
    expect(await screen.findByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/order');
  });
});
