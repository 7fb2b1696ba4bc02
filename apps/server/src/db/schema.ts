import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, customType, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text,
  timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The whole domain of DESIGN §6. Money and bonuses are integer kopecks (1 bonus = 1 ₽ = 100).
 * Later issues add columns here; they do not redo tables.
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => ts('created_at').notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' });

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
}

export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  path: text('path').notNull().unique(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  ownerId: integer('owner_id').references(() => users.id),
  createdAt: created(),
});

export const showcases = pgTable('showcases', {
  id: serial('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  domain: text('domain').unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  slogan: text('slogan').notNull().default(''),
  botUsername: text('bot_username').notNull().default(''),
  ownerId: integer('owner_id').notNull().references(() => users.id),
  stateId: smallint('state_id').notNull().default(0),
  logoMediaId: integer('logo_media_id').references(() => media.id),
  cashbackPercent: numeric('cashback_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  requireReferral: boolean('require_referral').notNull().default(false),
  contacts: jsonb('contacts').$type<Record<string, string>>().notNull().default({}),
  headerSettings: jsonb('header_settings').$type<Record<string, unknown>>().notNull().default({}),
  homeSettings: jsonb('home_settings').$type<Record<string, unknown>>().notNull().default({}),
  burgerMenu: jsonb('burger_menu').$type<Record<string, string>>().notNull().default({}),
  shareText: text('share_text').notNull().default(''),
  updatedAfter: bigint('updated_after', { mode: 'number' }).notNull().default(sql`extract(epoch from now())::bigint`),
  deletedAt: ts('deleted_at'),
  createdAt: created(),
}, (t) => [check('showcases_state', sql`${t.stateId} between 0 and 3`), check('showcases_cashback', sql`${t.cashbackPercent} between 0 and 30`)]);

export const showcaseAdmins = pgTable('showcase_admins', {
  showcaseId: integer('showcase_id').notNull().references(() => showcases.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ['owner', 'admin'] }).notNull().default('admin'),
  createdAt: created(),
}, (t) => [primaryKey({ columns: [t.showcaseId, t.userId] }), index('showcase_admins_user_idx').on(t.userId)]);

export const showcaseBans = pgTable('showcase_bans', {
  showcaseId: integer('showcase_id').notNull().references(() => showcases.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull().default(''),
  createdAt: created(),
}, (t) => [primaryKey({ columns: [t.showcaseId, t.userId] })]);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): never => categories.id as never),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [index('categories_parent_idx').on(t.parentId)]);

export const showcaseCategories = pgTable('showcase_categories', {
  showcaseId: integer('showcase_id').notNull().references(() => showcases.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  visible: boolean('visible').notNull().default(true),
  position: integer('position').notNull().default(0),
  customName: text('custom_name'),
}, (t) => [primaryKey({ columns: [t.showcaseId, t.categoryId] })]);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  logoMediaId: integer('logo_media_id').references(() => media.id),
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  article: text('article').notNull().unique(),
  name: text('name').notNull(),
  brandId: integer('brand_id').references(() => brands.id),
  categoryId: integer('category_id').notNull().references(() => categories.id),
  description: text('description').notNull().default(''),
  price: money('price').notNull(),
  oldPrice: money('old_price'),
  stock: integer('stock').notNull().default(0),
  bonusRate: numeric('bonus_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(10),
  attributes: jsonb('attributes').$type<Array<{ name: string; value: string }>>().notNull().default([]),
  videoLinks: jsonb('video_links').$type<string[]>().notNull().default([]),
  popularity: integer('popularity').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  searchVector: tsvector('search_vector'),
  createdAt: created(),
}, (t) => [
  check('products_stock_nonnegative', sql`${t.stock} >= 0`),
  check('products_price_positive', sql`${t.price} > 0`),
  index('products_category_idx').on(t.categoryId, t.id),
  index('products_brand_idx').on(t.brandId),
  index('products_price_idx').on(t.price),
  index('products_created_idx').on(t.createdAt),
  index('products_popularity_idx').on(t.popularity),
  index('products_search_idx').using('gin', t.searchVector),
  index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
]);

export const productImages = pgTable('product_images', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  smallMediaId: integer('small_media_id').notNull().references(() => media.id),
  bigMediaId: integer('big_media_id').notNull().references(() => media.id),
}, (t) => [index('product_images_product_idx').on(t.productId, t.position)]);

export const landings = pgTable('landings', {
  id: serial('id').primaryKey(),
  showcaseId: integer('showcase_id').notNull().references(() => showcases.id, { onDelete: 'cascade' }),
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
}, (t) => [uniqueIndex('landings_showcase_slug_idx').on(t.showcaseId, t.slug)]);

