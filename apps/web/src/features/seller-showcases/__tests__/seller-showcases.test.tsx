import type { SellerShowcaseSummary } from '@storefront/contract/seller';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ShowcaseNewPage } from '../showcase-new-page';
import { ShowcasesPage } from '../showcases-page';

const showcase: SellerShowcaseSummary = {
  id: 3,
  alias: 'tea',
  name: 'Чайная лавка',
  stateId: 1,
  role: 'owner',
  logoUrl: '/api/stat/images/logos/3_mobile.png?t=5',
  updatedAfter: 5,
  ordersCount: 2,
  visibleProducts: 21,
  landingsCount: 1,
};

describe('seller showcases', () => {
  it('lists the user’s showcases with state, counts and links to settings, landings and categories', async () => {
    mockShell({ startup: { isLogged: true }, extra: [{ path: '/api/account/showcases/', body: { showcases: [showcase] } }] });
    renderWithProviders(<ShowcasesPage />, { route: paths.showcases });
    expect(await screen.findByText('Чайная лавка')).toBeInTheDocument();
    expect(screen.getByText(/Режим лендингов/)).toBeInTheDocument();
    expect(screen.getByText(/2 заказа · 21 товар на витрине/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Сводка' })).toHaveAttribute('href', '/account/profile/showcases/3');
    expect(screen.getByRole('link', { name: 'Настройки' })).toHaveAttribute('href', '/account/profile/showcases/3/settings');
    expect(screen.getByRole('link', { name: 'Лендинги (1)' })).toHaveAttribute('href', '/account/profile/showcases/3/edit_actions');
    expect(screen.getByRole('link', { name: 'Категории' })).toHaveAttribute('href', '/account/profile/showcases/3/categories');
  });

  it('checks the alias live: reserved words at once, taken ones from the server', async () => {
    const mock = mockShell({
      startup: { isLogged: true },
      extra: [
        { path: '/api/account/showcases/add/', body: { templates: [] } },
        { method: 'POST', path: '/api/ajax/', body: () => ({ alias: 'sport', available: false, problem: 'taken' }) },
      ],
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route path={paths.showcaseNew} element={<ShowcaseNewPage />} />
      </Routes>,
      { route: paths.showcaseNew },
    );
    const alias = await screen.findByLabelText('Адрес витрины');
    await user.type(alias, 'api');
    expect(screen.getByText('Этот адрес зарезервирован')).toBeInTheDocument();
    await user.clear(alias);
    await user.type(alias, 'sport');
    expect(await screen.findByText('Адрес занят: выберите другой')).toBeInTheDocument();
    await waitFor(() => expect(mock.requests.some((r) => (r.body as { action?: string } | undefined)?.action === 'checkAlias')).toBe(true));
  });
});
