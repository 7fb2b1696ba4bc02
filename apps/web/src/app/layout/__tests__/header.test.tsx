import { STORAGE_KEYS } from '@storefront/contract/constants';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { Header } from '../header/header';

describe('header', () => {
  it('blocks the favourites and cart links while they are empty', async () => {
    mockShell({ menu: { favouritesCnt: 0, cartCnt: 0 } });
    const { user, router } = renderWithProviders(<Header onOpenMenu={vi.fn()} />);
    const favourites = await screen.findByRole('link', { name: 'Избранное: пусто' });
    const cart = screen.getByRole('link', { name: 'Корзина: пусто' });
    expect(favourites).toHaveAttribute('aria-disabled', 'true');
    expect(cart).toHaveAttribute('aria-disabled', 'true');
    await user.click(favourites);
    await user.click(cart);
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens favourites and cart when they have items, with counts', async () => {
    mockShell({ menu: { favouritesCnt: 2, cartCnt: 5 } });
    const { user, router } = renderWithProviders(<Header onOpenMenu={vi.fn()} />);
    const cart = await screen.findByRole('link', { name: 'Корзина: 5 товаров' });
    expect(cart).not.toHaveAttribute('aria-disabled');
    expect(cart).toHaveTextContent('5');
    await user.click(screen.getByRole('link', { name: 'Избранное: 2 товара' }));
    expect(router.state.location.pathname).toBe('/favorites');
  });

  it('shows the wishlist and the profile link only to a logged-in user', async () => {
    mockShell({ startup: { isLogged: true }, menu: { clientInfo: { Id: 3, Name: 'Анна', Avatar: null, RefCode: 'ABCD1234', Role: 'shopper' } } });
    renderWithProviders(<Header onOpenMenu={vi.fn()} />);
    expect(await screen.findByRole('link', { name: 'Профиль' })).toHaveAttribute('href', '/account/profile');
    expect(screen.getByRole('link', { name: 'Списки желаний' })).toHaveAttribute('href', '/wishlist');
  });

  it('gives an anonymous visitor a panel with the bot and test links that closes after 2 s', async () => {
    mockShell();
    renderWithProviders(<Header onOpenMenu={vi.fn()} />);
    await screen.findByText('Витрина Сарафана');
    expect(screen.queryByRole('link', { name: 'Списки желаний' })).not.toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    const panel = await screen.findByRole('dialog', { name: 'Вход в личный кабинет' });
    expect(panel).toHaveTextContent('бот пришлёт ссылку для входа на сайт');
    expect(screen.getByRole('link', { name: 'Открыть @demo_bot в Telegram' })).toHaveAttribute('href', 'https://t.me/demo_bot?start=login');
    expect(screen.getByRole('link', { name: 'Тестовый вход' })).toHaveAttribute('href', '/test');
    act(() => {
      vi.advanceTimersByTime(2000 + 500);
    });
    await waitFor(() => expect(panel).not.toBeInTheDocument());
  });

  it('marks developer mode with the red border', async () => {
    window.localStorage.setItem(STORAGE_KEYS.devMode, '1');
    mockShell();
    renderWithProviders(<Header onOpenMenu={vi.fn()} />);
    expect(await screen.findByRole('banner')).toHaveClass('app-header--dev');
  });

  it('shows new referrals and unseen transactions on the menu button', async () => {
    mockShell({ startup: { isLogged: true }, counters: { NewReferals: 2, UnseenTransactions: 1 } });
    const onOpenMenu = vi.fn();
    const { user } = renderWithProviders(<Header onOpenMenu={onOpenMenu} />);
    await user.click(await screen.findByRole('button', { name: 'Меню, 3 новых события' }));
    expect(onOpenMenu).toHaveBeenCalledOnce();
  });

  it('in wow-tree mode shows the network title and a showcase switcher', async () => {
    mockShell({
      menu: { wowTreeMode: true },
      extra: [
        {
          path: '/api/tg',
          query: { method: 'getWowTreeShowcases' },
          body: [{ ID: 1, Name: 'Соседняя витрина', Logo: '', TelegramBot: 'next_bot', Url: 'https://next.example.test' }],
        },
      ],
    });
    const { user } = renderWithProviders(<Header onOpenMenu={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Моя сарафанная Сеть' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выбрать витрину' }));
    expect(await screen.findByRole('button', { name: 'Соседняя витрина' })).toBeEnabled();
  });

  it('handles a failing showcase list gracefully', async () => {
    mockShell({
      menu: { wowTreeMode: true },
      extra: [{ path: '/api/tg', query: { method: 'getWowTreeShowcases' }, status: 500, body: { message: 'Список недоступен', code: 'INTERNAL' } }],
    });
    const { user } = renderWithProviders(<Header onOpenMenu={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Выбрать витрину' }));
    expect(await screen.findByText('Список недоступен')).toBeInTheDocument();
  });
});
