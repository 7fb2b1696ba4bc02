import type { CheckoutInfo } from '@storefront/contract/orders';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers';
import { makeStore } from '../../shared/lib/store';
import { useBackButton } from '../layout/use-back-button';
import { CheckoutPage } from '../../features/checkout/checkout-page';
import { cartLine, mockShell } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { Modal } from '../../shared/ui/modal';
import { Toast } from '../../shared/ui/toast';
import { setActiveIntl, sourceMessages } from '../../shared/lib/i18n';
import { resetLaunchParams } from '../../shared/lib/launch';
import { platform } from '../../shared/lib/platform';
import { launchInTelegram, type FakeSdk } from '../../shared/lib/telegram/__tests__/fake-sdk';

/** The app opened by Telegram: the real platform and runtime over a fake SDK, as components use them. */
const fake = vi.hoisted(() => ({ sdk: null as FakeSdk | null }));
vi.mock('@telegram-apps/sdk-react', async () => {
  const { createFakeSdk } = await import('../../shared/lib/telegram/__tests__/fake-sdk');
  fake.sdk = createFakeSdk();
  return fake.sdk.module;
});
const sdk = () => fake.sdk!;

beforeAll(async () => {
  launchInTelegram();
  resetLaunchParams();
  await platform.init();
});

describe('inside Telegram', () => {
  it('runs the Telegram runtime', () => {
    expect(platform.isTelegram()).toBe(true);
    expect(sdk().calls[1]).toBe('miniApp.ready');
  });

  it('toasts vibrate through Telegram notification haptics by type', () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    for (const type of ['success', 'danger', 'warning'] as const) {
      const { unmount } = renderWithProviders(<Toast type={type} message="Готово" timeout={-1} onClose={() => undefined} />);
      unmount();
    }
    expect(sdk().fn('haptic.notification').mock.calls).toEqual([['success'], ['error'], ['warning']]);
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('asks before closing while the checkout screen is open, and stops when it is left', async () => {
    const info: CheckoutInfo = {
      goodsTotal: 4_000_00,
      itemsCount: 2,
      city: 'Москва',
      acceptsOrders: true,
      paymentSystems: [{ id: 2, available: true }],
      bonus: { networkAvailable: 0, localAvailable: 0, networkCap: 0, localCap: 0 },
      contact: { name: 'Иван Покупателев', phone: '+79123456789', email: '' },
      suggest: { url: '', token: 't' },
    };
    const line = cartLine({ name: 'Чайник' });
    mockShell({
      startup: { isLogged: true },
      extra: [
        { path: '/api/orders/checkout', body: info },
        { path: '/api/cart/', body: { cart: { goodsInfo: [line], cnt_in_cart: 2, total: 4_000_00, oldTotal: 4_000_00 } } },
      ],
    });
    const confirmations = () => sdk().calls.filter((c) => c === 'closingBehavior.enable' || c === 'closingBehavior.disable');
    const { unmount } = renderWithProviders(<CheckoutPage />, { route: '/order' });
    expect(await screen.findByRole('textbox', { name: 'Имя и фамилия' })).toHaveValue('Иван Покупателев');
    expect(confirmations()).toEqual(['closingBehavior.enable']);
    unmount();
    expect(confirmations()).toEqual(['closingBehavior.enable', 'closingBehavior.disable']);
  });
});

function Shell() {
  useBackButton();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть окно
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Окно">
        текст
      </Modal>
      <Outlet />
    </>
  );
}

describe('messenger back button inside Telegram', () => {
  it('closes the open dialog first, then goes back, then closes the app at the first entry', async () => {
    setActiveIntl('ru-RU', sourceMessages);
    window.history.replaceState(null, '', '/');
    const router = createBrowserRouter([
      {
        path: '/',
        element: <Shell />,
        children: [
          { index: true, element: <Link to="/page">Дальше</Link> },
          { path: 'page', element: <h1>Страница</h1> },
        ],
      },
    ]);
    render(
      <AppProviders store={makeStore()} locale="ru-RU" messages={sourceMessages}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const press = () =>
      act(() => {
        sdk().backHandlers.at(-1)!();
      });

    // First entry, nothing open: no button.
    expect(sdk().backHandlers).toHaveLength(0);
    act(() => screen.getByRole('link', { name: 'Дальше' }).click());
    expect(await screen.findByRole('heading', { name: 'Страница' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Открыть окно' }).click());
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    press();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Страница' })).toBeInTheDocument();

    press();
    expect(await screen.findByRole('link', { name: 'Дальше' })).toBeInTheDocument();
    expect(sdk().fn('miniApp.close')).not.toHaveBeenCalled();

    // Back at the first entry the button stays and closes the app.
    await waitFor(() => expect(sdk().backHandlers).toHaveLength(1));
    press();
    expect(sdk().fn('miniApp.close')).toHaveBeenCalledTimes(1);
    router.dispose();
  });
});
