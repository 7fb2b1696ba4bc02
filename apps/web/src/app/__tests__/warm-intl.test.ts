import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatOnce, WARM_CAP_MS, WARM_SOURCE, warmIntl } from '../startup/warm-intl';

/** A stand-in for the browser's Worker: records what it was sent and lets the test answer or fail. */
class FakeWorker {
  static made: FakeWorker[] = [];
  static throwOnCreate = false;
  readonly url: string;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor(url: URL | string) {
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
  let blobs: Blob[];
  let revoked: string[];
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWorker.made = [];
    FakeWorker.throwOnCreate = false;
    vi.stubGlobal('Worker', FakeWorker);
    blobs = [];
    revoked = [];
    // jsdom has no object URLs: these record what the module makes and frees.
    URL.createObjectURL = (blob: Blob) => `blob:test/${blobs.push(blob)}`;
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('runs a worker script that formats in the locale it is sent, answers and ends itself', () => {
    const self = { onmessage: null as ((event: { data: string }) => void) | null, postMessage: vi.fn(), close: vi.fn() };
    vi.stubGlobal('self', self);
    formatOnce();
    const formats: unknown[][] = [];
    const RealNumberFormat = Intl.NumberFormat;
    Intl.NumberFormat = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      formats.push(args);
      return new RealNumberFormat(...args);
    } as unknown as typeof Intl.NumberFormat;
    try {
      self.onmessage!({ data: 'ar-AR' });
    } finally {
      Intl.NumberFormat = RealNumberFormat;
    }
    expect(formats).toEqual([['ar-AR', { style: 'currency', currency: 'RUB' }]]);
    expect(self.postMessage).toHaveBeenCalledWith('warm');
    expect(self.close).toHaveBeenCalled();
  });

  it('starts the worker from that script in memory, sends it the locale and settles when it answers', async () => {
    const warm = warmIntl('ar-AR');
    const [worker] = FakeWorker.made;
    expect(worker!.url).toBe('blob:test/1');
    expect(await blobs[0]!.text()).toBe(WARM_SOURCE);
    expect(blobs[0]!.type).toBe('text/javascript');
    expect(worker!.sent).toEqual(['ar-AR']);
    expect(await settled(warm)).toBe(false);
    worker!.onmessage!(new MessageEvent('message', { data: 'warm' }));
    expect(await settled(warm)).toBe(true);
    expect(revoked).toEqual(['blob:test/1']);
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
    // The worker is left to finish and end itself.
    expect(FakeWorker.made[0]!.terminated).toBe(false);
  });

  it('is settled at once where workers cannot be made', async () => {
    FakeWorker.throwOnCreate = true;
    expect(await settled(warmIntl('ru-RU'))).toBe(true);
    vi.stubGlobal('Worker', undefined);
    expect(await settled(warmIntl('ru-RU'))).toBe(true);
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.throwOnCreate = false;
    Reflect.deleteProperty(URL, 'createObjectURL');
    expect(await settled(warmIntl('ru-RU'))).toBe(true);
    expect(FakeWorker.made).toEqual([]);
  });
});
