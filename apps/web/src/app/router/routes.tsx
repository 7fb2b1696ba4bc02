import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, useLocation, type Location, type RouteObject } from 'react-router';
import { PageLoader } from '../../shared/ui/loader';
import { RouteErrorBoundary } from '../../shared/ui/error-fallback';
import { Layout } from '../layout/layout';
import { paths } from '../../shared/lib/paths';
import type { MessageId } from '../../shared/lib/i18n';
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

/** A screen with a menu entry of the given type and order. */
function menuPage(path: string, name: MessageId, menu: { type: number; order: number }, load: () => Promise<ComponentType>): RouteObject {
  return screen({ path, handle: { nav: true, name, ...menu, path }, load });
}

/** A screen outside the menu, its handle naming it at its own path. */
function page(path: string, name: MessageId, load: () => Promise<ComponentType>): RouteObject {
  return screen({ path, handle: { nav: false, name, path }, load });
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
  menuPage(paths.catalog, 'nav.catalog', { type: 1, order: 3 }, loadCatalogPage),
  page(paths.catalogCategory, 'nav.catalog', loadCatalogPage),
  page(paths.catalogSubcategory, 'nav.catalog', loadCatalogPage),
  menuPage(paths.brands, 'nav.brands', { type: 3, order: 2 }, () => import('../../features/brands/brands-page').then((m) => m.BrandsPage)),
  page(paths.product, 'nav.product', () => import('../../features/product/product-page').then((m) => m.ProductPage)),
  page(paths.search, 'nav.search', () => import('../../features/search/search-page').then((m) => m.SearchPage)),
  menuPage(paths.actions, 'nav.actions', { type: 2, order: 1 }, () => import('../../features/landings/landings-page').then((m) => m.LandingsPage)),
  page(paths.action, 'nav.action', () => import('../../features/landings/landing-page').then((m) => m.LandingPage)),
  page(paths.staticPage, 'nav.staticPage', () => import('../../features/pages/static-page').then((m) => m.StaticPageScreen)),
  page(paths.favorites, 'nav.favorites', () => import('../../features/favourites/favourites-page').then((m) => m.FavouritesPage)),
  page(paths.wishlists, 'nav.wishlists', () => import('../../features/wishlists/wishlists-page').then((m) => m.WishlistsPage)),
  page(paths.wishlist, 'nav.wishlists', () => import('../../features/wishlists/wishlist-page').then((m) => m.WishlistPage)),
  page(paths.sharedWishlist, 'nav.sharedWishlist', () => import('../../features/wishlists/shared-wishlist-page').then((m) => m.SharedWishlistPage)),
  // The cart summary shows the geo feature's delivery city: the route table composes the two.
  page(paths.cart, 'nav.cart', () =>
    Promise.all([import('../../features/cart/cart-page'), import('../../features/geo/delivery-city')]).then(([cart, geo]) =>
      cart.cartScreen(geo.DeliveryCity),
    ),
  ),
  page(paths.order, 'nav.order', () => import('../../features/checkout/checkout-page').then((m) => m.CheckoutPage)),
  page(paths.orderSuccess, 'nav.orderSuccess', loadOrderSuccessPage),
  page(paths.orderSuccessId, 'nav.orderSuccess', loadOrderSuccessPage),
  page(paths.orderSuccess2, 'nav.orderSuccess', loadOrderSuccessPage),
  page(paths.user, 'nav.user', loadUserPage),
  page(paths.userShowcase, 'nav.user', loadUserPage),
  page(paths.lastLink, 'nav.lastLink', () => import('../../features/last-link/last-link-page').then((m) => m.LastLinkPage)),
  page(paths.test, 'nav.test', () => import('../../features/test-login/test-page').then((m) => m.TestPage)),
];

