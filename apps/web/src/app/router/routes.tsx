import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, useLocation, type Location, type RouteObject } from 'react-router';
import { PageLoader } from '../../shared/ui/loader';
import { RouteErrorBoundary } from '../../shared/ui/error-fallback';
import { Layout } from '../layout/layout';
import { paths } from '../../shared/lib/paths';
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

/**
 * Every screen renders through this one component type, so its Suspense boundary stays mounted from screen to
 * screen: a navigation (a transition, see shared/lib/history-router.tsx) keeps the old screen up while the next
 * one's chunk loads, and only the very first screen shows the loader. An error shows the error screen in place of
 * the screen until the next navigation.
 */
function RouteScreen({ component: Screen }: { component: ComponentType }) {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key}>
      <Suspense fallback={<PageLoader />}>
        <Screen />
      </Suspense>
    </RouteErrorBoundary>
  );
}

interface LazyScreen {
  component: LazyExoticComponent<ComponentType>;
  /** Starts loading the screen's chunk; undefined once it is loaded. */
  preload: () => Promise<unknown> | undefined;
}

// Routes sharing a loader share one lazy component, so moving between them keeps the page mounted.
const lazyScreens = new Map<() => Promise<ComponentType>, LazyScreen>();
function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let screen = lazyScreens.get(load);
  if (!screen) {
    let loading: Promise<{ default: ComponentType }> | undefined;
    let loaded = false;
    const preload = () =>
      (loading ??= load().then((Component) => {
        loaded = true;
        return { default: Component };
      }));
    // A loaded screen needs no wait (no progress bar flashing for a tick).
    screen = { component: lazy(preload), preload: () => (loaded ? undefined : preload()) };
    lazyScreens.set(load, screen);
  }
  return screen;
}

/** Preloads of the table's screens, so a link can wait for its screen before it changes the address. */
const preloads = new WeakMap<RouteObject, LazyScreen['preload']>();

/** Loads the screen chunks of the routes matching `location`, or undefined when it has none to load. */
export function prepareLocation(routes: RouteObject[], location: Location, basename?: string): Promise<unknown> | undefined {
  const loads = (matchRoutes(routes, location, basename) ?? []).flatMap(({ route }) => preloads.get(route)?.() ?? []);
  return loads.length > 0 ? Promise.all(loads) : undefined;
}

function screenRoute(route: RouteObject, screen: LazyScreen): RouteObject {
  preloads.set(route, screen.preload);
  return route;
}

export function screen({ path, index, handle, load }: ScreenDefinition): RouteObject {
  const lazyPage = lazyScreen(load);
  const element = <RouteScreen component={lazyPage.component} />;
  return screenRoute(index ? { index: true, handle, element } : { path, handle, element }, lazyPage);
}

// Pages behind more than one path.
const loadCatalogPage = () => import('../../features/catalog/catalog-page').then((m) => m.CatalogPage);
const loadOrderSuccessPage = () => import('../../features/order-success/order-success-page').then((m) => m.OrderSuccessPage);
const loadLandingEditPage = () => import('../../features/seller-landings/landing-edit-page').then((m) => m.LandingEditPage);
const loadUserPage = () => import('../../features/users/user-page').then((m) => m.UserPage);

