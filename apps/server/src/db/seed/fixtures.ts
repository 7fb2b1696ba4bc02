import { SHOWCASE_STATE } from '@storefront/contract/constants';
import { DEMO_ROLES } from '@storefront/contract/test-login';

/**
 * Stable facts of the demo seed. The server (demo logins, defaults), API tests and e2e tests import them
 * instead of repeating literals. Row ids are not listed: look rows up by alias, telegram id or ref code.
 */

export const DEFAULT_SEED_PRODUCTS = 320;

export const SHOWCASES = {
  main: { alias: 'main', name: 'Сарафан Маркет', bot: 'sarafan_main_bot', stateId: SHOWCASE_STATE.store, cashbackPercent: 5 },
  promo: { alias: 'promo', name: 'Сарафан Акции', bot: 'sarafan_promo_bot', stateId: SHOWCASE_STATE.landing, cashbackPercent: 0 },
  sport: { alias: 'sport', name: 'Спорт и отдых', bot: 'sarafan_sport_bot', stateId: SHOWCASE_STATE.store, cashbackPercent: 3 },
  blocked: { alias: 'blocked', name: 'Лавка у дома', bot: 'sarafan_blocked_bot', stateId: SHOWCASE_STATE.blocked, cashbackPercent: 0 },
} as const;
export type DemoShowcaseKey = keyof typeof SHOWCASES;

/** The showcase served when neither the host nor `s` names one (unless DEFAULT_SHOWCASE says otherwise). */
export const DEFAULT_SHOWCASE_ALIAS = SHOWCASES.main.alias;
export const NETWORK_BOT_USERNAME = 'sarafan_network_bot';

/** Local fund ("Баланс страницы") of each showcase at seeding, in kopecks, before cashback was paid from it. */
export const SHOWCASE_FUNDS: Record<DemoShowcaseKey, number> = { main: 5_000_000, promo: 500_000, sport: 1_000_000, blocked: 0 };

export type DemoRole = (typeof DEMO_ROLES)[number];
export { DEMO_ROLES };

export interface DemoUserFact {
  name: string;
  username: string;
  telegramId: number;
  refCode: string;
  demoRole: DemoRole;
  /** Shown on the /test page next to the name. */
  description: string;
}

export const DEMO_USERS = {
  operator: {
    name: 'Ольга Операторова',
    username: 'olga_operator',
    telegramId: 100001,
    refCode: 'OLGAOPER',
    demoRole: 'operator',
    description: 'Оператор сети: заявки агентов, выводы бонусов, блокировки',
  },
  showcaseAdmin: {
    name: 'Алексей Продавцов',
    username: 'aleksey_seller',
    telegramId: 100002,
    refCode: 'ALEKSEY1',
    demoRole: 'showcase_admin',
    description: 'Владелец витрин «Сарафан Маркет» и «Сарафан Акции», корень сарафанной сети',
  },
  sportAdmin: {
    name: 'Марина Спортивная',
    username: 'marina_sport',
    telegramId: 100003,
    refCode: 'MARINA01',
    demoRole: 'showcase_admin',
    description: 'Владелец витрин «Спорт и отдых» и «Лавка у дома»',
  },
  shopper: {
    name: 'Иван Покупателев',
    username: 'ivan_shopper',
    telegramId: 100004,
    refCode: 'IVANPOKU',
    demoRole: 'shopper',
    description: 'Покупатель с заказами и бонусами, третий уровень сети',
  },
  banned: {
    name: 'Борис Заблокированный',
    username: 'boris_banned',
    telegramId: 100005,
    refCode: 'BORISBAN',
    demoRole: 'banned',
    description: 'Заблокирован в сети',
  },
  bannedOnMain: {
    name: 'Глеб Нарушителев',
    username: 'gleb_violator',
    telegramId: 100006,
    refCode: 'GLEBBAN1',
    demoRole: 'banned',
    description: 'Заблокирован только на витрине «Сарафан Маркет»',
  },
  referrer: {
    name: 'Наталья Рекомендова',
    username: 'natalya_ref',
    telegramId: 100007,
    refCode: 'NATALYA1',
    demoRole: 'referrer',
    description: 'Рекомендатор покупателя: приглашённые, начисления, вывод бонусов',
  },
} as const satisfies Record<string, DemoUserFact>;
export type DemoUserKey = keyof typeof DEMO_USERS;

/** Who earns from the shopper's orders: 1st, 2nd and 3rd line, by telegram id. */
export const SHOPPER_UPLINE_TELEGRAM_IDS = [DEMO_USERS.referrer.telegramId, 200001, DEMO_USERS.showcaseAdmin.telegramId] as const;

/** Network settings rows (`network_settings.key` → `value`). Percentages are whole numbers. */
export const NETWORK_SETTINGS = {
  bonus_split: { showcaseOwner: 40, levels: [30, 20, 10] },
  default_product_bonus_rate: 10,
  network_spend_cap_percent: 50,
  local_spend_cap_percent: 100,
  maturation_days: 14,
  withdrawal_min_bonuses: 500,
  network_bot_username: NETWORK_BOT_USERNAME,
} as const;
export type NetworkSettingKey = keyof typeof NETWORK_SETTINGS;

/** `media.path` of a showcase logo (public URL without the leading slash). */
export function logoMediaPath(siteId: string): string {
  return `api/stat/images/logos/${siteId}_mobile.png`;
}

/** Operation codes the seed writes into `bonus_entries.operation`. */
export const BONUS_OPERATIONS = [
  'fund_topup',
  'owner_share',
  'referral',
  'cashback',
  'cashback_payout',
  'spend',
  'transfer_in',
  'transfer_out',
  'withdrawal',
] as const;