/** Account screens exist only for logged-in users (spec §2); their issues register them here. */
export const accountRoutes: RouteObject[] = [
  page(paths.account, 'nav.account', () => import('../../features/account/account-page').then((m) => m.AccountPage)),
  page(paths.profile, 'nav.profile', () => import('../../features/account/account-page').then((m) => m.ProfilePage)),
  page(paths.bonuses, 'nav.bonuses', () => import('../../features/bonuses/bonuses-page').then((m) => m.BonusesPage)),
  page(paths.bonusesTransfer, 'nav.bonusesTransfer', () => import('../../features/bonuses/transfer-page').then((m) => m.TransferPage)),
  page(paths.orders, 'nav.orders', () => import('../../features/orders/orders-page').then((m) => m.OrdersPage)),
  page(paths.saleOrders, 'nav.saleOrders', () => import('../../features/sale-orders/sale-orders-page').then((m) => m.SaleOrdersPage)),
  page(paths.claims, 'nav.claims', () => import('../../features/claims/claims-page').then((m) => m.ClaimsPage)),
  page(paths.claimNew, 'nav.claimNew', () => import('../../features/claims/claim-new-page').then((m) => m.ClaimNewPage)),
  page(paths.companies, 'nav.companies', () => import('../../features/companies/companies-page').then((m) => m.CompaniesPage)),
  page(paths.agent, 'nav.agent', () => import('../../features/agents/agent-page').then((m) => m.AgentPage)),
  page(paths.phoneLink, 'nav.phoneLink', () => import('../../features/phone-login/phone-link-page').then((m) => m.PhoneLinkPage)),
  page(paths.notifications, 'nav.notifications', () => import('../../features/notifications/notifications-page').then((m) => m.NotificationsPage)),
  page(paths.showcases, 'nav.showcases', () => import('../../features/seller-showcases/showcases-page').then((m) => m.ShowcasesPage)),
  page(paths.showcaseNew, 'nav.showcaseNew', () => import('../../features/seller-showcases/showcase-new-page').then((m) => m.ShowcaseNewPage)),
  // The showcase's dashboard (its id alone) and its settings (`/settings`): one route, two lazy pages.
  screen({
    path: `${paths.showcaseEdit}/*`,
    handle: { nav: false, name: 'nav.showcaseEdit', path: paths.showcaseEdit },
    load: () => import('../../features/seller-showcases/showcase-pages').then((m) => m.ShowcasePages),
  }),
  page(paths.showcaseActions, 'nav.showcaseActions', () =>
    import('../../features/seller-landings/landings-admin-page').then((m) => m.LandingsAdminPage),
  ),
  page(paths.showcaseActionNew, 'nav.showcaseAction', loadLandingEditPage),
  page(paths.showcaseAction, 'nav.showcaseAction', loadLandingEditPage),
  page(paths.showcaseCategories, 'nav.showcaseCategories', () =>
    import('../../features/seller-categories/categories-page').then((m) => m.CategoriesPage),
  ),
  page(paths.showcaseBonuses, 'nav.showcaseBonuses', () =>
    import('../../features/seller-showcases/showcase-bonuses-page').then((m) => m.ShowcaseBonusesPage),
  ),
  page(paths.showcaseMoney, 'nav.showcaseMoney', () =>
    import('../../features/seller-showcases/showcase-money-page').then((m) => m.ShowcaseMoneyPage),
  ),
  page(paths.showcaseClaims, 'nav.showcaseClaims', () => import('../../features/seller-claims/seller-claims-page').then((m) => m.SellerClaimsPage)),
  page(paths.wowTree, 'nav.wowTree', () => import('../../features/wow-tree/wow-tree-page').then((m) => m.WowTreeOverviewPage)),
  page(paths.wowTreeTree, 'nav.wowTree', () => import('../../features/wow-tree/wow-tree-page').then((m) => m.WowTreePage)),
  // The operator console mounts the agents feature's request queue: the route table composes the two.
  page(paths.operator, 'nav.operator', () =>
    import('../../features/operator/operator-page').then((m) =>
      m.operatorScreen(() => import('../../features/agents/operator-agent-requests').then((a) => a.OperatorAgentRequests)),
    ),
  ),
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
