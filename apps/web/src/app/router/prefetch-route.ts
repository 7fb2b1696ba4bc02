import { matchPath } from 'react-router';
import { homeApi } from '../../features/home/api';
import { productApi } from '../../features/product/api';
import { paths, routerBasename } from '../../shared/lib/paths';
import { readInlineConfig } from '../../shared/lib/startup';
import type { AppStore } from '../../shared/lib/store';

/**
 * The data of the page being opened, asked for at start-up beside the startup and menu calls; the promise of its
 * answer, or undefined when nothing was asked. Otherwise a page's
 * first request waits for the entry's first render, the route's lazy chunk and the page's own render (Lighthouse
 * LCP, issue 18). The arguments are the ones the page's hooks pass, so the page finds the answer in the cache;
 * a page this does not know, or a path that is not a page, asks for nothing. The catalogue's arguments need the
 * listing's code, which the entry does not carry: its calls start once the page's own chunk has arrived (the server
 * preloads it with the page), still before the first render, which then shows the products instead of skeletons
 * and renders the page once instead of twice (two long frames of style and layout, Lighthouse TBT).
 */
export function prefetchRouteData(store: AppStore, location: Pick<Location, 'pathname' | 'search'>): PromiseLike<unknown> | undefined {
  const basename = routerBasename(location.pathname);
  const pathname = basename === '/' ? location.pathname : location.pathname.slice(basename.length) || '/';

  // Settles (never rejects) with the answer: the first render may wait for it (main.tsx).
  if (matchPath(paths.home, pathname)) return store.dispatch(homeApi.endpoints.home.initiate(undefined, { subscribe: false }));
  const product = matchPath(paths.product, pathname);
  if (product) {
    const id = Number(product.params.id);
    if (Number.isSafeInteger(id) && id > 0) return store.dispatch(productApi.endpoints.product.initiate(id, { subscribe: false }));
  }
  const catalogue = [paths.catalog, paths.catalogCategory, paths.catalogSubcategory].map((path) => matchPath(path, pathname)).find(Boolean);
  if (catalogue) {
    const { category } = catalogue.params;
    const showcaseId = readInlineConfig()?.showcaseId;
    return import('../../features/catalog/catalog-page').then(
      (page) => page.prefetchCatalog(store, category, location.search, showcaseId),
      () => undefined,
    );
  }
  return undefined;
}
