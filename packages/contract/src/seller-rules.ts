/**
 * Seller-side rules shared by the server and the web forms (issue 5). No zod here: the web chunks import
 * these constants without pulling the schema library in.
 */

/** Aliases name hosts (`{alias}.{BASE_DOMAIN}`) and paths, so the ones the platform itself uses are refused. */
export const RESERVED_ALIASES: readonly string[] = [
  'api',
  'www',
  'admin',
  'static',
  'images',
  'image',
  'img',
  'assets',
  'test',
  'account',
  'order',
  'orders',
  'actions',
  'action',
  'catalog',
  'cart',
  'search',
  'pages',
  'brands',
  'product',
  'users',
  'wishlist',
  'favorites',
  'stat',
  'media',
  'tgbundle',
  'maxbundle',
  'mail',
  'smtp',
  'ftp',
  'app',
  'bot',
  'help',
  'support',
  'login',
  'logout',
  'auth',
  'root',
  'operator',
  'network',
  'null',
  'undefined',
  'lastlink',
  'sale-orders',
];

export const ALIAS_PATTERN = /^[a-z0-9-]{3,32}$/;

export type AliasProblem = 'format' | 'reserved' | 'taken';

/** The alias problem a form can see without asking the server (uniqueness needs the server). */
export function aliasProblem(alias: string): Exclude<AliasProblem, 'taken'> | null {
  if (!ALIAS_PATTERN.test(alias)) return 'format';
  if (RESERVED_ALIASES.includes(alias)) return 'reserved';
  return null;
}

/** Why a custom domain is refused: malformed, the network's own domain or under it, an IP address, a local name, or another showcase's. */
export type DomainProblem = 'format' | 'base' | 'ip' | 'local' | 'taken';
/** The TXT record proving a domain: `{prefix}.{domain}` holding `{value prefix}{token}`. */
export const DOMAIN_VERIFY_RECORD_PREFIX = '_storefront-verify';
export const DOMAIN_VERIFY_VALUE_PREFIX = 'storefront-verify=';

export const SHOWCASE_NAME_MAX = 100;
export const CASHBACK_MAX_PERCENT = 30;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const LANDING_SLUG_PATTERN = /^[a-z0-9-]{1,64}$/;
export const LANDING_BLOCKS_MAX = 30;
export const LANDING_PRODUCTS_MAX = 24;
/** Sections of spec §7 `/account/showcases/edit/home/{url}`. */
export const HOME_SECTIONS = ['banner', 'promo'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];
