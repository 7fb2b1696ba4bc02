import type { SellerCourierSettings } from '@storefront/contract/delivery';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, jsonb, numeric, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, ts, created, id, blankText, intZero, flag, fk, optFk, timestamps, type OnDelete } from './columns';
import { users, userRef } from './identity';

export const media = pgTable('media', {
  id: id(),
  path: text('path').notNull().unique(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  ownerId: optFk('owner_id', () => users.id),
  createdAt: created(),
});

export const showcases = pgTable(
  'showcases',
  {
    id: id(),
    alias: text('alias').notNull().unique(),
    /** A custom domain, normalised (lower case, IDNA ASCII); it resolves only once verified (domain_verified_at). */
    domain: text('domain').unique(),
    /** The random value of the seller's `_storefront-verify.{domain}` TXT record; renewed with every new domain. */
    domainToken: text('domain_token'),
    domainVerifiedAt: ts('domain_verified_at'),
    domainVerifiedVia: text('domain_verified_via', { enum: ['dns', 'operator'] }),
    domainVerifiedBy: optFk('domain_verified_by', () => users.id),
    domainVerifyReason: text('domain_verify_reason'),
    name: text('name').notNull(),
    description: blankText('description'),
    slogan: blankText('slogan'),
    botUsername: blankText('bot_username'),
    /** The showcase's own Telegram bot token (migration 0021), sealed with lib/secret-box; TELEGRAM_BOT_TOKENS overrides it. */
    botToken: text('bot_token'),
    /** The showcase's MAX bot token, sealed with lib/secret-box (never sent to a client nor logged). */
    maxBotToken: text('max_bot_token'),
    /** The MAX bot's name (max.ru/{name} deep links). */
    maxBotName: blankText('max_bot_name'),
    ownerId: fk('owner_id', () => users.id),
    stateId: smallint('state_id').notNull().default(0),
    logoMediaId: optFk('logo_media_id', () => media.id),
    cashbackPercent: numeric('cashback_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    requireReferral: flag('require_referral'),
    contacts: jsonb('contacts').$type<Record<string, string>>().notNull().default({}),
    headerSettings: jsonb('header_settings').$type<Record<string, unknown>>().notNull().default({}),
    homeSettings: jsonb('home_settings').$type<Record<string, unknown>>().notNull().default({}),
    burgerMenu: jsonb('burger_menu').$type<Record<string, string>>().notNull().default({}),
    /** The seller's own courier (issue 17, migration 0018); null: off. */
    courierSettings: jsonb('courier_settings').$type<SellerCourierSettings>(),
    shareText: blankText('share_text'),
    updatedAfter: bigint('updated_after', { mode: 'number' })
      .notNull()
      .default(sql`extract(epoch from now())::bigint`),
    /** An operator's block (state 3): why, when, by whom, and the state an unblock restores. */
    blockedReason: text('blocked_reason'),
    blockedAt: ts('blocked_at'),
    blockedBy: optFk('blocked_by', () => users.id),
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

/** The showcase a row belongs to: `showcase_id integer not null references showcases`. */
export const showcaseRef = (onDelete?: OnDelete) => fk('showcase_id', () => showcases.id, onDelete);
/** The same for a row that may belong to no showcase (the operator's, the network's): `showcase_id integer references showcases`. */
export const optShowcaseRef = (onDelete?: OnDelete) => optFk('showcase_id', () => showcases.id, onDelete);

export const showcaseAdmins = pgTable(
  'showcase_admins',
  {
    showcaseId: showcaseRef('cascade'),
    userId: userRef('cascade'),
    role: text('role', { enum: ['owner', 'admin'] })
      .notNull()
      .default('admin'),
    /** The staff member wants the showcase's events (orders, claims, payouts) as bot messages too (migration 0021). */
    notifyByBot: flag('notify_by_bot'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.showcaseId, t.userId] }), index('showcase_admins_user_idx').on(t.userId)],
);

/** Bot updates already handled (Telegram `update_id`, MAX message id or event key): a redelivery does nothing. */
export const botUpdates = pgTable(
  'bot_updates',
  {
    messenger: text('messenger', { enum: ['telegram', 'max'] }).notNull(),
    showcaseId: showcaseRef('cascade'),
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
    showcaseId: showcaseRef('cascade'),
    userId: userRef('cascade'),
    reason: blankText('reason'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.showcaseId, t.userId] })],
);

export const landings = pgTable(
  'landings',
  {
    id: id(),
    showcaseId: showcaseRef('cascade'),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: blankText('description'),
    coverMediaId: optFk('cover_media_id', () => media.id),
    blocks: jsonb('blocks').$type<LandingBlock[]>().notNull().default([]),
    published: flag('published'),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    position: intZero('position'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('landings_showcase_slug_idx').on(t.showcaseId, t.slug)],
);

export type LandingBlock =
  | { type: 'text'; title?: string; text: string }
  | { type: 'picture'; mediaId: number; caption?: string }
  | { type: 'products'; title?: string; productIds: number[] };

export const staticPageGroups = pgTable('static_page_groups', {
  id: id(),
  showcaseId: showcaseRef('cascade'),
  name: text('name').notNull(),
  position: intZero('position'),
});

export const staticPages = pgTable(
  'static_pages',
  {
    id: id(),
    groupId: fk('group_id', () => staticPageGroups.id, 'cascade'),
    showcaseId: showcaseRef('cascade'),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    body: blankText('body'),
    position: intZero('position'),
  },
  (t) => [uniqueIndex('static_pages_alias_idx').on(t.showcaseId, t.alias)],
);

/** Share-link opens (migration 0023): one row per visitor, link (showcase, ref code, campaign `cmp`) and Moscow day. */
export const linkOpens = pgTable(
  'link_opens',
  {
    id: id(),
    showcaseId: showcaseRef(),
    refCode: blankText('ref_code'),
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
