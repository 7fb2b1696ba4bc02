import { PATHS } from './constants';

/**
 * Every page path of the web app (spec §2 and the issues that added pages). The web router and its links read
 * them from here, and so can the server wherever it links to a page (notification links, redirects after payment,
 * bot buttons): one table, so a moved page cannot leave a dead link behind.
 */
export const WEB_PATHS = {
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
  user: '/users/:handle',
  userShowcase: '/users/:handle/:showcase_id',
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
  /** The showcase's page: it opens on its dashboard (issue 15); its settings are at `{this}/settings` (the seller feature's route). */
  showcaseEdit: '/account/profile/showcases/:id',
  showcaseActions: '/account/profile/showcases/:id/edit_actions',
  showcaseActionNew: '/account/profile/showcases/:id/edit_actions/create_new',
  showcaseAction: '/account/profile/showcases/:id/edit_actions/:aid',
  showcaseCategories: '/account/profile/showcases/:id/categories',
  /** The seller's bonus tools (fictitious sale order, bonus payment; spec §7, issue 6): path not shown in spec §2. */
  showcaseBonuses: '/account/profile/showcases/:id/bonuses',
  /** The showcase's money (issue 14): the owner's network share and its withdrawal, the fund and its top-up, the audit. */
  showcaseMoney: '/account/profile/showcases/:id/money',
  /** The showcase's claims inbox (issue 15): its staff answer, approve (all or chosen lines) or reject buyers' claims. */
  showcaseClaims: '/account/profile/showcases/:id/claims',
  wowTree: '/account/profile/wow-tree',
  wowTreeTree: '/account/profile/wow-tree/tree',
  /** Account areas whose paths spec §2 does not show (issue 4). */
  notifications: '/account/profile/notifications',
  /** Confirm a phone for SMS login and merge a phone-only account (issue 18). */
  phoneLink: '/account/profile/phone',
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

export type WebPathKey = keyof typeof WEB_PATHS;

/**
 * A page link from a path of the table with its `:name` segments filled (encoded): `webPath('showcaseEdit', { id: 7 })`.
 * For code without the web router (the server); the web app uses react-router's `generatePath`, which agrees.
 */
export function webPath(key: WebPathKey, params: Readonly<Record<string, string | number>> = {}): string {
  return WEB_PATHS[key].replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`webPath(${key}): missing :${name}`);
    return encodeURIComponent(String(value));
  });
}
