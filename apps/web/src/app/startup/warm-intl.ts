import { readLocale } from '../../shared/lib/storage';

/** The longest the start-up waits for the worker: past it, the main thread formats and loads the data itself. */
export const WARM_CAP_MS = 300;

/**
 * What the worker runs: it formats once in the locale it is sent, answers and ends itself. ICU loads its number, date
 * and plural data for the whole process, so the page's own first formats find it loaded. Only globals inside: the
 * function is sent to the worker as its source text.
 */
export function formatOnce(this: void) {
  self.onmessage = (event: MessageEvent<string>) => {
    const locale = event.data;
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'RUB' }).format(0);
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(0);
    new Intl.PluralRules(locale).select(1);
    self.postMessage('warm');
    self.close();
  };
}

/** The worker's script, from memory (CSP `worker-src blob:`): no request, so it starts at once. */
export const WARM_SOURCE = `(${formatOnce.toString()})()`;

/**
 * Starts a worker that formats once in `locale`, settling when it has answered, has failed, or after `capMs`; it never
 * rejects, and where workers cannot be made it is settled at once. A worker past the cap finishes and ends itself.
 */
export function warmIntl(locale: string, capMs = WARM_CAP_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') return resolve();
    let url: string | undefined;
    const done = () => {
      clearTimeout(cap);
      if (url) URL.revokeObjectURL(url);
      resolve();
    };
    const cap = setTimeout(done, capMs);
    try {
      url = URL.createObjectURL(new Blob([WARM_SOURCE], { type: 'text/javascript' }));
      const worker = new Worker(url);
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
