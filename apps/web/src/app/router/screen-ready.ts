import { paths, routerBasename } from '../../shared/lib/paths';
import { buildRoutes, prepareLocation } from './routes';

/** Longest wait for a screen's chunk before the first render goes ahead anyway (its loader then shows). */
export const SCREEN_READY_TIMEOUT_MS = 3000;

/**
 * Resolves once the lazy chunk of the screen at `location` is loaded (at once for a path without one), after
 * `timeoutMs` at the latest, and never rejects: a chunk that fails to load is the route's error screen to show.
 */
export function screenReady(location: Pick<Location, 'pathname' | 'search' | 'hash'>, timeoutMs = SCREEN_READY_TIMEOUT_MS): Promise<void> {
  const basename = routerBasename(location.pathname);
  const loading = prepareLocation(
    buildRoutes({ isLogged: false }),
    { pathname: location.pathname || paths.home, search: location.search, hash: location.hash, state: null, key: 'default' },
    basename,
  );
  if (!loading) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    loading.then(done, done);
  });
}