export type LandingBlock =
  | { type: 'text'; title?: string; text: string }
  | { type: 'picture'; mediaId: number; caption?: string }
  | { type: 'products'; title?: string; productIds: number[] };

export const staticPageGroups = pgTable('static_page_groups', {
  id: serial('id').primaryKey(),
  showcaseId: integer('showcase_id').notNull().references(() => showcases.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const staticPages = pgTable('static_pages', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id').notNull().references(() => staticPageGroups.id, { onDelete: 'cascade' }),
  showcaseId: integer('showcase_id').notNull().references(() => showcases.id, { onDelete: 'cascade' }),
  alias: text('alias').notNull(),
  name: text('name').notNull(),
  body: text('body').notNull().default(''),
  position: integer('position').notNull().default(0),
}, (t) => [uniqueIndex('static_pages_alias_idx').on(t.showcaseId, t.alias)]);

/** A cart belongs to a user or, for anonymous visitors, to a session; one per showcase. */
export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  showcaseId: integer('showcase_id').notNull().references(() => showcases.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  sessionHash: text('session_hash').references(() => sessions.idHash, { onDelete: 'cascade' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('carts_user_idx').on(t.showcaseId, t.userId),
  uniqueIndex('carts_session_idx').on(t.showcaseId, t.sessionHash),
  check('carts_owner', sql`(${t.userId} is null) <> (${t.sessionHash} is null)`),
]);

export const cartItems = pgTable('cart_items', {
  cartId: integer('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id),
  quantity: integer('quantity').notNull(),
  addedAt: ts('added_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.cartId, t.productId] }), check('cart_items_quantity', sql`${t.quantity} > 0`)]);

export const favourites = pgTable('favourites', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  sessionHash: text('session_hash').references(() => sessions.idHash, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  createdAt: created(),
}, (t) => [
  uniqueIndex('favourites_user_idx').on(t.userId, t.productId),
  uniqueIndex('favourites_session_idx').on(t.sessionHash, t.productId),
  check('favourites_owner', sql`(${t.userId} is null) <> (${t.sessionHash} is null)`),
]);

export const wishlists = pgTable('wishlists', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  shareToken: text('share_token').notNull().unique(),
  createdAt: created(),
}, (t) => [index('wishlists_user_idx').on(t.userId)]);

export const wishlistItems = pgTable('wishlist_items', {
  wishlistId: integer('wishlist_id').notNull().references(() => wishlists.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  addedAt: ts('added_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.wishlistId, t.productId] })]);

export const ORDER_STATUSES = ['new', 'awaiting_payment', 'paid', 'assembling', 'shipped', 'delivered', 'completed', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  number: text('number').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id),
  showcaseId: integer('showcase_id').notNull().references(() => showcases.id),
  status: text('status', { enum: ORDER_STATUSES }).notNull().default('new'),
  paymentSystemId: smallint('payment_system_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  contact: jsonb('contact').$type<{ name: string; phone: string; email?: string }>().notNull(),
  delivery: jsonb('delivery').$type<{ method: 'courier' | 'pickup'; city: string; address: string; fiasId?: string }>().notNull(),
  comment: text('comment').notNull().default(''),
  goodsTotal: money('goods_total').notNull(),
  bonusNetworkSpent: money('bonus_network_spent').notNull().default(0),
  bonusLocalSpent: money('bonus_local_spent').notNull().default(0),
  total: money('total').notNull(),
  trackingNumber: text('tracking_number'),
  completedAt: ts('completed_at'),
  createdAt: created(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
  index('orders_user_idx').on(t.userId, t.createdAt),
  index('orders_showcase_idx').on(t.showcaseId, t.createdAt),
  check('orders_payment_system', sql`${t.paymentSystemId} in (1, 2)`),
  check('orders_total_nonnegative', sql`${t.total} >= 0`),
]);

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id),
  name: text('name').notNull(),
  article: text('article').notNull(),
  price: money('price').notNull(),
  quantity: integer('quantity').notNull(),
  bonusRate: numeric('bonus_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
}, (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity', sql`${t.quantity} > 0`)]);

export const orderEvents = pgTable('order_events', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  actorId: integer('actor_id').references(() => users.id),
  note: text('note').notNull().default(''),
  createdAt: created(),
}, (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)]);

export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id),
  systemId: smallint('system_id').notNull(),
  providerPaymentId: text('provider_payment_id').unique(),
  status: text('status', { enum: ['pending', 'waiting_for_capture', 'succeeded', 'canceled'] }).notNull().default('pending'),
  amount: money('amount').notNull(),
  idempotenceKey: text('idempotence_key').notNull().unique(),
  confirmationUrl: text('confirmation_url'),
  createdAt: created(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [index('payments_order_idx').on(t.orderId)]);

export const claims = pgTable('claims', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id),
  orderItemId: integer('order_item_id').notNull().references(() => orderItems.id),
  userId: integer('user_id').notNull().references(() => users.id),
  reason: text('reason').notNull(),
  description: text('description').notNull().default(''),
  status: text('status', { enum: ['new', 'in_review', 'approved', 'rejected'] }).notNull().default('new'),
  answer: text('answer'),
  decidedBy: integer('decided_by').references(() => users.id),
  createdAt: created(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [index('claims_user_idx').on(t.userId)]);

export const claimPhotos = pgTable('claim_photos', {
  claimId: integer('claim_id').notNull().references(() => claims.id, { onDelete: 'cascade' }),
  mediaId: integer('media_id').notNull().references(() => media.id),
}, (t) => [primaryKey({ columns: [t.claimId, t.mediaId] })]);

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  link: text('link'),
  seenAt: ts('seen_at'),
  createdAt: created(),
}, (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)]);

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  form: text('form', { enum: ['ip', 'ooo', 'self_employed'] }).notNull(),
  name: text('name').notNull(),
  inn: text('inn').notNull(),
  kpp: text('kpp'),
  ogrn: text('ogrn'),
  bik: text('bik'),
  account: text('account'),
  address: text('address').notNull().default(''),
  deletedAt: ts('deleted_at'),
  createdAt: created(),
}, (t) => [index('companies_user_idx').on(t.userId)]);

export const agentRequests = pgTable('agent_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  status: text('status', { enum: ['new', 'approved', 'rejected'] }).notNull().default('new'),
  comment: text('comment').notNull().default(''),
  decisionReason: text('decision_reason'),
  decidedBy: integer('decided_by').references(() => users.id),
  decidedAt: ts('decided_at'),
  createdAt: created(),
}, (t) => [index('agent_requests_user_idx').on(t.userId)]);

/** Documents live in the database (outside the web root) and are served only to the owner and operators. */
export const agentDocuments = pgTable('agent_documents', {
  id: serial('id').primaryKey(),
  requestId: integer('request_id').notNull().references(() => agentRequests.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: created(),
});

export const BONUS_ACCOUNT_KINDS = ['user_network', 'user_local', 'showcase_network', 'showcase_fund'] as const;

export const bonusAccounts = pgTable('bonus_accounts', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: BONUS_ACCOUNT_KINDS }).notNull(),
  userId: integer('user_id').references(() => users.id),
  showcaseId: integer('showcase_id').references(() => showcases.id),
  balance: money('balance').notNull().default(0),
  pending: money('pending').notNull().default(0),
  reserved: money('reserved').notNull().default(0),
}, (t) => [
  uniqueIndex('bonus_accounts_owner_idx').on(t.kind, sql`coalesce(${t.userId}, 0)`, sql`coalesce(${t.showcaseId}, 0)`),
  check('bonus_accounts_nonnegative', sql`${t.balance} >= 0 and ${t.pending} >= 0 and ${t.reserved} >= 0 and ${t.reserved} <= ${t.balance}`),
]);

