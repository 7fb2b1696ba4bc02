import { PATHS } from '@storefront/contract/constants';
import { generatePath } from 'react-router';

/** Every route path of spec §2. Components build links from here, never from string literals. */
export const paths = {
  home: '/',
  catalog: '/catalog',
  catalogCategory: '/catalog/:category',
  catalogSubcategory: '/catalog/:cat/:category',
  search: '/search',
  test: '/test',
  actions: '/actions',
  action: '/actions/:actionId',
  brands: '/brands',
  product: '/product/:id',
  cart: '/cart',
  wishlists: '/wishlist',
  wishlist: '/wishlist/:id',
  /** Read-only view of a list shared by link (not in spec §2: the share-by-link point of issue 3). */
  sharedWishlist: '/wishlist/shared/:token',
  favorites: '/favorites',
  user: '/users/:id',
  userShowcase: '/users/:id/:showcase_id',
  lastLink: '/lastLink',
  staticPage: `${PATHS.staticPages}:alias`,

  account: '/account',
  profile: '/account/profile',
  saleOrders: '/account/profile/sale-orders',
  orders: '/account/profile/orders',
  bonuses: '/account/profile/bonuses',
  /** The "mlm transfer" area (spec §7 /account/mlm/transfer/; its route path is not shown): issue 6. */
  bonusesTransfer: '/account/profile/bonuses/transfer',
  showcases: '/account/profile/showcases',
  showcaseNew: '/account/profile/showcases/new',
  showcaseEdit: '/account/profile/showcases/:id',
  showcaseActions: '/account/profile/showcases/:id/edit_actions',
  showcaseActionNew: '/account/profile/showcases/:id/edit_actions/create_new',
  showcaseAction: '/account/profile/showcases/:id/edit_actions/:aid',
  showcaseCategories: '/account/profile/showcases/:id/categories',
  /** The seller's bonus tools (fictitious sale order, bonus payment; spec §7, issue 6): path not shown in spec §2. */
  showcaseBonuses: '/account/profile/showcases/:id/bonuses',
  wowTree: '/account/profile/wow-tree',
  wowTreeTree: '/account/profile/wow-tree/tree',
  /** Account areas whose paths spec §2 does not show (issue 4). */
  notifications: '/account/profile/notifications',
  claims: '/account/profile/claims',
  /** New claim on an order line: ?id={orderId}&article={article}, as the form read takes them. */
  claimNew: '/account/profile/claims/new',
  /** Sellers' legal entities (spec §7 /account/companies/) and agent requests (/account/mlm/upload/): issue 5. */
  companies: '/account/profile/companies',
  agent: '/account/profile/agent',
  /** The operator console (issue 5; its path is not in spec §2). */
  operator: '/account/operator',

  order: '/order',
  orderSuccess: '/order/success',
  orderSuccessId: '/order/success/:id',
  orderSuccess2: '/order/success2/:id',
} as const;

export type PathKey = keyof typeof paths;

export const staticPagePath = (alias: string): string => generatePath(paths.staticPage, { alias });
export const showcaseSettingsPath = (id: number): string => generatePath(paths.showcaseEdit, { id: String(id) });

/** The app is served at `/` and, for the Telegram bundle, at `/api/tgbundle/` (same build). */
export function routerBasename(pathname: string): string {
  const bundle = PATHS.tgBundle.replace(/\/$/, '');
  return pathname === bundle || pathname.startsWith(PATHS.tgBundle) ? bundle : '/';
}
