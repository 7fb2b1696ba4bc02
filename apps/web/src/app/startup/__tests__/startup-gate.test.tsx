import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { platform } from '../../../shared/lib/platform';
import { mockShell, startupConfig } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { advanceTimers } from '../../../test/timers';
import { withoutReferral } from '../startup-block-screen';
import { StartupGate } from '../startup-gate';

const app = (
  <StartupGate>
    <p>Приложение</p>
  </StartupGate>
);

describe('startup gate', () => {
  it('lets the app through after a normal start', async () => {
    mockShell();
    renderWithProviders(app);
    expect(await screen.findByText('Приложение')).toBeInTheDocument();
  });

  it('paints from the inlined config before the startup answer', () => {
    (window as unknown as Record<string, unknown>).__STOREFRONT__ = { showcaseId: 7, showcaseName: 'Витрина' };
    mockShell();
    renderWithProviders(app);
    expect(screen.getByText('Приложение')).toBeInTheDocument();
  });

  it('keeps the blocked-showcase message with the network name', async () => {
    const close = vi.spyOn(platform, 'close');
    mockShell({ startup: { isBanned: true } });
    renderWithProviders(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('(STOP) Витрина заблокирована. Обратитесь к администратору Сарафан.');
    expect(screen.queryByText('Приложение')).not.toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
  });

  it('shows the banned-on-showcase message, then closes the app', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const close = vi.spyOn(platform, 'close');
    mockShell({ startup: { isBannedOnShowcase: true } });
    renderWithProviders(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('(STOP) Вам не разрешен вход на данную витрину. Обратитесь к администратору витрины.');
    advanceTimers(5000);
    expect(close).toHaveBeenCalledOnce();
  });

  it('shows the critical referral message as danger for 5 s, then closes the app', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const close = vi.spyOn(platform, 'close');
    const haptic = vi.spyOn(platform, 'haptic');
    mockShell({ startup: { noRefCritical: true } });
    renderWithProviders(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '(STOP) Рекомендация не распознана. Попробуйте пройти по ссылке еще раз, либо обратитесь к вашему рекомендатору за новой ссылкой.',
    );
    expect(haptic).toHaveBeenCalledWith('danger');
    advanceTimers(4000);
    expect(close).not.toHaveBeenCalled();
    advanceTimers(1000);
    expect(close).toHaveBeenCalledOnce();
  });

  it('on the web a banned user can log out, and the app opens once the server says so', async () => {
    let banned = true;
    mockShell({
      startup: () => ({ ...startupConfig({ isBanned: banned, isLogged: banned }) }),
      extra: [
        {
          method: 'POST',
          path: '/api/account/logout',
          body: () => {
            banned = false;
            return {};
          },
        },
      ],
    });
    const { user } = renderWithProviders(app);
    await user.click(await screen.findByRole('button', { name: 'Выйти из аккаунта' }));
    expect(await screen.findByText('Приложение')).toBeInTheDocument();
  });

  it('on the web an unrecognised referral offers the showcase without it', async () => {
    mockShell({ startup: { noRefCritical: true } });
    renderWithProviders(app);
    expect(await screen.findByRole('button', { name: 'Открыть витрину без рекомендации' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Выйти из аккаунта' })).not.toBeInTheDocument();
    expect(withoutReferral('https://x.test/cart?s=1_r=ABCD1234&cmp=12ABCD&q=1')).toBe('https://x.test/cart?s=1&q=1');
    expect(withoutReferral('https://x.test/?s=_r=ABCD1234')).toBe('https://x.test/');
  });

  it('shows the error screen when the configuration fails; retry reloads', async () => {
    const reload = vi.spyOn(platform, 'reload').mockImplementation(() => undefined);
    mockShell({ extra: [{ method: 'POST', path: '/api/startup', status: 500, body: {} }] });
    const { user } = renderWithProviders(app);
    expect(await screen.findByText('Неизвестная ошибка. Попробуйте ещё раз')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Попробуйте ещё раз или перезагрузите страницу...' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
