import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartWith, productCard } from '../../../shared/commerce/__tests__/product-fixtures';
import type { MockRoute } from '../../../test/fetch-mock';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { HomeRoute } from '../home-route';
import { expectScreenState } from '../../../test/screen-state';

const products = Array.from({ length: 15 }, (_, i) => productCard({ id: i + 1, name: `Товар ${i + 1}` }));

describe('home', () => {
  it('shows the showcase header, the landings teaser and 15 products', async () => {
    mockShell({
      extra: [
        { path: '/api/cart/', body: cartWith() },
        {
          path: '/api/catalog/home',
          body: { products, landings: [{ id: 4, title: 'Весенняя распродажа', description: 'Скидки до 30 %', cover: null }] },
        },
      ],
    });
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Витрина Сарафана' })).toBeInTheDocument();
    expect(screen.getByText('Покупайте с друзьями')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Популярные товары' });
    expect(within(list).getAllByRole('article')).toHaveLength(15);
    expect(screen.getByRole('link', { name: /Весенняя распродажа/ })).toHaveAttribute('href', '/actions/4');
    // The spec's term for the same thing everywhere (menu, list page, home block): «Лендинги», not «Акции».
    expect(screen.getByRole('heading', { name: 'Лендинги' })).toBeInTheDocument();
    expect(screen.queryByText(/Акци/)).not.toBeInTheDocument();
  });

  it('shows the seller’s banner and promo blocks', async () => {
    mockShell({
      startup: {
        storefront: {
          contacts: { phone: '', email: '', address: '', telegram: '', whatsapp: '', vk: '', workHours: '' },
          announcement: '',
          banner: { title: 'Сезон велосипедов', text: 'Скидки до 20%' },
          promo: { title: '', text: 'Промокод ВЕСНА на второй заказ' },
        },
      },
      extra: [
        { path: '/api/cart/', body: cartWith() },
        { path: '/api/catalog/home', body: { products, landings: [] } },
      ],
    });
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Сезон велосипедов' })).toBeInTheDocument();
    expect(screen.getByText('Скидки до 20%')).toBeInTheDocument();
    expect(screen.getByText('Промокод ВЕСНА на второй заказ')).toBeInTheDocument();
  });

  it('makes the landings the home page in landing mode, with no catalogue', async () => {
    mockShell({
      startup: { showcaseStateId: 1 },
      extra: [
        {
          path: '/api/catalog/home',
          body: { products: [], landings: [{ id: 4, title: 'Весенняя распродажа', description: 'Скидки до 30 %', cover: null }] },
        },
      ],
    });
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByRole('link', { name: /Весенняя распродажа/ })).toHaveAttribute('href', '/actions/4');
    expect(screen.queryByRole('link', { name: 'Перейти в каталог' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Популярные товары' })).not.toBeInTheDocument();
  });

  it('has an empty state without products or landings', async () => {
    mockShell({ extra: [{ path: '/api/catalog/home', body: { products: [], landings: [] } }] });
    renderWithProviders(<HomeRoute />);
    await expectScreenState('Здесь пока нет товаров', { name: 'Перейти в каталог', href: '/catalog' });
    expect(screen.queryByRole('heading', { name: 'Лендинги' })).not.toBeInTheDocument();
  });

  it('shows the error and retries', async () => {
    const home: MockRoute = { path: '/api/catalog/home', status: 503, body: { message: 'Сервис временно недоступен', code: 'UNAVAILABLE' } };
    mockShell({ extra: [{ path: '/api/cart/', body: cartWith() }, home] });
    const { user } = renderWithProviders(<HomeRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    home.status = 200;
    home.body = { products, landings: [] };
    await user.click(screen.getByRole('button', { name: 'Попробуйте ещё раз или перезагрузите страницу...' }));
    expect(within(await screen.findByRole('list', { name: 'Популярные товары' })).getAllByRole('article')).toHaveLength(15);
  });
});
