import { matchPath } from 'react-router';
import { homeApi } from '../../features/home/api';
import { productApi } from '../../features/product/api';
import { paths, routerBasename } from '../../shared/lib/paths';
import type { AppStore } from '../../shared/lib/store';

/**
 * The data of the page being opened, asked for at start-up beside the startup and menu calls; the promise of its
 * answer, or undefined when nothing was asked. Otherwise a page's
 * first request waits for the entry's first render, the route's lazy chunk and the page's own render (Lighthouse
 * LCP, issue 18). The arguments are the ones the page's hooks pass, so the page finds the answer in the cache;
 * a page this does not know, or a path that is not a page, asks for nothing. Not the catalogue: its arguments need
 * the listing's code, which the entry does not carry, and fetched as a chunk of its own it answered later than the
 * page's own request (measured: the chunk queued behind the route's chunks).
 */
export function prefetchRouteData(store: AppStore, location: Pick<Location, 'pathname'>): PromiseLike<unknown> | undefined {
  const basename = routerBasename(location.pathname);
  const pathname = basename === '/' ? location.pathname : location.pathname.slice(basename.length) || '/';

  // Settles (never rejects) with the answer: the first render may wait for it (main.tsx).
  if (matchPath(paths.home, pathname)) return store.dispatch(homeApi.endpoints.home.initiate(undefined, { subscribe: false }));
  const product = matchPath(paths.product, pathname);
  if (product) {
    const id = Number(product.params.id);
    if (Number.isSafeInteger(id) && id > 0) return store.dispatch(productApi.endpoints.product.initiate(id, { subscribe: false }));
  }
  return undefined;
}
