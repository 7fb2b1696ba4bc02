import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostRuntime } from '../../../shared/lib/host-runtime';
import { platform } from '../../../shared/lib/platform';
import { renderWithProviders } from '../../../test/render';
import { Gallery } from '../gallery';
import { ProductMessages } from '../product-messages';

const images = [
  { small: '/images/s/1.png', big: '/images/b/1.png' },
  { small: '/images/s/2.png', big: '/images/b/2.png' },
  { small: '/images/s/3.png', big: '/images/b/3.png' },
];

function renderGallery() {
  return renderWithProviders(
    <ProductMessages>
      <Gallery name="Рюкзак" images={images} fallback={null} />
    </ProductMessages>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
});

describe('product gallery: full screen', () => {
  it('on the web opens the pictures over the page and puts them in the browser full screen', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    const { user } = renderGallery();
    const open = await screen.findByRole('button', { name: 'Во весь экран' });
    // Its icon is drawn, not a character that phones' fonts may lack (⛶ showed as an empty box).
    expect(open.querySelector('svg')).not.toBeNull();
    expect(open.textContent).toBe('');
    await user.click(open);
    const viewer = await screen.findByRole('dialog', { name: 'Фото товара во весь экран' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/images/b/1.png');
    await waitFor(() => expect(requestFullscreen).toHaveBeenCalledTimes(1));
    expect(requestFullscreen.mock.contexts[0]).toBe(viewer.querySelector('.gallery-viewer__stage'));

    await user.click(within(viewer).getByRole('button', { name: 'Следующее фото' }));
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/images/b/2.png');
    expect(within(viewer).getByText('2 из 3')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Предыдущее фото' }));
    await user.click(within(viewer).getByRole('button', { name: 'Предыдущее фото' }));
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/images/b/3.png');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("inside Telegram asks the host's full screen (requestFullscreen) and leaves it on close", async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    const rt = { requestFullscreen: vi.fn(() => Promise.resolve(true)), exitFullscreen: vi.fn() };
    vi.spyOn(platform, 'runtime').mockResolvedValue(rt as unknown as HostRuntime);
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Во весь экран' }));
    const viewer = await screen.findByRole('dialog', { name: 'Фото товара во весь экран' });
    await waitFor(() => expect(rt.requestFullscreen).toHaveBeenCalledTimes(1));
    expect(requestFullscreen).not.toHaveBeenCalled();
    await user.click(within(viewer).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(rt.exitFullscreen).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still covers the page where neither the host nor the browser has a full screen', async () => {
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Во весь экран' }));
    expect(await screen.findByRole('dialog', { name: 'Фото товара во весь экран' })).toHaveClass('gallery-viewer__surface');
  });
});
