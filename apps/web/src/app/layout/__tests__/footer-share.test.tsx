import { decodeStartParam } from '@storefront/contract/links';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from '../footer/footer';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';

const qrProps: Array<{ value: string; logoImage?: string }> = [];
vi.mock('react-qrcode-logo', () => ({
  QRCode: (props: { value: string; logoImage?: string }) => {
    qrProps.push(props);
    return <canvas data-testid="qr" />;
  },
}));

describe('referral share dialog from the footer', () => {
  it('shares the web link with the referral code, the Telegram link in the QR code, and records what was sent', async () => {
    const { requests } = mockShell({
      startup: { isLogged: true },
      extra: [{ method: 'POST', path: '/api/tg', body: { ok: true } }],
    });
    const { user } = renderWithProviders(<Footer />);
    await user.click(await screen.findByRole('button', { name: 'Поделиться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Поделиться' });
    const field = within(dialog).getByLabelText('Ссылка для друзей');
    const link = (field as HTMLInputElement).value;
    expect(link).toMatch(/^http:\/\/localhost:3000\/\?s=7_r=ABCD1234&cmp=\d{2}[A-Z]{4}$/);
    const cmp = link.split('cmp=')[1];

    const qr = qrProps.at(-1)!;
    expect(qr.value).toMatch(/^https:\/\/t\.me\/demo_bot\?startapp=/);
    const started = decodeStartParam(qr.value.split('startapp=')[1]);
    expect([started?.get('s'), started?.get('cmp')]).toEqual(['7_r=ABCD1234', cmp]);
    expect(qr.logoImage).toBe('/api/stat/images/logos/demo_mobile.png?t=1700000000');

    await user.click(within(dialog).getByRole('button', { name: 'Копировать' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Ссылка скопирована');
    expect(await navigator.clipboard.readText()).toBe(link);
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/tg')?.body).toEqual({
        method: 'saveLastLink',
        bot: 'demo_bot',
        url: link,
      }),
    );
  });

  it('adds the landing marker in state 1 and records nothing for an anonymous visitor', async () => {
    const { requests } = mockShell({ startup: { showcaseStateId: 1 }, menu: { showcaseStateId: 1 } });
    const { user } = renderWithProviders(<Footer />);
    await user.click(await screen.findByRole('button', { name: 'Поделиться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Поделиться' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Ссылка для друзей').value).toMatch(/&land=1$/);
    await user.click(within(dialog).getByRole('button', { name: 'Копировать' }));
    await within(dialog).findByRole('status');
    expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/tg')).toBe(false);
  });
});
