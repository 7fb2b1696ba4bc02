import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setActiveIntl, sourceMessages } from '../../shared/lib/i18n';
import { resetLaunchParams } from '../../shared/lib/launch';
import { mockShell } from '../../test/fixtures';
import { App } from '../app';
import { makeStore } from '../../shared/lib/store';

function open(path: string) {
  window.history.replaceState(null, '', path);
  resetLaunchParams();
  setActiveIntl('ru-RU', sourceMessages);
  return render(<App store={makeStore()} locale="ru-RU" messages={sourceMessages} />);
}

describe('a tab opened on another showcase with ?s=', () => {
  it('keeps the showcase in the address while browsing, and after a reload of a page without it', async () => {
    const { requests } = mockShell({
      extra: [
        { path: '/api/test/users', body: { users: [] } },
        { path: '/api/cart/', body: { cart: { goodsInfo: [], cnt_in_cart: 0, total: 0, oldTotal: 0 } } },
      ],
    });
    const user = userEvent.setup();
    const first = open('/?s=2_r=ABCD1234');
    await user.click(await screen.findByRole('button', { name: 'Войти' }));
    await user.click(await screen.findByRole('link', { name: 'Тестовый вход' }));
    await waitFor(() => expect(window.location.pathname).toBe('/test'));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('s')).toBe('2_r=ABCD1234'));
    first.unmount();

    // The reload of an address that lost the parameter (an old bookmark of /cart in this tab).
    requests.length = 0;
    open('/cart');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('s')).toBe('2_r=ABCD1234'));
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/startup')).toBe(true));
    for (const request of requests) expect(request.url.searchParams.get('s'), request.url.pathname).toBe('2_r=ABCD1234');
  });
});
