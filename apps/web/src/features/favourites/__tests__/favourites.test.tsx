import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartWith, teaProduct } from '../../../shared/commerce/__tests__/product-fixtures';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { FavouritesPage } from '../favourites-page';
import { expectScreenState } from '../../../test/screen-state';

const product = (id: number, name: string) => teaProduct(id, name, { price: 990_00, stock: 4, isFavourite: true });

describe('favourites', () => {
  it('lists the favourite products and drops one when its heart is toggled off', async () => {
    let items = [product(1, 'Чай улун'), product(2, 'Пиала')];
    const { requests } = mockShell({
      extra: [
        { path: '/api/favourites/', body: () => ({ items }) },
        { path: '/api/cart/', body: cartWith() },
        {
          method: 'POST',
          path: '/api/tg',
          body: () => {
            items = items.filter((p) => p.id !== 2);
            return { isFavourite: false, favouritesCnt: 1 };
          },
        },
      ],
    });
    const { user } = renderWithProviders(<FavouritesPage />, { route: '/favorites' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Избранное' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Избранное' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 товара')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'В избранное: Пиала' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/tg')?.body).toEqual({ ProductId: 2, method: 'ToggleFavourite' });
    expect(screen.getByText('1 товар')).toBeInTheDocument();
  });

  it('shows the empty state with a way to the catalogue', async () => {
    mockShell({ extra: [{ path: '/api/favourites/', body: { items: [] } }] });
    renderWithProviders(<FavouritesPage />, { route: '/favorites' });
    await expectScreenState('В избранном пока пусто', { name: 'Перейти в каталог', href: '/catalog' });
  });
});
