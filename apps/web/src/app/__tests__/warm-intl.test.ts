import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmIntl, WARM_CAP_MS } from '../startup/warm-intl';

/** A stand-in for the browser's Worker: records what it was sent and lets the test answer or fail. */
class FakeWorker {
  static made: FakeWorker[] = [];
  static throwOnCreate = false;
  readonly url: string;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor(
    url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    if (FakeWorker.throwOnCreate) throw new Error('workers are off');
    this.url = String(url);
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

/** Whether the promise has settled after the pending microtasks. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('Intl warm-up worker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWorker.made = [];
    FakeWorker.throwOnCreate = false;
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the locale to a module worker and settles when it answers, then ends the worker', async () => {
    const warm = warmIntl('ar-AR');
    const [worker] = FakeWorker.made;
    expect(worker!.url).toMatch(/intl-warm\.worker\.ts/);
    expect(worker!.options).toEqual({ type: 'module' });
    expect(worker!.sent).toEqual(['ar-AR']);
    expect(await settled(warm)).toBe(false);
    worker!.onmessage!(new MessageEvent('message', { data: 'warm' }));
    expect(await settled(warm)).toBe(true);
    expect(worker!.terminated).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('settles when the worker fails', async () => {
    const warm = warmIntl('ru-RU');
    FakeWorker.made[0]!.onerror!(new Event('error'));
    expect(await settled(warm)).toBe(true);
  });

  it('does not keep the start-up waiting on a worker that never answers', async () => {
    const warm = warmIntl('ru-RU');
    await vi.advanceTimersByTimeAsync(WARM_CAP_MS - 1);
    expect(await settled(warm)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(warm)).toBe(true);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it('is settled at once where workers cannot be made', async () => {
    FakeWorker.throwOnCreate = true;
    expect(await settled(warmIntl('ru-RU'))).toBe(true);
    vi.stubGlobal('Worker', undefined);
    expect(await settled(warmIntl('ru-RU'))).toBe(true);
  });
});
