import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../../shared/ui/loader';
import { RouteErrorFallback } from '../../shared/ui/error-fallback';
import { Layout } from '../layout/layout';
import { paths } from '../paths';
import type { RouteHandle } from './nav';
import { UnknownPath } from './unknown-path';

/**
 * The route table of spec §2. Every screen is lazy and wrapped in the error fallback and a loading
 * placeholder. A later issue adds its screen with one `screen({...})` line here, e.g.
 *   screen({ path: paths.catalog, handle: { nav: true, name: 'nav.catalog', type: 1, order: 3, path: paths.catalog },
 *            load: () => import('../../features/catalog/catalog-page').then((m) => m.CatalogPage) }),
 */
interface ScreenDefinition {
  path?: string;
  index?: true;
  handle: RouteHandle;
  load: () => Promise<ComponentType>;
}

export function screen({ path, index, handle, load }: ScreenDefinition): RouteObject {
  const common = {
    handle,
    ErrorBoundary: RouteErrorFallback,
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: await load() }),
  };
  return index ? { index: true, ...common } : { path, ...common };
}

/** Public screens. Home is the index of the layout; its screen arrives with the catalogue issue. */
const publicRoutes: RouteObject[] = [
  screen({ index: true, handle: { nav: true, name: 'nav.home', type: 0, order: 0, path: paths.home }, load: () => import('../../features/home/home-route').then((m) => m.HomeRoute) }),
  screen({ path: paths.catalog, handle: { nav: true, name: 'nav.catalog', type: 1, order: 3, path: paths.catalog }, load: () => import('../../features/catalog/catalog-page').then((m) => m.CatalogPage) }),
  screen({ path: paths.catalogCategory, handle: { nav: false, name: 'nav.catalog', path: paths.catalogCategory }, load: () => import('../../features/catalog/catalog-page').then((m) => m.CatalogPage) }),
  screen({ path: paths.catalogSubcategory, handle: { nav: false, name: 'nav.catalog', path: paths.catalogSubcategory }, load: () => import('../../features/catalog/catalog-page').then((m) => m.CatalogPage) }),
  screen({ path: paths.brands, handle: { nav: true, name: 'nav.brands', type: 3, order: 2, path: paths.brands }, load: () => import('../../features/brands/brands-page').then((m) => m.BrandsPage) }),
  screen({ path: paths.product, handle: { nav: false, name: 'nav.product', path: paths.product }, load: () => import('../../features/product/product-page').then((m) => m.ProductPage) }),
  screen({ path: paths.search, handle: { nav: false, name: 'nav.search', path: paths.search }, load: () => import('../../features/search/search-page').then((m) => m.SearchPage) }),
  screen({ path: paths.actions, handle: { nav: true, name: 'nav.actions', type: 2, order: 1, path: paths.actions }, load: () => import('../../features/landings/landings-page').then((m) => m.LandingsPage) }),
  screen({ path: paths.action, handle: { nav: false, name: 'nav.action', path: paths.action }, load: () => import('../../features/landings/landing-page').then((m) => m.LandingPage) }),
  screen({ path: paths.staticPage, handle: { nav: false, name: 'nav.staticPage', path: paths.staticPage }, load: () => import('../../features/pages/static-page').then((m) => m.StaticPageScreen) }),
  screen({ path: paths.favorites, handle: { nav: false, name: 'nav.favorites', path: paths.favorites }, load: () => import('../../features/favourites/favourites-page').then((m) => m.FavouritesPage) }),
  screen({ path: paths.wishlists, handle: { nav: false, name: 'nav.wishlists', path: paths.wishlists }, load: () => import('../../features/wishlists/wishlists-page').then((m) => m.WishlistsPage) }),
  screen({ path: paths.wishlist, handle: { nav: false, name: 'nav.wishlists', path: paths.wishlist }, load: () => import('../../features/wishlists/wishlist-page').then((m) => m.WishlistPage) }),
  screen({ path: paths.sharedWishlist, handle: { nav: false, name: 'nav.sharedWishlist', path: paths.sharedWishlist }, load: () => import('../../features/wishlists/shared-wishlist-page').then((m) => m.SharedWishlistPage) }),
  // The cart summary shows the geo feature's delivery city: the route table composes the two.
  screen({ path: paths.cart, handle: { nav: false, name: 'nav.cart', path: paths.cart }, load: () => Promise.all([import('../../features/cart/cart-page'), import('../../features/geo/delivery-city')]).then(([cart, geo]) => cart.cartScreen(geo.DeliveryCity)) }),
  screen({
    path: paths.test,
    handle: { nav: false, name: 'nav.test', path: paths.test },
    load: () => import('../../features/test-login/test-page').then((m) => m.TestPage),
  }),
];

/** Account screens exist only for logged-in users (spec §2); their issues register them here. */
export const accountRoutes: RouteObject[] = [];

export interface RouteTableInput {
  isLogged: boolean;
}

export function buildRoutes({ isLogged }: RouteTableInput): RouteObject[] {
  return [
    {
      id: 'root',
      path: paths.home,
      Component: Layout,
      ErrorBoundary: RouteErrorFallback,
      children: [...publicRoutes, ...(isLogged ? accountRoutes : []), { path: '*', Component: UnknownPath }],
    },
  ];
}
