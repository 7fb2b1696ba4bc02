import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { platform } from '../../../shared/lib/platform';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { LastLinkPage } from '../last-link-page';
import { expectScreenState } from '../../../test/screen-state';

describe('last link', () => {
  it('shows the link the showcase’s bot last sent, and opens it', async () => {
    const open = vi.spyOn(platform, 'openExternal').mockImplementation(() => undefined);
    const { requests } = mockShell({
      startup: { isLogged: true, telegramBot: 'sarafan_main_bot' },
      extra: [
        { path: '/api/tg', query: { method: 'getLastLink', bot: 'sarafan_main_bot' }, body: { LastSentUrl: 'https://main.example.ru/product/5' } },
      ],
    });
    const { user } = renderWithProviders(<LastLinkPage />, { route: '/lastLink' });
    expect(await screen.findByText('https://main.example.ru/product/5')).toBeInTheDocument();
    expect(screen.getByText('Ссылка, которую бот @sarafan_main_bot прислал вам последней.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Открыть ссылку' }));
    expect(open).toHaveBeenCalledWith('https://main.example.ru/product/5');
    expect(requests.find((r) => r.url.searchParams.get('method') === 'getLastLink')?.url.searchParams.get('json')).toBe('1');
  });

  it('says when the bot has sent nothing', async () => {
    mockShell({ startup: { isLogged: true }, extra: [{ path: '/api/tg', query: { method: 'getLastLink' }, body: { LastSentUrl: null } }] });
    renderWithProviders(<LastLinkPage />, { route: '/lastLink' });
    expect(await screen.findByRole('heading', { name: 'Бот ещё не присылал ссылок' })).toBeInTheDocument();
  });

  it('asks an anonymous visitor to log in, without asking the server', async () => {
    const { requests } = mockShell({ startup: { isLogged: false } });
    renderWithProviders(<LastLinkPage />, { route: '/lastLink' });
    await expectScreenState('Войдите, чтобы увидеть ссылку', { name: 'Войти', href: '/test' });
    expect(requests.some((r) => r.url.searchParams.get('method') === 'getLastLink')).toBe(false);
  });
});
