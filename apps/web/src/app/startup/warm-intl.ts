import { readLocale } from '../../shared/lib/storage';

/** The longest the start-up waits for the worker: past it, the main thread formats and loads the data itself. */
export const WARM_CAP_MS = 300;

/**
 * Starts a worker that formats once in `locale`, settling when it is done, has failed, or after `capMs`; it never
 * rejects, and without workers it is settled at once. See `intlWarm`.
 */
export function warmIntl(locale: string, capMs = WARM_CAP_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof Worker === 'undefined') return resolve();
    let worker: Worker | undefined;
    const done = () => {
      clearTimeout(cap);
      worker?.terminate();
      resolve();
    };
    const cap = setTimeout(done, capMs);
    try {
      worker = new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = worker.onerror = done;
      worker.postMessage(locale);
    } catch {
      done();
    }
  });
}

/**
 * The first `Intl.NumberFormat` of a page loads ICU's number data: 30–80 ms of main-thread time on a slow CPU, the
 * longest single task of a cold start (Lighthouse TBT). ICU keeps that data per process, so a worker formats once in
 * the shopper's locale while the bundle is still being evaluated, and the main thread's first format then takes well
 * under a millisecond. main.tsx imports this module first, so that the worker starts before the rest of the bundle runs.
 */
export const intlWarm: Promise<void> = warmIntl(readLocale());
