// First: the Intl warm-up worker starts before the rest of the bundle is evaluated.
import { intlWarm } from './startup/warm-intl';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDocumentLocale, loadMessages, setActiveIntl, sourceMessages } from '../shared/lib/i18n';
import { firstScreen } from '../shared/lib/first-screen';
import { platform } from '../shared/lib/platform';
import { readLocale } from '../shared/lib/storage';
import { App } from './app';
import { makeStore } from '../shared/lib/store';
import { configApi } from '../shared/lib/config-api';
import { prefetchRouteData } from './router/prefetch-route';
import { screenReady } from './router/screen-ready';
import './styles.css';
import '../shared/ui/controls.css';

/** Ends the current task: start-up work is split into short tasks, each under Lighthouse's 50 ms (TBT). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  // A task of its own after the bundle's evaluation: the two together were one long task.
  await nextTask();
  const locale = readLocale();
  const messages = await loadMessages(locale).catch(() => sourceMessages);
  setActiveIntl(locale, messages);
  applyDocumentLocale(locale);
  void platform.init();
  // Each first-paint call in a task of its own: the store and the first dispatch of each endpoint run code for the
  // first time (measured under a 4× slower CPU: together one 110–160 ms task, apart none over 50 ms).
  await nextTask();

  const store = makeStore();
  // Both first-paint calls start now, a task apart, and are answered in parallel, before React renders.
  const startup = store.dispatch(configApi.endpoints.startup.initiate(undefined, { subscribe: false }));
  await nextTask();
  const menu = store.dispatch(configApi.endpoints.menu.initiate(undefined, { subscribe: false }));
  await nextTask();
  // The opened page's own data too, instead of after the first render and its route chunk.
  const pageData = prefetchRouteData(store, window.location);
  // The first number format of a locale loads its data (30–80 ms on a slow CPU): the worker of warm-intl.ts has loaded
  // it off the main thread meanwhile (or this format loads it, while the answers are on their way, rather than in
  // the middle of the first render).
  await intlWarm;
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'RUB' }).format(0);
  await nextTask();

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // The server painted the page's first screen into #root (apps/server/src/modules/web/page-shell.ts); React replaces
  // it on its first render, so that render waits for the screen's chunk and the first-paint calls: it then shows
  // the finished page at once instead of a loader or skeletons in the shell's place, and renders it once instead of
  // again on every answer (each was a long task of its own, Lighthouse TBT).
  if (root.firstElementChild) {
    await screenReady(window.location, undefined, [startup, menu, pageData]);
    firstScreen.replace();
  }
  // A transition: React renders the tree in slices of a few milliseconds, yielding to the browser between them,
  // instead of in one long task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App store={store} locale={locale} messages={messages} />
      </StrictMode>,
    );
  });
}

void boot();