export const bonusEntries = pgTable('bonus_entries', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => bonusAccounts.id),
  amount: money('amount').notNull(),
  status: text('status', { enum: ['pending', 'available', 'reversed'] }).notNull(),
  operation: text('operation').notNull(),
  orderId: integer('order_id').references(() => orders.id),
  level: smallint('level'),
  showcaseId: integer('showcase_id').references(() => showcases.id),
  sourceUserId: integer('source_user_id').references(() => users.id),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  maturesAt: ts('matures_at'),
  seenAt: ts('seen_at'),
  createdAt: created(),
}, (t) => [
  index('bonus_entries_account_idx').on(t.accountId, t.createdAt),
  index('bonus_entries_pending_idx').on(t.maturesAt).where(sql`${t.status} = 'pending'`),
  index('bonus_entries_order_idx').on(t.orderId),
]);

export const withdrawals = pgTable('withdrawals', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  accountId: integer('account_id').notNull().references(() => bonusAccounts.id),
  amount: money('amount').notNull(),
  method: text('method', { enum: ['card', 'sbp'] }).notNull(),
  detailsMasked: text('details_masked').notNull(),
  status: text('status', { enum: ['requested', 'paid', 'rejected'] }).notNull().default('requested'),
  rejectReason: text('reject_reason'),
  decidedBy: integer('decided_by').references(() => users.id),
  decidedAt: ts('decided_at'),
  createdAt: created(),
}, (t) => [index('withdrawals_user_idx').on(t.userId), check('withdrawals_amount_positive', sql`${t.amount} > 0`)]);

export const lastLinks = pgTable('last_links', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  bot: text('bot').notNull(),
  url: text('url').notNull(),
  sentAt: ts('sent_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.bot] })]);

export const loginTokens = pgTable('login_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: created(),
});
