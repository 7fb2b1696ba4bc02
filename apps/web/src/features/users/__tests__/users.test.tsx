import type { PublicUserResponse } from '@storefront/contract/users';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { UserPage } from '../user-page';

const main = { id: 1, name: 'Сарафан Маркет', logo: '/api/stat/images/logos/1_mobile.png?t=1', url: 'http://main.localhost:3000/' };
const promo = { id: 2, name: 'Сарафан Акции', logo: '/api/stat/images/logos/2_mobile.png?t=1', url: 'http://promo.localhost:3000/' };
const response = (overrides: Partial<PublicUserResponse> = {}): PublicUserResponse => ({
  user: { name: 'Алексей Продавцов', avatarUrl: null, joinedAt: '2024-11-20T10:00:00.000Z' },
  showcases: [main, promo],
  showcase: null,
  ...overrides,
});

const page = (
  <Routes>
    <Route path={paths.user} element={<UserPage />} />
    <Route path={paths.userShowcase} element={<UserPage />} />
  </Routes>
);

describe('public profile', () => {
  it('shows the name, join date and the showcases the user runs', async () => {
    mockFetch([{ path: '/api/users/ALEKSEY1', body: response() }]);
    renderWithProviders(page, { route: '/users/ALEKSEY1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Алексей Продавцов' })).toBeInTheDocument();
    expect(screen.getByText('С нами с 20 ноября 2024')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: /Витрины пользователя/ });
    expect(within(section).getByText('2 витрины')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Открыть витрину: Сарафан Маркет' })).toHaveAttribute('href', 'http://main.localhost:3000/');
    expect(within(section).getByRole('img', { name: 'Логотип витрины Сарафан Акции' })).toHaveAttribute('src', promo.logo);
  });

  it('puts the showcase of /users/{handle}/{showcase_id} first', async () => {
    const { requests } = mockFetch([{ path: '/api/users/ALEKSEY1', query: { showcase_id: '2' }, body: response({ showcase: promo }) }]);
    renderWithProviders(page, { route: '/users/ALEKSEY1/2' });
    const featured = await screen.findByRole('region', { name: 'Витрина' });
    expect(within(featured).getByText('Сарафан Акции')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: /Витрины пользователя/ });
    expect(within(list).queryByText('Сарафан Акции')).not.toBeInTheDocument();
    expect(requests[0]!.url.searchParams.get('showcase_id')).toBe('2');
  });

  it('says when the user does not exist (a sequential id is no handle)', async () => {
    mockFetch([{ path: '/api/users/9', status: 404, body: { message: 'Не найдено', code: 'NOT_FOUND' } }]);
    renderWithProviders(page, { route: '/users/9' });
    expect(await screen.findByRole('heading', { name: 'Пользователь не найден' })).toBeInTheDocument();
  });

  it('does not ask the server about a malformed handle', async () => {
    const { requests } = mockFetch([]);
    renderWithProviders(page, { route: '/users/a-b' });
    expect(await screen.findByRole('heading', { name: 'Пользователь не найден' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
