import type { IdentityLink } from '@storefront/contract/identities';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostRuntime } from '../../../shared/lib/host-runtime';
import { platform } from '../../../shared/lib/platform';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { AccountPage } from '../account-page';
import { profile } from './profile-fixture';

const buyer = profile();

const LINK: IdentityLink = {
  code: 'AAAAAAAAAAAAAAAAAAAAAA',
  startParam: 'bGluaz1BQUFB',
  expiresInMinutes: 15,
  telegramLink: 'https://t.me/sarafan_main_bot?startapp=bGluaz1BQUFB',
  maxLink: null,
};

function server(identities: { telegram: boolean; max: boolean }) {
  let current = identities;
  const mock = mockShell({
    startup: { isLogged: true },
    extra: [
      { path: '/api/account/profile/', body: { profile: buyer } },
      { path: '/api/tg', query: { method: 'getCounters' }, body: { NewReferals: 0, UnseenTransactions: 0, UnseenNotifications: 0 } },
      { path: '/api/account/identities', body: () => current },
      { method: 'POST', path: '/api/account/identities/link', body: LINK },
    ],
  });
  return { ...mock, link: (next: { telegram: boolean; max: boolean }) => void (current = next) };
}

/** A messenger host's runtime as host-features.ts sees it, with the home-screen answers under test. */
function hostRuntime(status: Awaited<ReturnType<HostRuntime['homeScreenStatus']>>, added = true) {
  const rt = { homeScreenStatus: vi.fn(() => Promise.resolve(status)), addToHomeScreen: vi.fn(() => added) };
  vi.spyOn(platform, 'runtime').mockResolvedValue(rt as unknown as HostRuntime);
  return rt;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('account: linked messengers', () => {
  it('shows which messengers are linked and links another one after a confirmation, with a one-time deep link', async () => {
    const mock = server({ telegram: false, max: true });
    const openExternal = vi.spyOn(platform, 'openExternal').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<AccountPage />, { route: '/account' });
    const card = await screen.findByRole('region', { name: 'Мессенджеры' });
    await within(card).findByText('не привязан');
    expect(within(card).getByText('привязан')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Привязать MAX' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Привязать Telegram' }));
    const confirm = await screen.findByRole('dialog', { name: 'Привязать Telegram к этому кабинету?' });
    // Nothing is issued before the confirmation.
    expect(mock.requests.some((r) => r.url.pathname === '/api/account/identities/link')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Получить ссылку' }));

    const issued = await within(card).findByRole('status');
    expect(issued).toHaveTextContent('действует 15 мин.');
    expect(mock.requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/account/identities/link')).toHaveLength(1);
    const open = within(issued).getByRole('link', { name: 'Открыть в Telegram' });
    expect(open).toHaveAttribute('href', LINK.telegramLink);
    await user.click(open);
    expect(openExternal).toHaveBeenCalledWith(LINK.telegramLink);

    // Back from Telegram: the check reads the identities again.
    mock.link({ telegram: true, max: true });
    await user.click(within(issued).getByRole('button', { name: /проверить/ }));
    await waitFor(() => expect(within(card).queryByText('не привязан')).not.toBeInTheDocument());
  });

  it('cancelling the confirmation issues nothing', async () => {
    const mock = server({ telegram: true, max: false });
    const { user } = renderWithProviders(<AccountPage />, { route: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Привязать MAX' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.requests.some((r) => r.url.pathname === '/api/account/identities/link')).toBe(false);
  });

  it('says so when the showcase has no bot in that messenger', async () => {
    server({ telegram: true, max: false });
    const { user } = renderWithProviders(<AccountPage />, { route: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Привязать MAX' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Получить ссылку' }));
    expect(await screen.findByText('У этой витрины нет бота в MAX: привязать его отсюда нельзя.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Открыть в/ })).not.toBeInTheDocument();
  });
});

describe('account: «На главный экран»', () => {
  it('is absent on the plain web', async () => {
    server({ telegram: true, max: true });
    renderWithProviders(<AccountPage />, { route: '/account' });
    await screen.findByRole('region', { name: 'Мессенджеры' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'На главный экран' })).not.toBeInTheDocument();
  });

  it.each(['added', 'unsupported'] as const)('is absent inside a host that says %s', async (status) => {
    const rt = hostRuntime(status);
    server({ telegram: true, max: true });
    renderWithProviders(<AccountPage />, { route: '/account' });
    await screen.findByRole('region', { name: 'Мессенджеры' });
    await waitFor(() => expect(rt.homeScreenStatus).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'На главный экран' })).not.toBeInTheDocument();
  });

  it("offers it where Telegram's checkHomeScreenStatus says the app is not there, and asks Telegram to add it", async () => {
    const rt = hostRuntime('missed');
    server({ telegram: true, max: true });
    const { user } = renderWithProviders(<AccountPage />, { route: '/account' });
    await user.click(await screen.findByRole('button', { name: 'На главный экран' }));
    expect(rt.addToHomeScreen).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Telegram предложит добавить ярлык/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'На главный экран' })).not.toBeInTheDocument();
  });
});
