import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { isFavouriteSql, productCardSelect, toProductCard, type ProductCardRow } from '../catalog/product-card-sql';
import type { Owner } from '../../lib/owner';

function ownerWhere(owner: Owner) {
  return owner.userId !== null ? sql`f.user_id = ${owner.userId}` : sql`f.session_hash = ${owner.sessionHash}`;
}

export async function listFavourites(db: Db, owner: Owner) {
  const items = await rows<ProductCardRow>(
    db,
    sql`
    ${productCardSelect(owner, sql`, f.created_at`)} join favourites f on f.product_id = p.id and ${ownerWhere(owner)}
    where p.is_active order by f.created_at desc`,
  );
  return items.map(toProductCard);
}

export async function countFavourites(db: Db | Tx, owner: Owner): Promise<number> {
  if (owner.userId === null && owner.sessionHash === null) return 0;
  return (await one<{ n: number }>(db, sql`select count(*)::int as n from favourites f where ${ownerWhere(owner)}`))?.n ?? 0;
}

/** Adds the product to the owner's favourites, or removes it when it is there already. */
export async function toggleFavourite(db: Db, owner: Owner, productId: number) {
  return db.transaction(async (tx) => {
    const product = await one<{ id: number; fav: boolean }>(
      tx,
      sql`select p.id, ${isFavouriteSql(owner)} as fav from products p where p.id = ${productId} and p.is_active`,
    );
    if (!product) throw new AppError('NOT_FOUND');
    if (product.fav) {
      await tx.execute(sql`delete from favourites f where f.product_id = ${productId} and ${ownerWhere(owner)}`);
    } else if (owner.userId !== null) {
      await tx.execute(sql`insert into favourites (user_id, product_id) values (${owner.userId}, ${productId}) on conflict do nothing`);
    } else {
      await tx.execute(sql`insert into favourites (session_hash, product_id) values (${owner.sessionHash}, ${productId}) on conflict do nothing`);
    }
    return { isFavourite: !product.fav, favouritesCnt: await countFavourites(tx, owner) };
  });
}

/** On login the anonymous session's favourites become the user's. */
export async function mergeSessionFavourites(tx: Tx, sessionHash: string, userId: number): Promise<void> {
  await tx.execute(sql`
    insert into favourites (user_id, product_id, created_at)
    select ${userId}, product_id, created_at from favourites where session_hash = ${sessionHash}
    on conflict do nothing`);
  await tx.execute(sql`delete from favourites where session_hash = ${sessionHash}`);
}
