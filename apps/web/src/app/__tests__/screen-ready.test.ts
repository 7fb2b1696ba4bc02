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

  it('waits for the first-paint calls too, and a failed call does not hold it or reject it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const data = new Promise((resolve) => {
      answer = resolve;
    });
    let ready = false;
    const waiting = screenReady(at('/no/such/page'), 60_000, [data, Promise.reject(new Error('offline')), undefined]).then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    answer({ ok: true });
    await waiting;
    expect(ready).toBe(true);
  });

  it('gives up waiting after the timeout and never rejects', async () => {
    vi.useFakeTimers();
    try {
      const ready = screenReady(at('/catalog/phones'), 50, [new Promise(() => undefined)]);
      vi.advanceTimersByTime(50);
      await expect(ready).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
