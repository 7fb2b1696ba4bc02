import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDocumentLocale, loadMessages, setActiveIntl, sourceMessages } from '../shared/lib/i18n';
import { platform } from '../shared/lib/platform';
import { readLocale } from '../shared/lib/storage';
import { App } from './app';
import { makeStore } from '../shared/lib/store';
import { configApi } from '../shared/lib/config-api';
import { prefetchRouteData } from './router/prefetch-route';
import { screenReady } from './router/screen-ready';
import './styles.css';
import '../shared/ui/controls.css';

async function boot(): Promise<void> {
  const locale = readLocale();
  const messages = await loadMessages(locale).catch(() => sourceMessages);
  setActiveIntl(locale, messages);
  applyDocumentLocale(locale);
  void platform.init();

  const store = makeStore();
  // Both first-paint calls start now, in parallel, before React renders.
  void store.dispatch(configApi.util.prefetch('startup', undefined, {}));
  void store.dispatch(configApi.util.prefetch('menu', undefined, {}));
  // The opened page's own data too, instead of after the first render and its route chunk.
  prefetchRouteData(store, window.location);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // The server painted the page's first screen into #root (apps/server/src/modules/web/page-shell.ts); React replaces
  // it on its first render, so that render waits for the screen's chunk instead of showing a loader in its place.
  if (root.firstElementChild) await screenReady(window.location);
  createRoot(root).render(
    <StrictMode>
      <App store={store} locale={locale} messages={messages} />
    </StrictMode>,
  );
}

void boot();