/** Public screens. Home is the index of the layout; its screen arrives with the catalogue issue. */
const publicRoutes: RouteObject[] = [
  screen({
    index: true,
    handle: { nav: true, name: 'nav.home', type: 0, order: 0, path: paths.home },
    load: () => import('../../features/home/home-route').then((m) => m.HomeRoute),
  }),
  screen({
    path: paths.catalog,
    handle: { nav: true, name: 'nav.catalog', type: 1, order: 3, path: paths.catalog },
    load: loadCatalogPage,
  }),
  screen({
    path: paths.catalogCategory,
    handle: { nav: false, name: 'nav.catalog', path: paths.catalogCategory },
    load: loadCatalogPage,
  }),
  screen({
    path: paths.catalogSubcategory,
    handle: { nav: false, name: 'nav.catalog', path: paths.catalogSubcategory },
    load: loadCatalogPage,
  }),
  screen({
    path: paths.brands,
    handle: { nav: true, name: 'nav.brands', type: 3, order: 2, path: paths.brands },
    load: () => import('../../features/brands/brands-page').then((m) => m.BrandsPage),
  }),
  screen({
    path: paths.product,
    handle: { nav: false, name: 'nav.product', path: paths.product },
    load: () => import('../../features/product/product-page').then((m) => m.ProductPage),
  }),
  screen({
    path: paths.search,
    handle: { nav: false, name: 'nav.search', path: paths.search },
    load: () => import('../../features/search/search-page').then((m) => m.SearchPage),
  }),
  screen({
    path: paths.actions,
    handle: { nav: true, name: 'nav.actions', type: 2, order: 1, path: paths.actions },
    load: () => import('../../features/landings/landings-page').then((m) => m.LandingsPage),
  }),
  screen({
    path: paths.action,
    handle: { nav: false, name: 'nav.action', path: paths.action },
    load: () => import('../../features/landings/landing-page').then((m) => m.LandingPage),
  }),
  screen({
    path: paths.staticPage,
    handle: { nav: false, name: 'nav.staticPage', path: paths.staticPage },
    load: () => import('../../features/pages/static-page').then((m) => m.StaticPageScreen),
  }),
  screen({
    path: paths.favorites,
    handle: { nav: false, name: 'nav.favorites', path: paths.favorites },
    load: () => import('../../features/favourites/favourites-page').then((m) => m.FavouritesPage),
  }),
  screen({
    path: paths.wishlists,
    handle: { nav: false, name: 'nav.wishlists', path: paths.wishlists },
    load: () => import('../../features/wishlists/wishlists-page').then((m) => m.WishlistsPage),
  }),
  screen({
    path: paths.wishlist,
    handle: { nav: false, name: 'nav.wishlists', path: paths.wishlist },
    load: () => import('../../features/wishlists/wishlist-page').then((m) => m.WishlistPage),
  }),
  screen({
    path: paths.sharedWishlist,
    handle: { nav: false, name: 'nav.sharedWishlist', path: paths.sharedWishlist },
    load: () => import('../../features/wishlists/shared-wishlist-page').then((m) => m.SharedWishlistPage),
  }),
  // The cart summary shows the geo feature's delivery city: the route table composes the two.
  screen({
    path: paths.cart,
    handle: { nav: false, name: 'nav.cart', path: paths.cart },
    load: () =>
      Promise.all([import('../../features/cart/cart-page'), import('../../features/geo/delivery-city')]).then(([cart, geo]) =>
        cart.cartScreen(geo.DeliveryCity),
      ),
  }),
  screen({
    path: paths.order,
    handle: { nav: false, name: 'nav.order', path: paths.order },
    load: () => import('../../features/checkout/checkout-page').then((m) => m.CheckoutPage),
  }),
  screen({
    path: paths.orderSuccess,
    handle: { nav: false, name: 'nav.orderSuccess', path: paths.orderSuccess },
    load: loadOrderSuccessPage,
  }),
  screen({
    path: paths.orderSuccessId,
    handle: { nav: false, name: 'nav.orderSuccess', path: paths.orderSuccessId },
    load: loadOrderSuccessPage,
  }),
  screen({
    path: paths.orderSuccess2,
    handle: { nav: false, name: 'nav.orderSuccess', path: paths.orderSuccess2 },
    load: loadOrderSuccessPage,
  }),
  screen({
    path: paths.user,
    handle: { nav: false, name: 'nav.user', path: paths.user },
    load: loadUserPage,
  }),
  screen({
    path: paths.userShowcase,
    handle: { nav: false, name: 'nav.user', path: paths.userShowcase },
    load: loadUserPage,
  }),
  screen({
    path: paths.lastLink,
    handle: { nav: false, name: 'nav.lastLink', path: paths.lastLink },
    load: () => import('../../features/last-link/last-link-page').then((m) => m.LastLinkPage),
  }),
  screen({
    path: paths.test,
    handle: { nav: false, name: 'nav.test', path: paths.test },
    load: () => import('../../features/test-login/test-page').then((m) => m.TestPage),
  }),
];

