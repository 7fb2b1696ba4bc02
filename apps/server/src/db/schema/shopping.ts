import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tsNow, created, updated, id, fk } from './columns';
import { sessions, userRef, optUserRef } from './identity';
import { showcaseRef } from './showcases';
import { products } from './catalog';

/** A visitor's row belongs to the signed-in user or, for an anonymous visitor, to the session: exactly one of them. */
const visitorOwner = () => ({
  userId: optUserRef('cascade'),
  sessionHash: text('session_hash').references(() => sessions.idHash, { onDelete: 'cascade' }),
});
/**
 * One row per owner and key: a unique index on the user's rows, one on the session's (`key` places the owner among
 * the indexed columns), and the check that exactly one owner is set.
 */
const oneRowPerVisitor = (
  table: string,
  t: { userId: AnyPgColumn; sessionHash: AnyPgColumn },
  key: (owner: AnyPgColumn) => [AnyPgColumn, AnyPgColumn],
) => [
  uniqueIndex(`${table}_user_idx`).on(...key(t.userId)),
  uniqueIndex(`${table}_session_idx`).on(...key(t.sessionHash)),
  check(`${table}_owner`, sql`(${t.userId} is null) <> (${t.sessionHash} is null)`),
];

/** A cart belongs to a user or, for anonymous visitors, to a session; one per showcase. */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    showcaseId: showcaseRef('cascade'),
    ...visitorOwner(),
    updatedAt: updated(),
  },
  (t) => oneRowPerVisitor('carts', t, (owner) => [t.showcaseId, owner]),
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
    ...visitorOwner(),
    productId: fk('product_id', () => products.id, 'cascade'),
    createdAt: created(),
  },
  (t) => oneRowPerVisitor('favourites', t, (owner) => [owner, t.productId]),
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
