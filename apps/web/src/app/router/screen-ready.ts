import { paths, routerBasename } from '../../shared/lib/paths';
import { buildRoutes, prepareLocation } from './routes';

/** Longest wait before the first render goes ahead anyway (its loader or skeletons then show). */
export const SCREEN_READY_TIMEOUT_MS = 3000;

/**
 * Resolves once the lazy chunk of the screen at `location` is loaded (at once for a path without one) and `data`
 * (the first-paint calls) have settled, after `timeoutMs` at the latest, and never rejects: a chunk that fails to
 * load is the route's error screen to show, a call that fails its component's error state.
 */
export function screenReady(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  timeoutMs = SCREEN_READY_TIMEOUT_MS,
  data: (PromiseLike<unknown> | undefined)[] = [],
): Promise<void> {
  const basename = routerBasename(location.pathname);
  const loading = prepareLocation(
    buildRoutes({ isLogged: false }),
    { pathname: location.pathname || paths.home, search: location.search, hash: location.hash, state: null, key: 'default' },
    basename,
  );
  const waits = [loading, ...data].filter((p) => p !== undefined).map((p) => Promise.resolve(p));
  if (waits.length === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    void Promise.allSettled(waits).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
