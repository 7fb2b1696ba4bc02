import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ShareMessages } from '../messages';
import { ShareDialog } from '../share-dialog';

const qrProps: Array<Record<string, unknown>> = [];
// The QR renderer draws on a canvas jsdom does not have: the stand-in records its props.
vi.mock('react-qrcode-logo', () => ({
  QRCode: (props: Record<string, unknown>) => {
    qrProps.push(props);
    return <canvas data-testid="qr" />;
  },
}));

const LINK = 'https://shop.example/?s=7_r=ABCD1234&cmp=12ABCD';
const TG_LINK = 'https://t.me/demo_bot?startapp=cz03X3I9QUJDRDEyMzQmY21wPTEyQUJDRA';

function renderDialog(props: Partial<ComponentProps<typeof ShareDialog>> = {}) {
  const onShared = vi.fn();
  const view = renderWithProviders(
    <ShareMessages>
      <ShareDialog open onClose={() => undefined} content={LINK} onShared={onShared} {...props} />
    </ShareMessages>,
  );
  return { ...view, onShared };
}

beforeEach(() => {
  qrProps.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('share dialog', () => {
  it('shows the link and, by default, the telegram and copy targets', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Поделиться' });
    expect(within(dialog).getByLabelText('Ссылка для друзей')).toHaveValue(LINK);
    const targets = within(within(dialog).getByRole('group', { name: 'Куда отправить' })).getAllByRole('button');
    expect(targets.map((b) => b.textContent)).toEqual(['Telegram', 'Копировать']);
  });

  it('opens each target with its share address in a new tab outside Telegram', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, onShared } = renderDialog({ shareTargets: ['telegram', 'vk', 'ok', 'whatsapp'], comments: 'Загляните в мою витрину' });
    const enc = encodeURIComponent(LINK);
    const expected: Array<[string, string]> = [
      ['Telegram', `https://t.me/share/url?url=${enc}&text=${encodeURIComponent('Загляните в мою витрину')}`],
      ['ВКонтакте', `https://vk.com/share.php?url=${enc}`],
      ['Одноклассники', `https://connect.ok.ru/offer?url=${enc}`],
      ['WhatsApp', `https://wa.me/?text=${encodeURIComponent(`Загляните в мою витрину ${LINK}`)}`],
    ];
    for (const [name, url] of expected) {
      await user.click(await screen.findByRole('button', { name }));
      expect(open).toHaveBeenLastCalledWith(url, '_blank', 'noopener,noreferrer');
    }
    expect(onShared.mock.calls.map((c) => c[0] as string)).toEqual(['telegram', 'vk', 'ok', 'whatsapp']);
    expect(onShared).toHaveBeenCalledWith('telegram', LINK);
  });

  it("draws the QR code of the messenger link with the spec's settings and the showcase logo", async () => {
    renderDialog({ qr: { value: TG_LINK, logo: '/api/stat/images/logos/7_mobile.png?t=1' } });
    await screen.findByTestId('qr');
    expect(qrProps.at(-1)).toEqual({
      value: TG_LINK,
      size: 150,
      quietZone: 10,
      ecLevel: 'M',
      qrStyle: 'fluid',
      logoImage: '/api/stat/images/logos/7_mobile.png?t=1',
      logoWidth: 30,
      logoHeight: 30,
    });
  });

  it('switches to "Ссылка скопирована" for 1500 ms after a copy', async () => {
    const { onShared } = renderDialog();
    const copy = await screen.findByRole('button', { name: 'Копировать' });
    vi.useFakeTimers();
    fireEvent.click(copy);
    // The clipboard answers asynchronously; the confirmation is timed from its answer.
    await act(async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Ссылка скопирована');
    expect(screen.queryByLabelText('Ссылка для друзей')).not.toBeInTheDocument();
    expect(onShared).toHaveBeenCalledWith('copy', LINK);
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Ссылка скопирована');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Ссылка для друзей')).toHaveValue(LINK);
    vi.useRealTimers();
    expect(await navigator.clipboard.readText()).toBe(LINK);
  });

  it('only logs a copy failure', async () => {
    const { user, onShared } = renderDialog();
    const copy = await screen.findByRole('button', { name: 'Копировать' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    await user.click(copy);
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Не удалось скопировать текст: Error: denied'));
    expect(error).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onShared).not.toHaveBeenCalled();
  });

  it('uses a non-blank custom link instead of the content', async () => {
    const { unmount } = renderDialog({ address: '  https://custom.example/promo  ' });
    expect(await screen.findByLabelText('Ссылка для друзей')).toHaveValue('https://custom.example/promo');
    unmount();
    renderDialog({ address: '   ' });
    expect(await screen.findByLabelText('Ссылка для друзей')).toHaveValue(LINK);
  });

  it('disables sharing while the link is empty', async () => {
    renderDialog({ content: '', shareTargets: ['telegram', 'copy', 'vk'] });
    const dialog = await screen.findByRole('dialog', { name: 'Поделиться' });
    for (const button of within(within(dialog).getByRole('group')).getAllByRole('button')) expect(button).toBeDisabled();
    expect(within(dialog).getByLabelText('Ссылка для друзей')).toHaveAttribute('placeholder', 'Ссылка появится, когда витрина загрузится');
  });

  it('reports an unknown share target or content type', async () => {
    const { unmount } = renderDialog({ shareTargets: ['telegram', 'fax'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('unknown share target');
    expect(screen.queryByRole('button', { name: 'Telegram' })).not.toBeInTheDocument();
    unmount();
    renderDialog({ contentType: 'image' });
    expect(await screen.findByRole('alert')).toHaveTextContent('unknown content type');
  });

  it('closes from its close button', async () => {
    const onClose = vi.fn();
    renderDialog({ onClose });
    fireEvent.click(await screen.findByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalled();
  });
});
