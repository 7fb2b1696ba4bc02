import { randomBytes } from 'node:crypto';
import type { WishlistDetail } from '@storefront/contract/wishlists';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { one, rows } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { productCardSelect, toProductCard, type ProductCardRow } from '../catalog/product-card-sql';
import type { Owner } from '../../lib/owner';

interface WishlistRow {
  id: number;
  userId: number;
  name: string;
  shareToken: string;
  ownerName: string;
}

export function listWishlists(db: Db, userId: number) {
  return rows<{ id: number; name: string; itemsCount: number; shareToken: string }>(
    db,
    sql`
    select w.id, w.name, w.share_token as "shareToken", (select count(*)::int from wishlist_items i where i.wishlist_id = w.id) as "itemsCount"
    from wishlists w where w.user_id = ${userId} order by w.created_at, w.id`,
  );
}

export async function countWishlists(db: Db, userId: number | null): Promise<number> {
  if (userId === null) return 0;
  return (await one<{ n: number }>(db, sql`select count(*)::int as n from wishlists where user_id = ${userId}`))?.n ?? 0;
}

/** A list the user owns; another user's id is "not found", never "forbidden" (no existence leak). */
async function owned(db: Db, userId: number, wishlistId: number): Promise<WishlistRow> {
  const row = await one<WishlistRow>(
    db,
    sql`
    select w.id, w.user_id as "userId", w.name, w.share_token as "shareToken", u.name as "ownerName"
    from wishlists w join users u on u.id = w.user_id where w.id = ${wishlistId} and w.user_id = ${userId}`,
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function detail(db: Db, owner: Owner, row: WishlistRow): Promise<WishlistDetail> {
  const items = await rows<ProductCardRow>(
    db,
    sql`
    ${productCardSelect(owner, sql`, i.added_at`)} join wishlist_items i on i.product_id = p.id and i.wishlist_id = ${row.id}
    where p.is_active order by i.added_at desc`,
  );
  return {
    id: row.id,
    name: row.name,
    shareToken: row.shareToken,
    itemsCount: items.length,
    items: items.map(toProductCard),
    isOwner: owner.userId === row.userId,
    ownerName: row.ownerName,
  };
}

export async function getWishlist(db: Db, owner: Owner & { userId: number }, wishlistId: number) {
  return detail(db, owner, await owned(db, owner.userId, wishlistId));
}

/** Read-only view for anyone holding the share link. */
export async function getSharedWishlist(db: Db, owner: Owner, token: string) {
  const row = await one<WishlistRow>(
    db,
    sql`
    select w.id, w.user_id as "userId", w.name, w.share_token as "shareToken", u.name as "ownerName"
    from wishlists w join users u on u.id = w.user_id where w.share_token = ${token}`,
  );
  if (!row) throw new AppError('NOT_FOUND');
  return detail(db, owner, row);
}

export async function createWishlist(db: Db, userId: number, name: string, productId?: number) {
  return db.transaction(async (tx) => {
    const created = await one<{ id: number }>(
      tx,
      sql`
      insert into wishlists (user_id, name, share_token) values (${userId}, ${name}, ${randomBytes(12).toString('base64url')}) returning id`,
    );
    if (!created) throw new Error('wishlist insert returned nothing');
    if (productId !== undefined) {
      const ok = await one(tx, sql`select 1 from products where id = ${productId} and is_active`);
      if (!ok) throw new AppError('NOT_FOUND');
      await tx.execute(sql`insert into wishlist_items (wishlist_id, product_id) values (${created.id}, ${productId})`);
    }
    return { id: created.id };
  });
}

export async function renameWishlist(db: Db, userId: number, wishlistId: number, name: string) {
  await owned(db, userId, wishlistId);
  await db.execute(sql`update wishlists set name = ${name} where id = ${wishlistId} and user_id = ${userId}`);
}

export async function deleteWishlist(db: Db, userId: number, wishlistId: number) {
  await owned(db, userId, wishlistId);
  await db.execute(sql`delete from wishlists where id = ${wishlistId} and user_id = ${userId}`);
}

export async function addItem(db: Db, userId: number, wishlistId: number, productId: number) {
  await owned(db, userId, wishlistId);
  const ok = await one(db, sql`select 1 from products where id = ${productId} and is_active`);
  if (!ok) throw new AppError('NOT_FOUND');
  await db.execute(sql`insert into wishlist_items (wishlist_id, product_id) values (${wishlistId}, ${productId}) on conflict do nothing`);
}

export async function removeItem(db: Db, userId: number, wishlistId: number, productId: number) {
  await owned(db, userId, wishlistId);
  await db.execute(sql`delete from wishlist_items where wishlist_id = ${wishlistId} and product_id = ${productId}`);
}

export async function wishlistProductIds(db: Db, userId: number, wishlistId: number) {
  await owned(db, userId, wishlistId);
  return rows<{ productId: number; name: string }>(
    db,
    sql`
    select i.product_id as "productId", p.name from wishlist_items i join products p on p.id = i.product_id
    where i.wishlist_id = ${wishlistId} order by i.added_at`,
  );
}
