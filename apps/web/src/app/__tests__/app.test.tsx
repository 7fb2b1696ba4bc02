import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setActiveIntl, sourceMessages } from '../../shared/lib/i18n';
import { platform } from '../../shared/lib/platform';
import { menuConfig, mockShell, startupConfig } from '../../test/fixtures';
import { App } from '../app';
import { makeStore } from '../../shared/lib/store';

function renderApp(path = '/') {
  window.history.replaceState(null, '', path);
  setActiveIntl('ru-RU', sourceMessages);
  const user = userEvent.setup();
  render(<App store={makeStore()} locale="ru-RU" messages={sourceMessages} />);
  return { user };
}

describe('app shell', () => {
  it('renders header, main and footer, and sends an unknown path home', async () => {
    mockShell();
    renderApp('/no-such-page');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    // The footer arrives in its own chunk after first paint.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('shows an anonymous visitor the ways to log in on an account path («Моя сеть»), phone included', async () => {
    mockShell({ startup: { isLogged: false, phoneLogin: true } });
    renderApp('/account/profile/wow-tree');
    expect(await screen.findByRole('heading', { name: 'Войдите, чтобы открыть этот раздел' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Номер телефона' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/account/profile/wow-tree');
  });

  it('follows the redirect target of the startup context', async () => {
    mockShell({ startup: { redirectTarget: '/test' }, extra: [{ path: '/api/test/users', body: { users: [] } }] });
    renderApp('/');
    await waitFor(() => expect(window.location.pathname).toBe('/test'));
  });

  it('locks the page scroll while the menu is open', async () => {
    mockShell();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Меню' }));
    const menu = await screen.findByRole('dialog', { name: 'Меню' });
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(within(menu).getByRole('button', { name: 'Закрыть меню' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('shows the messenger back button after navigating, and goes back with it', async () => {
    const setBackButton = vi.spyOn(platform, 'setBackButton');
    mockShell({ extra: [{ path: '/api/test/users', body: { users: [] } }] });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Войти' }));
    await user.click(await screen.findByRole('link', { name: 'Тестовый вход' }));
    await screen.findByRole('heading', { name: 'Тестовый вход' });
    const handler = setBackButton.mock.calls.at(-1)?.[0];
    expect(handler).toBeTypeOf('function');
    act(() => handler?.());
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('logs in on the test page and turns the profile icon into the account link', async () => {
    let logged = false;
    const anna = { Id: 3, Name: 'Анна', Avatar: null, RefCode: 'ANNA0001', Role: 'shopper' as const };
    mockShell({
      startup: () => startupConfig({ isLogged: logged }),
      menu: () => menuConfig({ clientInfo: logged ? anna : null }),
      extra: [
        { path: '/api/test/users', body: { users: [{ id: 3, name: 'Анна', role: 'shopper', description: 'Покупатель с заказами' }] } },
        { path: '/api/account/auth', body: () => ({ isLogged: logged, clientInfo: logged ? anna : null }) },
        {
          method: 'POST',
          path: '/api/test/login',
          body: () => {
            logged = true;
            return { ok: true };
          },
        },
        {
          method: 'POST',
          path: '/api/account/logout',
          body: () => {
            logged = false;
            return { ok: true };
          },
        },
      ],
    });
    const { user } = renderApp('/test');
    expect(await screen.findByText('Вы не вошли')).toBeInTheDocument();
    expect(await screen.findByText('Покупатель')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Войти как Анна' }));
    expect(await screen.findByText('Вы вошли как Анна')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Профиль' })).toHaveAttribute('href', '/account/profile');
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByText('Вы не вошли')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });
});