/** Account screens exist only for logged-in users (spec §2); their issues register them here. */
export const accountRoutes: RouteObject[] = [
  screen({
    path: paths.account,
    handle: { nav: false, name: 'nav.account', path: paths.account },
    load: () => import('../../features/account/account-page').then((m) => m.AccountPage),
  }),
  screen({
    path: paths.profile,
    handle: { nav: false, name: 'nav.profile', path: paths.profile },
    load: () => import('../../features/account/account-page').then((m) => m.ProfilePage),
  }),
  screen({
    path: paths.bonuses,
    handle: { nav: false, name: 'nav.bonuses', path: paths.bonuses },
    load: () => import('../../features/bonuses/bonuses-page').then((m) => m.BonusesPage),
  }),
  screen({
    path: paths.bonusesTransfer,
    handle: { nav: false, name: 'nav.bonusesTransfer', path: paths.bonusesTransfer },
    load: () => import('../../features/bonuses/transfer-page').then((m) => m.TransferPage),
  }),
  screen({
    path: paths.orders,
    handle: { nav: false, name: 'nav.orders', path: paths.orders },
    load: () => import('../../features/orders/orders-page').then((m) => m.OrdersPage),
  }),
  screen({
    path: paths.saleOrders,
    handle: { nav: false, name: 'nav.saleOrders', path: paths.saleOrders },
    load: () => import('../../features/sale-orders/sale-orders-page').then((m) => m.SaleOrdersPage),
  }),
  screen({
    path: paths.claims,
    handle: { nav: false, name: 'nav.claims', path: paths.claims },
    load: () => import('../../features/claims/claims-page').then((m) => m.ClaimsPage),
  }),
  screen({
    path: paths.claimNew,
    handle: { nav: false, name: 'nav.claimNew', path: paths.claimNew },
    load: () => import('../../features/claims/claim-new-page').then((m) => m.ClaimNewPage),
  }),
  screen({
    path: paths.companies,
    handle: { nav: false, name: 'nav.companies', path: paths.companies },
    load: () => import('../../features/companies/companies-page').then((m) => m.CompaniesPage),
  }),
  screen({
    path: paths.agent,
    handle: { nav: false, name: 'nav.agent', path: paths.agent },
    load: () => import('../../features/agents/agent-page').then((m) => m.AgentPage),
  }),
  screen({
    path: paths.phoneLink,
    handle: { nav: false, name: 'nav.phoneLink', path: paths.phoneLink },
    load: () => import('../../features/phone-login/phone-link-page').then((m) => m.PhoneLinkPage),
  }),
  screen({
    path: paths.notifications,
    handle: { nav: false, name: 'nav.notifications', path: paths.notifications },
    load: () => import('../../features/notifications/notifications-page').then((m) => m.NotificationsPage),
  }),
  screen({
    path: paths.showcases,
    handle: { nav: false, name: 'nav.showcases', path: paths.showcases },
    load: () => import('../../features/seller-showcases/showcases-page').then((m) => m.ShowcasesPage),
  }),
  screen({
    path: paths.showcaseNew,
    handle: { nav: false, name: 'nav.showcaseNew', path: paths.showcaseNew },
    load: () => import('../../features/seller-showcases/showcase-new-page').then((m) => m.ShowcaseNewPage),
  }),
  // The showcase's dashboard (its id alone) and its settings (`/settings`): one route, two lazy pages.
  screen({
    path: `${paths.showcaseEdit}/*`,
    handle: { nav: false, name: 'nav.showcaseEdit', path: paths.showcaseEdit },
    load: () => import('../../features/seller-showcases/showcase-pages').then((m) => m.ShowcasePages),
  }),
  screen({
    path: paths.showcaseActions,
    handle: { nav: false, name: 'nav.showcaseActions', path: paths.showcaseActions },
    load: () => import('../../features/seller-landings/landings-admin-page').then((m) => m.LandingsAdminPage),
  }),
  screen({
    path: paths.showcaseActionNew,
    handle: { nav: false, name: 'nav.showcaseAction', path: paths.showcaseActionNew },
    load: loadLandingEditPage,
  }),
  screen({
    path: paths.showcaseAction,
    handle: { nav: false, name: 'nav.showcaseAction', path: paths.showcaseAction },
    load: loadLandingEditPage,
  }),
  screen({
    path: paths.showcaseCategories,
    handle: { nav: false, name: 'nav.showcaseCategories', path: paths.showcaseCategories },
    load: () => import('../../features/seller-categories/categories-page').then((m) => m.CategoriesPage),
  }),
  screen({
    path: paths.showcaseBonuses,
    handle: { nav: false, name: 'nav.showcaseBonuses', path: paths.showcaseBonuses },
    load: () => import('../../features/seller-showcases/showcase-bonuses-page').then((m) => m.ShowcaseBonusesPage),
  }),
  screen({
    path: paths.showcaseMoney,
    handle: { nav: false, name: 'nav.showcaseMoney', path: paths.showcaseMoney },
    load: () => import('../../features/seller-showcases/showcase-money-page').then((m) => m.ShowcaseMoneyPage),
  }),
  screen({
    path: paths.showcaseClaims,
    handle: { nav: false, name: 'nav.showcaseClaims', path: paths.showcaseClaims },
    load: () => import('../../features/seller-claims/seller-claims-page').then((m) => m.SellerClaimsPage),
  }),
  screen({
    path: paths.wowTree,
    handle: { nav: false, name: 'nav.wowTree', path: paths.wowTree },
    load: () => import('../../features/wow-tree/wow-tree-page').then((m) => m.WowTreeOverviewPage),
  }),
  screen({
    path: paths.wowTreeTree,
    handle: { nav: false, name: 'nav.wowTree', path: paths.wowTreeTree },
    load: () => import('../../features/wow-tree/wow-tree-page').then((m) => m.WowTreePage),
  }),
  // The operator console mounts the agents feature's request queue: the route table composes the two.
  screen({
    path: paths.operator,
    handle: { nav: false, name: 'nav.operator', path: paths.operator },
    load: () =>
      import('../../features/operator/operator-page').then((m) =>
        m.operatorScreen(() => import('../../features/agents/operator-agent-requests').then((a) => a.OperatorAgentRequests)),
      ),
  }),
];

/** Without a session every account path shows the ways to log in instead of silently going home. */
const loginRequiredPage = lazyScreen(() => import('./login-required').then((m) => m.LoginRequired));
const loginRequired: RouteObject = screenRoute(
  { path: `${paths.account}/*`, element: <RouteScreen component={loginRequiredPage.component} /> },
  loginRequiredPage,
);

/** The layout's own error boundary (a failing header or footer): the error screen instead of the layout. */
function RootRoute() {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key}>
      <Layout />
    </RouteErrorBoundary>
  );
}

export interface RouteTableInput {
  isLogged: boolean;
}

export function buildRoutes({ isLogged }: RouteTableInput): RouteObject[] {
  return [
    {
      id: 'root',
      path: paths.home,
      element: <RootRoute />,
      children: [...publicRoutes, ...(isLogged ? accountRoutes : [loginRequired]), { path: '*', Component: UnknownPath }],
    },
  ];
}
