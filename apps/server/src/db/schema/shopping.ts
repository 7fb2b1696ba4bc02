import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tsNow, created, updated, id, fk } from './columns';
import { sessions, userRef, optUserRef } from './identity';
import { showcaseRef } from './showcases';
import { products } from './catalog';

/** A cart belongs to a user or, for anonymous visitors, to a session; one per showcase. */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    showcaseId: showcaseRef('cascade'),
    userId: optUserRef('cascade'),
    sessionHash: text('session_hash').references(() => sessions.idHash, { onDelete: 'cascade' }),
    updatedAt: updated(),
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
    cartId: fk('cart_id', () => carts.id, 'cascade'),
    productId: fk('product_id', () => products.id),
    quantity: integer('quantity').notNull(),
    addedAt: tsNow('added_at'),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] }), check('cart_items_quantity', sql`${t.quantity} > 0`)],
);

export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    userId: optUserRef('cascade'),
    sessionHash: text('session_hash').references(() => sessions.idHash, { onDelete: 'cascade' }),
    productId: fk('product_id', () => products.id, 'cascade'),
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
    id: id(),
    userId: userRef('cascade'),
    name: text('name').notNull(),
    shareToken: text('share_token').notNull().unique(),
    createdAt: created(),
  },
  (t) => [index('wishlists_user_idx').on(t.userId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    wishlistId: fk('wishlist_id', () => wishlists.id, 'cascade'),
    productId: fk('product_id', () => products.id, 'cascade'),
    addedAt: tsNow('added_at'),
  },
  (t) => [primaryKey({ columns: [t.wishlistId, t.productId] })],
);
