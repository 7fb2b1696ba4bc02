import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts, tsNow, created, updated, id, intZero, flag, fk, optFk, timestamps, type OnDelete } from './columns';

export const networkSettings = pgTable('network_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updated(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    telegramId: bigint('telegram_id', { mode: 'number' }).unique(),
    /** The user's MAX account (init data and the MAX bot); one person may hold both identities (issue 19). */
    maxId: bigint('max_id', { mode: 'number' }).unique(),
    username: text('username'),
    name: text('name').notNull(),
    avatarUrl: text('avatar_url'),
    phone: text('phone'),
    email: text('email'),
    city: text('city'),
    locale: text('locale').notNull().default('ru-RU'),
    role: text('role', { enum: ['shopper', 'operator'] })
      .notNull()
      .default('shopper'),
    refCode: text('ref_code').notNull().unique(),
    referrerId: optFk('referrer_id', (): never => users.id as never),
    referralShowcaseId: integer('referral_showcase_id'),
    referrerSetAt: ts('referrer_set_at'),
    referralSeen: flag('referral_seen'),
    isBanned: flag('is_banned'),
    /** An operator's network-wide ban: why, when, by whom (kept while is_banned). */
    banReason: text('ban_reason'),
    bannedAt: ts('banned_at'),
    bannedBy: optFk('banned_by', (): never => users.id as never),
    demoRole: text('demo_role'),
    /** The phone this account logs in with (SMS code), 11 digits `7XXXXXXXXXX`; confirmed, unique. */
    loginPhone: text('login_phone').unique(),
    /** A phone-only account merged into a Telegram one: where its orders, bonuses and cart went. */
    mergedInto: optFk('merged_into', (): never => users.id as never),
    /** Granted by the operator's approval of an agent request (migration 0023); the KYC gate of state 2 needs it. */
    isAgent: flag('is_agent'),
    /** The member agreed to be named to their upline's sellers (the what-if calculator); hidden otherwise. */
    shownToUpline: flag('shown_to_upline'),
    ...timestamps(),
  },
  (t) => [index('users_referrer_idx').on(t.referrerId), check('users_no_self_referral', sql`${t.referrerId} <> ${t.id}`)],
);

/** The user a row belongs to or was made by: `user_id integer not null references users`. */
export const userRef = (onDelete?: OnDelete) => fk('user_id', () => users.id, onDelete);
/** The same for a row that may have no user: `user_id integer references users`. */
export const optUserRef = (onDelete?: OnDelete) => optFk('user_id', () => users.id, onDelete);

export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: optUserRef('cascade'),
    data: jsonb('data').$type<SessionData>().notNull().default({}),
    createdAt: created(),
    lastSeenAt: tsNow('last_seen_at'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export interface SessionData {
  devMode?: boolean;
  wowTreeMode?: boolean;
  referral?: { showcaseId: number; refCode: string | null; cmp: string | null };
  /** The Telegram or MAX init data this session was opened with (its hash, its expiry in epoch seconds): revoked on logout. */
  initData?: { hash: string; expiresAt: number };
}

export const lastLinks = pgTable(
  'last_links',
  {
    userId: userRef('cascade'),
    bot: text('bot').notNull(),
    url: text('url').notNull(),
    sentAt: tsNow('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bot] })],
);

/**
 * Telegram init data stays valid for TELEGRAM_AUTH_MAX_AGE after Telegram signed it, and the Mini App's URL keeps
 * carrying it: logging out revokes the init data the session was opened with until it would have expired anyway.
 */
export const revokedInitData = pgTable(
  'revoked_init_data',
  {
    hash: text('hash').primaryKey(),
    userId: userRef('cascade'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('revoked_init_data_expires_idx').on(t.expiresAt)],
);

export const loginTokens = pgTable('login_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: userRef('cascade'),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: created(),
});

/** One-time SMS login codes (only a salted hash is kept); their rows also count the per-phone and per-IP limits. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: intZero('attempts'),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: created(),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone, t.createdAt), index('phone_codes_ip_idx').on(t.ip, t.createdAt)],
);

/** The SMS gateway sandbox (DEMO=1): what it was asked to send, shown on the /test page. */
export const sandboxSms = pgTable('sandbox_sms', {
  id: text('id').primaryKey(),
  apiId: text('api_id').notNull(),
  phone: text('phone').notNull(),
  text: text('text').notNull(),
  sender: text('sender'),
  createdAt: created(),
});
/**
 * One-time codes with which a logged-in user attaches the other messenger's identity (Telegram or MAX) to their
 * account: only the code's SHA-256 is stored, the database clock sets the expiry.
 */
export const identityLinkCodes = pgTable(
  'identity_link_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: userRef('cascade'),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('identity_link_codes_user_idx').on(t.userId)],
);
