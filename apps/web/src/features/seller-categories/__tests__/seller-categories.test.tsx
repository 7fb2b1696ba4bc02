import type { SellerCategory } from '@storefront/contract/seller';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { mockSignedIn } from '../../../test/fixtures';
import { atRoute, renderWithProviders } from '../../../test/render';
import { CategoriesPage } from '../categories-page';

const cat = (id: number, name: string, parentId: number | null, position: number): SellerCategory => ({
  id,
  name,
  parentId,
  position,
  customName: null,
  visible: true,
  productCount: 4,
});

describe('seller categories', () => {
  it('hides, reorders and renames categories, saving through setCatalogState and updateMenu', async () => {
    const mock = mockSignedIn([
      {
        path: '/api/account/showcases/edit/catalog',
        body: { categories: [cat(1, 'Чай', null, 0), cat(2, 'Улун', 1, 1), cat(3, 'Посуда', null, 2)] },
      },
      { method: 'POST', path: '/api/tg', body: { ok: true } },
    ]);
    const { user } = renderWithProviders(atRoute(paths.showcaseCategories, <CategoriesPage />), { route: '/account/profile/showcases/9/categories' });
    expect(await screen.findByText(/8 товаров/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Показывать «Посуда»' }));
    await user.click(screen.getByRole('button', { name: 'Выше: Посуда' }));
    await user.type(screen.getByRole('textbox', { name: 'Своё название для «Улун»' }), 'Улуны');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(mock.requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/tg')).toHaveLength(2));
    const [state, menu] = mock.requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/tg').map((r) => r.body);
    expect(state).toMatchObject({
      method: 'setCatalogState',
      ShowcaseID: 9,
      categories: expect.arrayContaining([{ id: 3, visible: false }]) as unknown,
    });
    expect(menu).toMatchObject({
      method: 'updateMenu',
      ShowcaseID: 9,
      categories: [
        { id: 3, position: 0, customName: null },
        { id: 1, position: 1, customName: null },
        { id: 2, position: 2, customName: 'Улуны' },
      ],
    });
  });
});
