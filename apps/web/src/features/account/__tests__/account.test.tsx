import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { platform } from '../../../shared/lib/platform';
import { mockFetch } from '../../../test/fetch-mock';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { AccountPage, ProfilePage } from '../account-page';
import { profileBackoffMs, shouldRetryProfile } from '../api';
import { profile } from './profile-fixture';

function accountServer(options: { unseen?: number; refuse?: { status: number; body: unknown } } = {}) {
  let current = profile();
  const mock = mockShell({
    startup: { isLogged: true },
    extra: [
      { path: '/api/account/profile/', body: () => ({ profile: current }) },
      {
        path: '/api/tg',
        query: { method: 'getCounters' },
        body: { NewReferals: 0, UnseenTransactions: 0, UnseenNotifications: options.unseen ?? 0 },
      },
      {
        method: 'POST',
        path: '/api/ajax/',
        status: options.refuse?.status ?? 200,
        body: () => {
          if (options.refuse) return options.refuse.body;
          const { action: _action, ...changes } = mock.requests.at(-1)!.body as Record<string, unknown>;
          current = { ...current, ...changes };
          return { profile: current };
        },
      },
    ],
  });
  return mock;
}

describe('account pages', () => {
  it('shows who is logged in, the referral code and the sections with the unseen notifications', async () => {
    accountServer({ unseen: 3 });
    renderWithProviders(<AccountPage />, { route: '/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Иван Покупателев' })).toBeInTheDocument();
    expect(screen.getByText('@ivan_shopper')).toBeInTheDocument();
    expect(screen.getByText('С нами с 5 марта 2024')).toBeInTheDocument();
    expect(screen.getByText('IVANPOKU')).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Разделы кабинета' });
    expect(within(sections).getByRole('link', { name: /Мои заказы/ })).toHaveAttribute('href', '/account/profile/orders');
    expect(await within(sections).findByRole('link', { name: /Уведомления\s*3 новых/ })).toHaveAttribute('href', '/account/profile/notifications');
    expect(within(sections).getByRole('link', { name: /Личные данные/ })).toHaveAttribute('href', '/account/profile');
    expect(screen.getByRole('img', { name: 'Фото профиля' })).toHaveTextContent('ИП');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('lists the sale orders section only for showcase admins', async () => {
    const shell = (isShowcaseAdmin: boolean) =>
      mockShell({
        startup: { isLogged: true },
        menu: { isShowcaseAdmin },
        extra: [
          { path: '/api/account/profile/', body: { profile: profile() } },
          { path: '/api/tg', query: { method: 'getCounters' }, body: { NewReferals: 0, UnseenTransactions: 0, UnseenNotifications: 0 } },
        ],
      });
    shell(true);
    const admin = renderWithProviders(<AccountPage />, { route: '/account' });
    const sections = await screen.findByRole('navigation', { name: 'Разделы кабинета' });
    expect(await within(sections).findByRole('link', { name: /Заказы покупателей/ })).toHaveAttribute('href', '/account/profile/sale-orders');
    admin.unmount();
    const { requests } = shell(false);
    const { store } = renderWithProviders(<AccountPage />, { route: '/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Иван Покупателев' })).toBeInTheDocument();
    // The menu (where isShowcaseAdmin comes from) has answered before the check.
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/menu/')).toBe(true));
    await waitFor(() => expect(JSON.stringify(store.getState().api.queries)).toContain('"isShowcaseAdmin":false'));
    expect(
      within(screen.getByRole('navigation', { name: 'Разделы кабинета' })).queryByRole('link', { name: /Заказы покупателей/ }),
    ).not.toBeInTheDocument();
  });

  it('saves only the changed fields and shows what the server kept', async () => {
    const { requests } = accountServer();
    const { user, store } = renderWithProviders(<ProfilePage />, { route: '/account/profile' });
    const name = await screen.findByRole('textbox', { name: 'Имя' });
    await user.clear(name);
    await user.type(name, 'Иван Петров');
    await user.type(screen.getByRole('textbox', { name: /Телефон/ }), '8 912 345 67 89');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url.pathname === '/api/ajax/').map((r) => r.body)).toEqual([
        { action: 'updateClient', name: 'Иван Петров', phone: '8 912 345 67 89' },
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Иван Петров' })).toBeInTheDocument();
    expect(store.getState().notices.map((n) => n.message)).toContain('Данные сохранены');
  });

  it('checks the name itself and shows the server’s field problems in plain words', async () => {
    const { requests } = accountServer({
      refuse: { status: 400, body: { message: 'Проверьте введённые данные', code: 'VALIDATION_FAILED', fields: { phone: 'Неверный формат' } } },
    });
    const { user } = renderWithProviders(<ProfilePage />, { route: '/account/profile' });
    const name = await screen.findByRole('textbox', { name: 'Имя' });
    await user.clear(name);
    await user.type(name, 'И');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Имя — от 2 до 100 символов')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.url.pathname === '/api/ajax/')).toHaveLength(0);

    await user.type(name, 'ван');
    await user.type(screen.getByRole('textbox', { name: /Телефон/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Введите российский номер: +7 или 8 и ещё 10 цифр')).toBeInTheDocument();
  });

  it('stores a new language as the client’s locale and reloads in it', async () => {
    const reload = vi.spyOn(platform, 'reload').mockImplementation(() => undefined);
    const { requests } = accountServer();
    const { user } = renderWithProviders(<ProfilePage />, { route: '/account/profile' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Язык интерфейса' }), 'en-US');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(window.localStorage.getItem('locale')).toBe('en-US');
    expect(requests.find((r) => r.url.pathname === '/api/ajax/')?.body).toEqual({ action: 'updateClient', locale: 'en-US' });
  });

  it('asks before logging out', async () => {
    const mock = accountServer();
    const { user } = renderWithProviders(<AccountPage />, { route: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Выйти из аккаунта' }));
    const dialog = screen.getByRole('dialog', { name: 'Выйти из аккаунта?' });
    await user.click(within(dialog).getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(mock.requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/account/logout')).toBe(true));
  });
});

describe('profile read retries (spec §9: 8)', () => {
  it('retries transient failures and then shows the profile', async () => {
    let calls = 0;
    // The network fails twice (fetch rejects), then the profile arrives.
    const { fetchMock } = mockFetch([
      {
        path: '/api/account/profile/',
        body: () => {
          calls += 1;
          if (calls <= 2) throw new TypeError('Failed to fetch');
          return { profile: profile() };
        },
      },
    ]);
    renderWithProviders(<ProfilePage />, { route: '/account/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Иван Покупателев' }, { timeout: 4000 })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/account/profile/'))).toHaveLength(
      3,
    );
  });

  it('does not retry a refusal', async () => {
    const { requests } = mockFetch([
      { path: '/api/account/profile/', status: 401, body: { message: 'Войдите, чтобы продолжить', code: 'UNAUTHORIZED' } },
    ]);
    renderWithProviders(<ProfilePage />, { route: '/account/profile' });
    expect(await screen.findByText('Войдите, чтобы продолжить')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname === '/api/account/profile/')).toHaveLength(1);
  });

  it('allows eight retries of network, timeout and server errors, none of 4xx', () => {
    expect(shouldRetryProfile({ status: 'FETCH_ERROR', message: '' }, 8)).toBe(true);
    expect(shouldRetryProfile({ status: 'FETCH_ERROR', message: '' }, 9)).toBe(false);
    expect(shouldRetryProfile({ status: 503, message: '' }, 1)).toBe(true);
    expect(shouldRetryProfile({ status: 'TIMEOUT_ERROR', message: '' }, 3)).toBe(true);
    expect(shouldRetryProfile({ status: 404, message: '' }, 1)).toBe(false);
    expect(shouldRetryProfile({ status: 401, message: '' }, 1)).toBe(false);
    expect([1, 2, 3, 8].map(profileBackoffMs)).toEqual([250, 500, 1000, 4000]);
  });
});
