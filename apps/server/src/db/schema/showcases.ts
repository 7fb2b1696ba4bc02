import type { SellerCourierSettings } from '@storefront/contract/delivery';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, ts, created } from './columns';
import { users } from './identity';

export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  path: text('path').notNull().unique(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  ownerId: integer('owner_id').references(() => users.id),
  createdAt: created(),
});

export const showcases = pgTable(
  'showcases',
  {
    id: serial('id').primaryKey(),
    alias: text('alias').notNull().unique(),
    /** A custom domain, normalised (lower case, IDNA ASCII); it resolves only once verified (domain_verified_at). */
    domain: text('domain').unique(),
    /** The random value of the seller's `_storefront-verify.{domain}` TXT record; renewed with every new domain. */
    domainToken: text('domain_token'),
    domainVerifiedAt: ts('domain_verified_at'),
    domainVerifiedVia: text('domain_verified_via', { enum: ['dns', 'operator'] }),
    domainVerifiedBy: integer('domain_verified_by').references(() => users.id),
    domainVerifyReason: text('domain_verify_reason'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    slogan: text('slogan').notNull().default(''),
    botUsername: text('bot_username').notNull().default(''),
    /** The showcase's own Telegram bot token (migration 0021), sealed with lib/secret-box; TELEGRAM_BOT_TOKENS overrides it. */
    botToken: text('bot_token'),
    /** The showcase's MAX bot token, sealed with lib/secret-box (never sent to a client nor logged). */
    maxBotToken: text('max_bot_token'),
    /** The MAX bot's name (max.ru/{name} deep links). */
    maxBotName: text('max_bot_name').notNull().default(''),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    stateId: smallint('state_id').notNull().default(0),
    logoMediaId: integer('logo_media_id').references(() => media.id),
    cashbackPercent: numeric('cashback_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    requireReferral: boolean('require_referral').notNull().default(false),
    contacts: jsonb('contacts').$type<Record<string, string>>().notNull().default({}),
    headerSettings: jsonb('header_settings').$type<Record<string, unknown>>().notNull().default({}),
    homeSettings: jsonb('home_settings').$type<Record<string, unknown>>().notNull().default({}),
    burgerMenu: jsonb('burger_menu').$type<Record<string, string>>().notNull().default({}),
    /** The seller's own courier (issue 17, migration 0018); null: off. */
    courierSettings: jsonb('courier_settings').$type<SellerCourierSettings>(),
    shareText: text('share_text').notNull().default(''),
    updatedAfter: bigint('updated_after', { mode: 'number' })
      .notNull()
      .default(sql`extract(epoch from now())::bigint`),
    /** An operator's block (state 3): why, when, by whom, and the state an unblock restores. */
    blockedReason: text('blocked_reason'),
    blockedAt: ts('blocked_at'),
    blockedBy: integer('blocked_by').references(() => users.id),
    stateBeforeBlock: smallint('state_before_block'),
    deletedAt: ts('deleted_at'),
    createdAt: created(),
  },
  (t) => [
    check('showcases_state', sql`${t.stateId} between 0 and 3`),
    check('showcases_cashback', sql`${t.cashbackPercent} between 0 and 30`),
    check('showcases_domain_normalised', sql`${t.domain} = lower(${t.domain})`),
    check('showcases_domain_verified', sql`${t.domainVerifiedAt} is null or (${t.domain} is not null and ${t.domainVerifiedVia} is not null)`),
    uniqueIndex('showcases_domain_lower_idx').on(sql`lower(${t.domain})`),
  ],
);

export const showcaseAdmins = pgTable(
  'showcase_admins',
  {
    showcaseId: integer('showcase_id')
      .notNull()
      .references(() => showcases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin'] })
      .notNull()
      .default('admin'),
    /** The staff member wants the showcase's events (orders, claims, payouts) as bot messages too (migration 0021). */
    notifyByBot: boolean('notify_by_bot').notNull().default(false),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.showcaseId, t.userId] }), index('showcase_admins_user_idx').on(t.userId)],
);

/** Bot updates already handled (Telegram `update_id`, MAX message id or event key): a redelivery does nothing. */
export const botUpdates = pgTable(
  'bot_updates',
  {
    messenger: text('messenger', { enum: ['telegram', 'max'] }).notNull(),
    showcaseId: integer('showcase_id')
      .notNull()
      .references(() => showcases.id, { onDelete: 'cascade' }),
    updateKey: text('update_key').notNull(),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ name: 'bot_updates_pk', columns: [t.messenger, t.showcaseId, t.updateKey] }),
    index('bot_updates_created_idx').on(t.createdAt),
  ],
);

export const showcaseBans = pgTable(
  'showcase_bans',
  {
    showcaseId: integer('showcase_id')
      .notNull()
      .references(() => showcases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.showcaseId, t.userId] })],
);

export const landings = pgTable(
  'landings',
  {
    id: serial('id').primaryKey(),
    showcaseId: integer('showcase_id')
      .notNull()
      .references(() => showcases.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverMediaId: integer('cover_media_id').references(() => media.id),
    blocks: jsonb('blocks').$type<LandingBlock[]>().notNull().default([]),
    published: boolean('published').notNull().default(false),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    position: integer('position').notNull().default(0),
    createdAt: created(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('landings_showcase_slug_idx').on(t.showcaseId, t.slug)],
);

export type LandingBlock =
  | { type: 'text'; title?: string; text: string }
  | { type: 'picture'; mediaId: number; caption?: string }
  | { type: 'products'; title?: string; productIds: number[] };

export const staticPageGroups = pgTable('static_page_groups', {
  id: serial('id').primaryKey(),
  showcaseId: integer('showcase_id')
    .notNull()
    .references(() => showcases.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const staticPages = pgTable(
  'static_pages',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => staticPageGroups.id, { onDelete: 'cascade' }),
    showcaseId: integer('showcase_id')
      .notNull()
      .references(() => showcases.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    body: text('body').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('static_pages_alias_idx').on(t.showcaseId, t.alias)],
);

/** Share-link opens (migration 0023): one row per visitor, link (showcase, ref code, campaign `cmp`) and Moscow day. */
export const linkOpens = pgTable(
  'link_opens',
  {
    id: serial('id').primaryKey(),
    showcaseId: integer('showcase_id')
      .notNull()
      .references(() => showcases.id),
    refCode: text('ref_code').notNull().default(''),
    cmp: text('cmp').notNull(),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('link_opens_once_idx').on(t.showcaseId, t.refCode, t.cmp, t.visitor, t.day),
    index('link_opens_showcase_idx').on(t.showcaseId, t.createdAt),
  ],
);
