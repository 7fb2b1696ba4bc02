import { SHOWCASE_STATE } from '@storefront/contract/constants';
import { matchPath } from 'react-router';
import { homeApi } from '../../features/home/api';
import { productApi } from '../../features/product/api';
import { commerceApi } from '../../shared/commerce/commerce-api';
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
  if (matchPath(paths.home, pathname)) {
    return Promise.all([store.dispatch(homeApi.endpoints.home.initiate(undefined, { subscribe: false })), prefetchCart(store)]);
  }
  const product = matchPath(paths.product, pathname);
  if (product) {
    const id = Number(product.params.id);
    if (Number.isSafeInteger(id) && id > 0) return store.dispatch(productApi.endpoints.product.initiate(id, { subscribe: false }));
  }
  const catalogue = [paths.catalog, paths.catalogCategory, paths.catalogSubcategory].map((path) => matchPath(path, pathname)).find(Boolean);
  if (catalogue) {
    const { category } = catalogue.params;
    const showcaseId = readInlineConfig()?.showcaseId;
    const cart = prefetchCart(store);
    return import('../../features/catalog/catalog-page').then(
      (page) => Promise.all([page.prefetchCatalog(store, category, location.search, showcaseId), cart]),
      () => undefined,
    );
  }
  return undefined;
}

/**
 * The cart, on the pages that open on a grid of cards (home, a catalogue page): each card shows its product's
 * quantity, so a cart answering after the first render re-rendered every card once more (a ~55 ms task at 4× CPU).
 * A landing showcase has no cart, and its grids ask for none.
 */
function prefetchCart(store: AppStore): PromiseLike<unknown> | undefined {
  if (readInlineConfig()?.showcaseStateId === SHOWCASE_STATE.landing) return undefined;
  return store.dispatch(commerceApi.endpoints.cart.initiate(undefined, { subscribe: false }));
}
