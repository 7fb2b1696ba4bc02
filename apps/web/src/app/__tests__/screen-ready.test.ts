import { describe, expect, it, vi } from 'vitest';
import { buildRoutes, prepareLocation } from '../router/routes';
import { screenReady } from '../router/screen-ready';

const at = (pathname: string) => ({ pathname, search: '', hash: '' });
const location = (pathname: string) => ({ pathname, search: '', hash: '', state: null, key: 'default' });

describe('screenReady (the first render waits for the server-painted screen’s chunk)', () => {
  it("resolves once the screen's chunk is loaded, after which the screen needs no wait", async () => {
    await screenReady(at('/product/12'), 60_000);
    expect(prepareLocation(buildRoutes({ isLogged: false }), location('/product/12'), '/')).toBeUndefined();
  });

  it('resolves at once for a path without a screen chunk, also under the Telegram bundle', async () => {
    await expect(screenReady(at('/no/such/page'))).resolves.toBeUndefined();
    await expect(screenReady(at('/api/tgbundle/product/12'), 60_000)).resolves.toBeUndefined();
  });

  it('gives up waiting after the timeout and never rejects', async () => {
    vi.useFakeTimers();
    try {
      const ready = screenReady(at('/catalog/phones'), 50);
      vi.advanceTimersByTime(50);
      await expect(ready).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
