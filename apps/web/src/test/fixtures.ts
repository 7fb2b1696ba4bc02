import { mockFetch, type MockRoute } from './fetch-mock';
import type { CartLine } from '@storefront/contract/cart';
import type { MenuConfig } from '@storefront/contract/menu';
import type { StartupConfig } from '@storefront/contract/startup';

export function startupConfig(overrides: Partial<StartupConfig> = {}): StartupConfig {
  return {
    showcaseId: 7,
    showcaseAlias: 'demo',
    currentDomain: 'localhost:3000',
    showcaseName: 'Витрина Сарафана',
    showcaseDescription: 'Лучшие товары сети',
    slogan: 'Покупайте с друзьями',
    siteId: 'demo',
    imageBaseUrl: '/api/stat',
    favicon: '',
    telegramBot: 'demo_bot',
    refCode: 'ABCD1234',
    isLogged: false,
    adminMode: false,
    isBanned: false,
    isBannedOnShowcase: false,
    showcaseNotOpen: false,
    noRefCritical: false,
    staticGroups: [],
    bonusBalance: 0,
    bonusExpectedValue: 0,
    showcaseStateId: 2,
    actions_cnt: { cnt: 0 },
    wowShowcaseId: -1,
    wowShowcaseData: null,
    networkName: 'Сарафан',
    updatedAfter: 1_700_000_000,
    demo: true,
    redirectTarget: null,
    storeLink: null,
    storefront: {
      contacts: { phone: '', email: '', address: '', telegram: '', whatsapp: '', vk: '', workHours: '' },
      announcement: '',
      banner: null,
      promo: null,
    },
    ...overrides,
  };
}

export function menuConfig(overrides: Partial<MenuConfig> = {}): MenuConfig {
  return {
    clientInfo: null,
    showcaseBalance: null,
    updated_after: 1_700_000_000,
    burger_menu: {},
    likechain_showcase: { telegram_bot_name: 'likechain_bot' },
    isShowcaseAdmin: false,
    favouritesCnt: 0,
    wishlistsCnt: 0,
    cartCnt: 0,
    wowTreeMode: false,
    showHeader: true,
    shareText: '',
    devMode: false,
    actionsCnt: 0,
    showcaseStateId: 2,
    ...overrides,
  };
}

export interface ShellMockOptions {
  startup?: Partial<StartupConfig> | (() => StartupConfig);
  menu?: Partial<MenuConfig> | (() => MenuConfig);
  counters?: { NewReferals: number; UnseenTransactions: number };
  /** Routes matched before the shell's own (they win). */
  extra?: MockRoute[];
}

/** Stubs the calls every shell render makes: startup, menu and the showcase counters. */
export function mockShell(options: ShellMockOptions = {}) {
  const { startup = {}, menu = {}, counters = { NewReferals: 0, UnseenTransactions: 0 }, extra = [] } = options;
  return mockFetch([
    ...extra,
    { method: 'POST', path: '/api/startup', body: typeof startup === 'function' ? startup : () => startupConfig(startup) },
    { path: '/api/menu/', body: typeof menu === 'function' ? menu : () => menuConfig(menu) },
    { path: '/api/tg', query: { method: 'getOneShowcaseCounters' }, body: counters },
  ]);
}

/** The shell of a signed-in member, with the screen's own routes (`extra`, matched first). */
export function mockSignedIn(extra: MockRoute[] = [], options: Omit<ShellMockOptions, 'startup' | 'extra'> = {}) {
  return mockShell({ ...options, startup: { isLogged: true }, extra });
}

/** The member a bonus transfer finds by the code NATALYA1, and the mocked look-up that finds her. */
export const natalya = { name: 'Наталья Рекомендова', refCode: 'NATALYA1', avatarUrl: null };
export const findNatalya: MockRoute = { path: '/api/tg', query: { method: 'findTransferRecipient' }, body: natalya };
/** A payment to her POSTed to `path` (a transfer, a payout), answered with `answer` and her as the recipient. */
export const payNatalya = (path: string, answer: Record<string, unknown>): MockRoute => ({
  method: 'POST',
  path,
  body: { ...answer, recipient: natalya },
});

/** A cart line: two kettles of 2 000 ₽ each. */
export const cartLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  ProductId: 101,
  Quantity: 2,
  name: 'Чайник электрический',
  article: 'KT-1',
  picture: null,
  price: 2_000_00,
  oldPrice: null,
  stock: 5,
  lineTotal: 4_000_00,
  ...overrides,
});
