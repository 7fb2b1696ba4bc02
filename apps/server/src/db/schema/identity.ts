import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ts, created } from './columns';

export const networkSettings = pgTable('network_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  telegramId: bigint('telegram_id', { mode: 'number' }).unique(),
  username: text('username'),
  name: text('name').notNull(),
  avatarUrl: text('avatar_url'),
  phone: text('phone'),
  email: text('email'),
  city: text('city'),
  locale: text('locale').notNull().default('ru-RU'),
  role: text('role', { enum: ['shopper', 'operator'] }).notNull().default('shopper'),
  refCode: text('ref_code').notNull().unique(),
  referrerId: integer('referrer_id').references((): never => users.id as never),
  referralShowcaseId: integer('referral_showcase_id'),
  referrerSetAt: ts('referrer_set_at'),
  referralSeen: boolean('referral_seen').notNull().default(false),
  isBanned: boolean('is_banned').notNull().default(false),
  /** An operator's network-wide ban: why, when, by whom (kept while is_banned). */
  banReason: text('ban_reason'),
  bannedAt: ts('banned_at'),
  bannedBy: integer('banned_by').references((): never => users.id as never),
  demoRole: text('demo_role'),
  createdAt: created(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [index('users_referrer_idx').on(t.referrerId), check('users_no_self_referral', sql`${t.referrerId} <> ${t.id}`)]);

export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<SessionData>().notNull().default({}),
  createdAt: created(),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
}, (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)]);

export interface SessionData {
  devMode?: boolean;
  wowTreeMode?: boolean;
  referral?: { showcaseId: number; refCode: string | null; cmp: string | null };
  /** The Telegram init data this session was opened with (its hash, its expiry in epoch seconds): revoked on logout. */
  initData?: { hash: string; expiresAt: number };
}

export const lastLinks = pgTable('last_links', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  bot: text('bot').notNull(),
  url: text('url').notNull(),
  sentAt: ts('sent_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.bot] })]);

/**
 * Telegram init data stays valid for TELEGRAM_AUTH_MAX_AGE after Telegram signed it, and the Mini App's URL keeps
 * carrying it: logging out revokes the init data the session was opened with until it would have expired anyway.
 */
export const revokedInitData = pgTable('revoked_init_data', {
  hash: text('hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
}, (t) => [index('revoked_init_data_expires_idx').on(t.expiresAt)]);

export const loginTokens = pgTable('login_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: created(),
});
