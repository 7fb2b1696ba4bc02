import type { LandingDetail } from '@storefront/contract/landings';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { cartWith, teaProduct } from '../../../shared/commerce/__tests__/product-fixtures';
import { notFound } from '../../../test/fetch-mock';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders, atRoute } from '../../../test/render';
import { LandingPage } from '../landing-page';
import { LandingsPage } from '../landings-page';
import { expectScreenState } from '../../../test/screen-state';

const product = (id: number, name: string) => teaProduct(id, name, { price: 1_990_00, stock: 3 });

const landing: LandingDetail = {
  id: 5,
  slug: 'spring',
  title: 'Весенняя распродажа',
  description: 'Скидки на чай и посуду',
  cover: '/images/media/spring.png',
  startsAt: '2025-03-01T09:00:00.000Z',
  endsAt: '2025-03-31T12:00:00.000Z',
  blocks: [
    { type: 'text', title: 'Условия', text: '<p>Скидка действует <strong>до конца марта</strong>.</p>' },
    { type: 'picture', url: '/images/media/teapot.png', caption: 'Новый чайник' },
    { type: 'products', title: 'Подборка', products: [product(1, 'Чай улун'), product(2, 'Пиала')] },
  ],
};

describe('landings', () => {
  it('lists the showcase landings with cover, title, description and dates', async () => {
    const { requests } = mockShell({
      extra: [
        {
          path: '/api/tg/',
          query: { method: 'getShowcaseActions' },
          body: { actions: [landing, { ...landing, id: 6, title: 'Без дат', startsAt: null, endsAt: null, cover: null }] },
        },
      ],
    });
    renderWithProviders(<LandingsPage />, { route: '/actions' });
    expect(await screen.findByRole('heading', { name: 'Лендинги' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Весенняя распродажа/ });
    expect(link).toHaveAttribute('href', '/actions/5');
    expect(link).toHaveTextContent('Скидки на чай и посуду');
    expect(link).toHaveTextContent('С 01.03.2025 по 31.03.2025');
    expect(link.querySelector('img')).toHaveAttribute('src', '/images/media/spring.png');
    expect(screen.getByRole('link', { name: /^Без дат/ })).toHaveAttribute('href', '/actions/6');
    expect(requests.find((r) => r.url.pathname === '/api/tg/')?.url.searchParams.get('id')).toBe('7');
  });

  it('says so when there are no landings', async () => {
    mockShell({ extra: [{ path: '/api/tg/', query: { method: 'getShowcaseActions' }, body: { actions: [] } }] });
    renderWithProviders(<LandingsPage />, { route: '/actions' });
    expect(await screen.findByRole('heading', { name: 'Сейчас нет лендингов' })).toBeInTheDocument();
  });

  it('renders one landing with its text, picture and product blocks', async () => {
    mockShell({
      extra: [
        { path: '/api/actions/5', body: landing },
        { path: '/api/cart/', body: cartWith() },
      ],
    });
    renderWithProviders(atRoute(paths.action, <LandingPage />), { route: '/actions/5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Весенняя распродажа' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Условия' })).toBeInTheDocument();
    expect(screen.getByText('до конца марта').tagName).toBe('STRONG');
    const figure = screen.getByText('Новый чайник').closest('figure')!;
    expect(within(figure).getByRole('img', { name: 'Новый чайник' })).toHaveAttribute('src', '/images/media/teapot.png');
    const picks = screen.getByRole('list', { name: 'Подборка' });
    expect(within(picks).getAllByRole('listitem')).toHaveLength(2);
    expect(within(picks).getByRole('link', { name: 'Чай улун' })).toHaveAttribute('href', '/product/1');
    await waitFor(() => expect(within(picks).getAllByRole('button', { name: /В корзину/ })).toHaveLength(2));
  });

  it('shows the landing title once, not again as the cover picture, its caption or a block heading', async () => {
    const repeating: LandingDetail = {
      ...landing,
      blocks: [
        { type: 'picture', url: landing.cover!, caption: landing.title },
        { type: 'text', title: 'Весенняя распродажа', text: '<p>Скидки на чай.</p>' },
        { type: 'picture', url: '/images/media/teapot.png', caption: 'весенняя распродажа ' },
      ],
    };
    mockShell({ extra: [{ path: '/api/actions/5', body: repeating }] });
    renderWithProviders(atRoute(paths.action, <LandingPage />), { route: '/actions/5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Весенняя распродажа' })).toBeInTheDocument();
    expect(screen.getAllByText(/Весенняя распродажа/i)).toHaveLength(1);
    expect(screen.getByText('Скидки на чай.')).toBeInTheDocument();
    // The cover stays in the hero; the same picture as a block is dropped, another picture stays (without the caption).
    expect(document.querySelectorAll('img[src="/images/media/spring.png"]')).toHaveLength(1);
    expect(document.querySelector('img[src="/images/media/teapot.png"]')).not.toBeNull();
  });

  it('sends a landing-mode showcase’s products to the store showcase with the referral', async () => {
    mockShell({
      startup: {
        showcaseStateId: 1,
        storeLink: { origin: 'https://main.example.org', name: 'Сарафан Маркет', query: 's=1_r=REF123&cmp=12ABCD' },
      },
      extra: [{ path: '/api/actions/5', body: landing }],
    });
    renderWithProviders(atRoute(paths.action, <LandingPage />), { route: '/actions/5' });
    const picks = await screen.findByRole('list', { name: 'Подборка' });
    await waitFor(() => expect(within(picks).getAllByRole('link', { name: 'Купить' })).toHaveLength(2));
    const [buy] = within(picks).getAllByRole('link', { name: 'Купить' });
    expect(buy).toHaveAttribute('href', 'https://main.example.org/product/1?s=1_r=REF123&cmp=12ABCD');
    expect(within(picks).getByRole('link', { name: 'Чай улун' })).toHaveAttribute(
      'href',
      'https://main.example.org/product/1?s=1_r=REF123&cmp=12ABCD',
    );
    expect(within(picks).queryByRole('button', { name: /В корзину/ })).toBeNull();
    expect(within(picks).getAllByText('в магазине «Сарафан Маркет»')).toHaveLength(2);
  });

  it('shows "not found" for a landing that is not public', async () => {
    mockShell({ extra: [{ path: '/api/actions/9', ...notFound }] });
    renderWithProviders(atRoute(paths.action, <LandingPage />), { route: '/actions/9' });
    await expectScreenState('Лендинг не найден', { name: 'Все лендинги', href: '/actions' });
  });
});
