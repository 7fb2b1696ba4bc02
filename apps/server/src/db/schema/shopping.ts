import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, created } from './columns';
import { sessions, users } from './identity';
import { showcases } from './showcases';
import { products } from './catalog';

/** A cart belongs to a user or, for anonymous visitors, to a session; one per showcase. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    showcaseId: integer('showcase_id')
      .notNull()
      .references(() => showcases.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionHash: text('session_hash').references(() => sessions.idHash, { onDelete: 'cascade' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_user_idx').on(t.showcaseId, t.userId),
    uniqueIndex('carts_session_idx').on(t.showcaseId, t.sessionHash),
    check('carts_owner', sql`(${t.userId} is null) <> (${t.sessionHash} is null)`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] }), check('cart_items_quantity', sql`${t.quantity} > 0`)],
);

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionHash: text('session_hash').references(() => sessions.idHash, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('favourites_user_idx').on(t.userId, t.productId),
    uniqueIndex('favourites_session_idx').on(t.sessionHash, t.productId),
    check('favourites_owner', sql`(${t.userId} is null) <> (${t.sessionHash} is null)`),
  ],
);

export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shareToken: text('share_token').notNull().unique(),
    createdAt: created(),
  },
  (t) => [index('wishlists_user_idx').on(t.userId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.wishlistId, t.productId] })],
);
