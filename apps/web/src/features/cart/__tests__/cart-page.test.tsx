import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { CartPage } from '../cart-page';
import { cartLine, cartResponse } from './cart-fixtures';

const twoLines = () => [
  cartLine({ Quantity: 2, price: 1_000_00, oldPrice: 1_250_00 }),
  cartLine({ ProductId: 202, name: 'Кружка', article: 'MG-2', Quantity: 1, price: 500_00 }),
];

describe('cart page', () => {
  it('shows the total, the savings from old prices and the checkout link to /order', async () => {
    mockFetch([{ path: '/api/cart/', body: cartResponse(twoLines()) }]);
    renderWithProviders(<CartPage />, { route: '/cart' });
    expect(await screen.findByRole('heading', { name: 'Корзина' })).toBeInTheDocument();
    expect(screen.getByText('3 товара')).toBeInTheDocument();
    expect(screen.getByText(/^Итого: 2\s500\s₽$/)).toBeInTheDocument();
    expect(screen.getByText(/^Вы экономите 500\s₽$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/order');
  });

  it('keeps the details section state in localStorage under showExpandCart', async () => {
    mockFetch([{ path: '/api/cart/', body: cartResponse(twoLines()) }]);
    const first = renderWithProviders(<CartPage />, { route: '/cart' });
    const toggle = await screen.findByText('Подробнее о заказе');
    const details = toggle.closest('details')!;
    expect(details.open).toBe(false);
    await first.user.click(toggle);
    await waitFor(() => expect(window.localStorage.getItem('showExpandCart')).toBe('true'));
    const summary = screen.getByRole('region', { name: 'Итог заказа' });
    expect(within(summary).getByText('Товары (3 шт.)').nextSibling).toHaveTextContent(/3\s000\s₽/);
    expect(within(summary).getByText('Скидка').nextSibling).toHaveTextContent(/^-500\s₽$/);
    first.unmount();

    renderWithProviders(<CartPage />, { route: '/cart' });
    const reopened = (await screen.findByText('Подробнее о заказе')).closest('details')!;
    expect(reopened.open).toBe(true);
    await first.user.click(screen.getByText('Подробнее о заказе'));
    await waitFor(() => expect(window.localStorage.getItem('showExpandCart')).toBe('false'));
  });

  it('clears the cart after the confirmation and then shows the empty state', async () => {
    let lines = twoLines();
    const { requests } = mockFetch([
      { path: '/api/cart/', body: () => cartResponse(lines) },
      {
        method: 'POST',
        path: '/api/tg/',
        body: () => {
          lines = [];
          return cartResponse(lines);
        },
      },
    ]);
    const { user } = renderWithProviders(<CartPage />, { route: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Очистить корзину' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Очистить корзину?' })).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByRole('heading', { name: 'Корзина пуста' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ method: 'ClearCart' }]);
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  });

  it('renders the widget composed into the summary', async () => {
    mockFetch([{ path: '/api/cart/', body: cartResponse(twoLines()) }]);
    renderWithProviders(<CartPage summaryExtra={<p>Доставка в: Казань</p>} />, { route: '/cart' });
    expect(await screen.findByText('Доставка в: Казань')).toBeInTheDocument();
  });
});
