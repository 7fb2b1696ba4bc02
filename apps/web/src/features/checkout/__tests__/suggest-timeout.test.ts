import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUGGEST_TIMEOUT_MS, suggestAddresses } from '../suggest';

/** A suggestion service that accepts the call and never answers (issue 13): the call is given up on, never left hanging. */
const hungFetch = vi.fn(
  (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
    }),
);

describe('address suggestions from a hung service', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('give up after SUGGEST_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hungFetch);
    const call = suggestAddresses({ url: 'https://suggest.example/api', token: 't' }, 'Москва, Тверская');
    const outcome = call.then(
      () => 'answered',
      (err: Error) => err.name,
    );
    await vi.advanceTimersByTimeAsync(SUGGEST_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('TimeoutError');
  });

  it('still stop at once when a newer query supersedes them', async () => {
    vi.stubGlobal('fetch', hungFetch);
    const controller = new AbortController();
    const call = suggestAddresses({ url: 'https://suggest.example/api', token: 't' }, 'Москва', controller.signal);
    controller.abort(new DOMException('superseded', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
