/** Business constants of spec §9. Both apps import them; nothing else hard-codes these numbers. */
export const HOME_PRODUCTS_COUNT = 15;
export const PAYMENT_SYSTEM_IDS = [1, 2] as const;
export type PaymentSystemId = (typeof PAYMENT_SYSTEM_IDS)[number];

export const CACHE_KEEP_UNUSED_SECONDS = 60;
export const DB_TIME_KEEP_UNUSED_SECONDS = 0;
export const PROFILE_READ_RETRIES = 8;

export const COUNTERS_POLL_MS = 60_000;
export const MENU_CLOCK_REFRESH_MS = 60_000;

export const MODAL_CLOSE_MS = 250;
export const SLIDE_PANEL_CLOSE_MS = 500;
export const SLIDE_PANEL_DEFAULT_WIDTH = '50%';

export const NOTICE_DEFAULT_MS = 3000;
export const NOTICE_ERROR_MS = 5000;
export const NOTICE_PERSISTENT = -1;
export const TOAST_DEFAULT_MS = 3000;
export const COPY_CONFIRM_MS = 1500;
export const ACCOUNT_PANEL_AUTO_CLOSE_MS = 2000;
export const NO_REF_CRITICAL_CLOSE_MS = 5000;

export const VIBRATION_PATTERNS = {
  success: [400],
  danger: [300, 200, 300],
  warning: [200, 100, 200, 100, 200],
} as const satisfies Record<string, readonly number[]>;
export type ToastType = keyof typeof VIBRATION_PATTERNS;

export const DEV_MODE_TAPS = 5;
export const DEV_MODE_WINDOW_MS = 1000;

export const MENU_SHOWCASE_NAME_LIMIT = 35;
export const DEFAULT_TRUNCATE_LENGTH = 50;

export const LAZY_THRESHOLD_PX = 100;
export const SCROLL_THROTTLE_MS = 300;
export const PAGINATION_STEP = 2;

export const QR_CODE = { size: 150, quietZone: 10, ecLevel: 'M', qrStyle: 'fluid', logoWidth: 30, logoHeight: 30 } as const;

/** Local storage keys of spec §9, verbatim. */
export const STORAGE_KEYS = {
  sortingBonuses: 'SortingBonuses',
  showExpandCart: 'showExpandCart',
  locale: 'locale',
  selectedGlobalFilter: 'selectedGlobalFilter',
  devMode: 'DevModeApp',
  stageServer: 'StageServer',
  testFlag: 'test',
  apiBaseUrl: 'apiBaseUrl',
} as const;

export const LOCALES = ['ru-RU', 'en-US', 'ar-AR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru-RU';
export const RTL_LOCALES: readonly Locale[] = ['ar-AR'];

export const DEFAULT_CITY = 'Москва';
export const DEFAULT_CURRENCY = 'Рубль, ₽';
export const EMPTY_AMOUNT = '−';

/** Image and page path prefixes of spec §9. */
export const PATHS = {
  smallPics: '/images/goods/good_small_pics/',
  media: '/images/media/',
  bigPics: '/images/upload/',
  logos: '/api/stat/images/logos/',
  staticPages: '/pages/',
  tgBundle: '/api/tgbundle/',
  /** The same app as MAX opens it (the Mini App URL set on the MAX partner platform): its CSP also allows MAX Bridge's script. */
  maxBundle: '/api/maxbundle/',
} as const;

/** Where GET /api/auth/link sends a browser whose bot login link is unknown, used or expired; the web app shows a toast. */
export const LOGIN_EXPIRED_QUERY = { key: 'login', value: 'expired' } as const;

/** Showcase states of DESIGN §6. */
export const SHOWCASE_STATE = { draft: 0, landing: 1, store: 2, blocked: 3 } as const;
export type ShowcaseStateId = (typeof SHOWCASE_STATE)[keyof typeof SHOWCASE_STATE];

/** Custom header every state-changing call carries (CSRF, DESIGN §5). */
export const CSRF_HEADER = 'x-storefront-client';
export const CSRF_HEADER_VALUE = '1';
/** The shopper's language, so that server messages come back in it. */
export const LOCALE_HEADER = 'x-locale';
export const SESSION_COOKIE = 'sid';

/** Navigation order of static page groups: 20 plus the group's index (spec §2). */
export const STATIC_GROUP_ORDER_BASE = 20;

/** Static page aliases of the seller's terms of sale (offer) and privacy policy; checkout links to them when they exist. */
export const LEGAL_PAGE_ALIASES = { offer: 'offer', privacy: 'privacy' } as const;

/**
 * Cards of a product grid in a page's first screen (two columns of three rows on a phone): the server paints that many
 * into the first screen it sends, and the app's first render, which replaces it, shows as many before the rest.
 */
export const FIRST_SCREEN_CARDS = 6;
