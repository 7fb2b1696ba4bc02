import type { createBrowserRouter } from 'react-router';
import { stickySParam } from '../../shared/lib/launch';

type AppDataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Internal links name paths only, so a tab opened with `?s=` would lose its showcase from the address
 * after the first click, and a reload (or a shared address) would land on the default showcase. Every
 * settled navigation that dropped `s` gets it back in place, without a new history entry.
 */
export function keepShowcaseParam(router: AppDataRouter): () => void {
  const restore = (state: AppDataRouter['state']) => {
    const s = stickySParam();
    if (!s || state.navigation.state !== 'idle') return;
    const { pathname, search, hash } = state.location;
    const params = new URLSearchParams(search);
    if (params.has('s')) return;
    params.set('s', s);
    void router.navigate(
      { pathname, search: `?${params.toString()}`, hash },
      { replace: true, preventScrollReset: true, state: state.location.state },
    );
  };
  restore(router.state);
  return router.subscribe(restore);
}
