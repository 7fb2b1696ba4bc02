import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INLINE_CONFIG_GLOBAL, inlineConfigSchema } from '@storefront/contract/startup';
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveIntl, sourceMessages } from '../../shared/lib/i18n';
import { resetLaunchParams } from '../../shared/lib/launch';
import { mockFetch } from '../../test/fetch-mock';
import { menuConfig, startupConfig } from '../../test/fixtures';
import { App } from '../app';
import { makeStore } from '../../shared/lib/store';

/** Inside Telegram the startup call is the login: the server opens the session from the init data. */
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[INLINE_CONFIG_GLOBAL];
});

describe('a logged-in user opening the Mini App', () => {
  it('gets the menu of the account, not of an anonymous visitor', async () => {
    let logged = false;
    const anna = { Id: 3, Name: 'Анна', Avatar: null, RefCode: 'ANNA0001', Role: 'shopper' as const };
    // The server takes a moment to check the init data; a menu call sent meanwhile would have no session yet.
    const { requests } = mockFetch([
      {
        method: 'POST',
        path: '/api/startup',
        delayMs: 50,
        body: () => {
          logged = true;
          return startupConfig({ isLogged: true });
        },
      },
      { path: '/api/menu/', body: () => menuConfig({ clientInfo: logged ? anna : null }) },
      { path: '/api/tg', query: { method: 'getOneShowcaseCounters' }, body: { NewReferals: 0, UnseenTransactions: 0 } },
    ]);
    const initData = new URLSearchParams({ auth_date: '1', user: '{"id":3}', hash: 'x' });
    window.history.replaceState(null, '', `/#${new URLSearchParams({ tgWebAppData: initData.toString() }).toString()}`);
    resetLaunchParams();
    // The shell paints at once from the showcase config the server inlined into index.html.
    const inline = inlineConfigSchema.parse(startupConfig());
    (window as unknown as Record<string, unknown>)[INLINE_CONFIG_GLOBAL] = inline;
    setActiveIntl('ru-RU', sourceMessages);
    const user = userEvent.setup();
    render(<App store={makeStore()} locale="ru-RU" messages={sourceMessages} />);

    await user.click(await screen.findByRole('button', { name: 'Меню' }));
    const menu = await screen.findByRole('dialog', { name: 'Меню' });
    expect(await within(menu).findByRole('link', { name: 'Личный кабинет' })).toBeInTheDocument();
    expect(requests[0]?.url.pathname).toBe('/api/startup');
  });
});
