import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ShareMessages } from '../messages';
import { ShareDialog } from '../share-dialog';

// The host side (Telegram's shareMessage, MAX Bridge) is stood in for: this file checks what the dialog asks of it.
const host = vi.hoisted(() => ({ sharePreparedMessage: vi.fn<(id: string) => Promise<boolean>>(), shareToMax: vi.fn() }));
vi.mock('../../lib/host-features', () => host);
vi.mock('react-qrcode-logo', () => ({ QRCode: () => null }));

const LINK = 'https://t.me/demo_bot?startapp=cz03X3I9QUJDRDEyMzQmY21wPTEyQUJDRA';
const TEXT = 'Загляните в мою витрину';
const T_ME_SHARE = `https://t.me/share/url?url=${encodeURIComponent(LINK)}&text=${encodeURIComponent(TEXT)}`;

function renderDialog(props: Partial<ComponentProps<typeof ShareDialog>> = {}) {
  const onShared = vi.fn();
  const view = renderWithProviders(
    <ShareMessages>
      <ShareDialog open onClose={() => undefined} content={LINK} comments={TEXT} onShared={onShared} {...props} />
    </ShareMessages>,
  );
  return { ...view, onShared };
}

beforeEach(() => {
  host.sharePreparedMessage.mockReset();
  host.shareToMax.mockReset();
});

describe('share dialog: the Telegram target with a prepared message', () => {
  it('sends the prepared card through shareMessage and opens nothing else', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    host.sharePreparedMessage.mockResolvedValue(true);
    const prepare = vi.fn().mockResolvedValue('prepared-7');
    const { user, onShared } = renderDialog({ prepareTelegramMessage: prepare });
    await user.click(await screen.findByRole('button', { name: 'Telegram' }));
    await vi.waitFor(() => expect(onShared).toHaveBeenCalledWith('telegram', LINK));
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(host.sharePreparedMessage).toHaveBeenCalledWith('prepared-7');
    expect(open).not.toHaveBeenCalled();
  });

  it('falls back to t.me/share when the host lacks shareMessage or it fails', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    host.sharePreparedMessage.mockResolvedValue(false);
    const { user, onShared } = renderDialog({ prepareTelegramMessage: () => Promise.resolve('prepared-8') });
    await user.click(await screen.findByRole('button', { name: 'Telegram' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith(T_ME_SHARE, '_blank', 'noopener,noreferrer'));
    expect(host.sharePreparedMessage).toHaveBeenCalledWith('prepared-8');
    expect(onShared).toHaveBeenCalledWith('telegram', LINK);
  });

  it('falls back to t.me/share when the server could not prepare the card, without asking the host', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderDialog({ prepareTelegramMessage: () => Promise.reject(new Error('502')) });
    await user.click(await screen.findByRole('button', { name: 'Telegram' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith(T_ME_SHARE, '_blank', 'noopener,noreferrer'));
    expect(host.sharePreparedMessage).not.toHaveBeenCalled();
  });

  it('opens t.me/share directly without a prepared message (outside Telegram, or logged out)', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Telegram' }));
    expect(open).toHaveBeenCalledWith(T_ME_SHARE, '_blank', 'noopener,noreferrer');
    expect(host.sharePreparedMessage).not.toHaveBeenCalled();
  });
});

describe('share dialog: the MAX target', () => {
  it('shares through the host (MAX Bridge, the browser sheet) with the text and the link', async () => {
    host.shareToMax.mockResolvedValue(true);
    const { user, onShared } = renderDialog({ shareTargets: ['max', 'copy'] });
    await user.click(await screen.findByRole('button', { name: 'MAX' }));
    await vi.waitFor(() => expect(onShared).toHaveBeenCalledWith('max', LINK));
    expect(host.shareToMax).toHaveBeenCalledWith({ text: TEXT, link: LINK });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('copies the link where nothing can share to MAX', async () => {
    host.shareToMax.mockResolvedValue(false);
    const { user, onShared } = renderDialog({ shareTargets: ['max'] });
    await user.click(await screen.findByRole('button', { name: 'MAX' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ссылка скопирована');
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(onShared).toHaveBeenCalledWith('max', LINK);
  });
});
