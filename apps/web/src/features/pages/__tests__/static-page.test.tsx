import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { mockFetch, notFound } from '../../../test/fetch-mock';
import { atRoute, renderWithProviders } from '../../../test/render';
import { StaticPageScreen } from '../static-page';
import { expectScreenState } from '../../../test/screen-state';

const renderPage = (route: string) => renderWithProviders(atRoute(paths.staticPage, <StaticPageScreen />), { route });

describe('static page', () => {
  it('renders the sanitised body in the prose container, with its group', async () => {
    mockFetch([
      {
        path: '/api/pages/delivery',
        body: {
          alias: 'delivery',
          name: 'Доставка',
          groupName: 'Покупателям',
          body: '<h2>Сроки</h2><p>От <strong>2</strong> дней. <a href="/catalog">Каталог</a></p>',
        },
      },
    ]);
    const { router, user } = renderPage('/pages/delivery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Доставка' })).toBeInTheDocument();
    expect(screen.getByText('Покупателям')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Сроки' }).closest('.prose')).not.toBeNull();
    await user.click(screen.getByRole('link', { name: 'Каталог' }));
    expect(router.state.location.pathname).toBe('/catalog');
  });

  it('shows "not found" for an unknown alias', async () => {
    mockFetch([{ path: '/api/pages/nope', ...notFound }]);
    renderPage('/pages/nope');
    await expectScreenState('Страница не найдена', { name: 'На главную', href: '/' });
  });

  it('does not ask the server about an alias that cannot exist', async () => {
    const { fetchMock } = mockFetch([]);
    renderPage('/pages/Bad_Alias');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry for other errors', async () => {
    mockFetch([{ path: '/api/pages/terms', status: 500, body: { message: 'Ошибка сервера', code: 'INTERNAL' } }]);
    renderPage('/pages/terms');
    expect(await screen.findByText('Ошибка сервера')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Попробуйте ещё раз или перезагрузите страницу...' })).toBeInTheDocument();
  });
});
