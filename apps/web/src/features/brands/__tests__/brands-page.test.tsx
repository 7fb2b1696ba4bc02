import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { BrandsPage } from '../brands-page';

describe('brands', () => {
  it('lists brands with logos and counts, each opening the filtered catalogue', async () => {
    mockShell({
      extra: [
        {
          path: '/api/catalog/brands',
          body: {
            brands: [
              { id: 1, slug: 'runfast', name: 'RunFast', logo: '/api/stat/images/logos/runfast.png', description: '', productCount: 12 },
              { id: 2, slug: 'urban-bag', name: 'Urban Bag', logo: null, description: '', productCount: 1 },
            ],
          },
        },
      ],
    });
    const { user, router } = renderWithProviders(<BrandsPage />, { route: '/brands' });
    const list = await screen.findByRole('list', { name: 'Все бренды витрины' });
    const runfast = within(list).getByRole('link', { name: /RunFast/ });
    expect(runfast).toHaveTextContent('12 товаров');
    expect(runfast.querySelector('img')).toHaveAttribute('src', '/api/stat/images/logos/runfast.png');
    expect(within(list).getByRole('link', { name: /Urban Bag/ })).toHaveTextContent('1 товар');
    await user.click(runfast);
    expect(router.state.location.pathname).toBe('/catalog');
    expect(router.state.location.search).toBe('?brand=runfast');
  });

  it('has an empty state', async () => {
    mockShell({ extra: [{ path: '/api/catalog/brands', body: { brands: [] } }] });
    renderWithProviders(<BrandsPage />, { route: '/brands' });
    expect(await screen.findByRole('heading', { name: 'Брендов пока нет' })).toBeInTheDocument();
  });
});
