import { STORAGE_KEYS } from '@storefront/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { platform } from '../../../shared/lib/platform';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import enMessages from '../../../locales/en-US.json';
import { paths } from '../../../shared/lib/paths';
import { buildRoutes } from '../../router/routes';
import { NavMenu } from '../menu/nav-menu';

const admin = { isShowcaseAdmin: true, clientInfo: { Id: 1, Name: 'Админ', Avatar: null, RefCode: 'ADMIN001', Role: 'shopper' as const } };
const withLandings: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true, handle: { nav: true, name: 'nav.home', type: 0, order: 0, path: paths.home } },
      { path: paths.actions, handle: { nav: true, name: 'nav.actions', type: 2, order: 1, path: paths.actions } },
      { path: paths.brands, handle: { nav: true, name: 'nav.brands', type: 3, order: 2, path: paths.brands } },
    ],
  },
];

function renderMenu(routeTable: RouteObject[] = buildRoutes({ isLogged: false })) {
  return renderWithProviders(<NavMenu open onClose={vi.fn()} />, { routeTable });
}

describe('navigation menu', () => {
  it('lists route entries in order and static page groups that expand', async () => {
    mockShell({ startup: { staticGroups: [{ id: 4, name: 'Покупателям', pages: [{ name: 'Доставка', alias: 'delivery' }] }] } });
    const { user } = renderMenu();
    const nav = await screen.findByRole('navigation', { name: 'Разделы' });
    expect(within(nav).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    const group = await within(nav).findByRole('button', { name: 'Покупателям' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Доставка' })).toHaveAttribute('href', '/pages/delivery');
    await user.click(group);
    expect(within(nav).queryByRole('link', { name: 'Доставка' })).not.toBeInTheDocument();
  });

  it('hides the landings entry without actions and applies burger_menu captions', async () => {
    mockShell({ menu: { actionsCnt: 0, burger_menu: { '3': 'Марки' } } });
    renderMenu(withLandings);
    const nav = await screen.findByRole('navigation', { name: 'Разделы' });
    expect(await within(nav).findByRole('link', { name: 'Марки' })).toHaveAttribute('href', '/brands');
    expect(within(nav).queryByRole('link', { name: 'Лендинги' })).not.toBeInTheDocument();
  });

  it('keeps its own translated names in en-US instead of the Russian burger_menu captions', async () => {
    mockShell({ menu: { burger_menu: { '3': 'Марки', '2': 'Акции' } } });
    renderWithProviders(<NavMenu open onClose={vi.fn()} />, { routeTable: withLandings, locale: 'en-US', messages: enMessages });
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(await within(nav).findByRole('link', { name: 'Brands' })).toHaveAttribute('href', '/brands');
    expect(within(nav).queryByRole('link', { name: 'Марки' })).not.toBeInTheDocument();
    expect(nav.textContent).not.toMatch(/[А-Яа-яЁё]/);
  });

  it('shows the landings entry to an admin even without actions', async () => {
    mockShell({ menu: { ...admin, actionsCnt: 0 } });
    renderMenu(withLandings);
    expect(await screen.findByRole('link', { name: 'Лендинги' })).toHaveAttribute('href', '/actions');
  });

  it('gives admins the update time, "Заказы" and "Настройки"', async () => {
    mockShell({ menu: { ...admin, updated_after: 1_741_166_820 } });
    renderMenu();
    expect(await screen.findByText(/^Обновлено: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Заказы' })).toHaveAttribute('href', '/account/profile/sale-orders');
    expect(screen.getByRole('link', { name: 'Настройки' })).toHaveAttribute('href', '/account/profile/showcases/7');
    expect(screen.getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute('href', '/account/profile');
  });

  it('hides "Заказы" for a showcase in state 1', async () => {
    mockShell({ menu: { ...admin, showcaseStateId: 1 } });
    renderMenu();
    expect(await screen.findByRole('link', { name: 'Настройки' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Заказы' })).not.toBeInTheDocument();
  });

  it('shows the slogan and the truncated name to a visitor, without the personal account', async () => {
    mockShell({ startup: { showcaseName: 'Большая витрина товаров для всей семьи и друзей' } });
    renderMenu();
    expect(await screen.findByText('Покупайте с друзьями')).toBeInTheDocument();
    const brand = screen.getByRole('link', { name: 'Большая витрина товаров для всей се…' });
    expect(brand.querySelector('img')).toHaveAttribute('src', '/api/stat/images/logos/demo_mobile.png?t=1700000000');
    expect(screen.queryByText('Обновлено:', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Личный кабинет' })).not.toBeInTheDocument();
  });

  it('shows the clock in Russian', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2025, 2, 5, 9, 7) });
    mockShell();
    renderMenu();
    expect(await screen.findByText('среда, 5 марта')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Время 09:07' })).toHaveTextContent('09:07');
  });

  it('opens "Балансы страницы" from a balance block with the pending share, leading to the showcase money', async () => {
    mockShell({ menu: { ...admin, showcaseBalance: { Balance: 1500, LocalBalance: null, PendingBalance: 289.6 } } });
    const { user } = renderMenu();
    const block = await screen.findByRole('button', { name: /Баланс Сарафан/ });
    expect(block).toHaveTextContent(/ожидается 289,60/);
    expect(block).toHaveTextContent(/1\s500,00/);
    await user.click(block);
    expect(screen.queryByRole('button', { name: /Баланс страницы/ })).not.toBeInTheDocument();
    const modal = await screen.findByRole('dialog', { name: 'Балансы страницы' });
    expect(modal).toHaveClass('balances-modal--likechain');
    expect(within(modal).getByText('Ожидается').nextElementSibling).toHaveTextContent('289,60');
    expect(within(modal).getByRole('link', { name: 'Вывести и история' })).toHaveAttribute('href', '/account/profile/showcases/7/money');
  });

  it('opens the local type for "Баланс страницы"', async () => {
    mockShell({ menu: { ...admin, showcaseBalance: { Balance: null, LocalBalance: 0, PendingBalance: null } } });
    const { user } = renderMenu();
    await user.click(await screen.findByRole('button', { name: /Баланс страницы/ }));
    expect(await screen.findByRole('dialog', { name: 'Балансы страницы' })).toHaveClass('balances-modal--local');
  });
});

describe('developer mode', () => {
  it('five taps on the time flip DevModeApp, tell the server and reload', async () => {
    const reload = vi.spyOn(platform, 'reload').mockImplementation(() => undefined);
    const { requests } = mockShell({ extra: [{ method: 'POST', path: '/api/tg', body: { ok: true } }] });
    const { user } = renderMenu();
    const time = await screen.findByRole('button', { name: /^Время/ });
    for (let i = 0; i < 5; i++) await user.click(time);
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/tg')?.body).toEqual({ method: 'changeMode', devMode: 1 });
    expect(window.localStorage.getItem(STORAGE_KEYS.devMode)).toBe('1');
    expect(window.localStorage.getItem(STORAGE_KEYS.stageServer)).toBe('1');
  });

  it('alerts "Error change Mode" when the server refuses', async () => {
    window.localStorage.setItem(STORAGE_KEYS.devMode, '1');
    const alert = vi.spyOn(platform, 'alert').mockImplementation(() => undefined);
    const reload = vi.spyOn(platform, 'reload').mockImplementation(() => undefined);
    mockShell({ extra: [{ method: 'POST', path: '/api/tg', status: 403, body: { message: 'Нет прав', code: 'FORBIDDEN' } }] });
    const { user } = renderMenu();
    const time = await screen.findByRole('button', { name: /^Время/ });
    for (let i = 0; i < 5; i++) await user.click(time);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error change Mode'));
    expect(reload).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.devMode)).toBe('1');
  });
});
