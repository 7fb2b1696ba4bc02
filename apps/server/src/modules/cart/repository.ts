import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import type { Owner } from '../../lib/owner';

export interface CartLineRow {
  productId: number;
  quantity: number;
  name: string;
  article: string;
  picture: string | null;
  price: number;
  oldPrice: number | null;
  stock: number;
}

function ownerWhere(owner: Owner) {
  return owner.userId !== null ? sql`c.user_id = ${owner.userId}` : sql`c.session_hash = ${owner.sessionHash}`;
}

export function cartLines(db: Db | Tx, showcaseId: number, owner: Owner): Promise<CartLineRow[]> {
  return rows<CartLineRow>(
    db,
    sql`
    select ci.product_id as "productId", ci.quantity, p.name, p.article, '/' || img.path as picture,
      p.price::int as price, p.old_price::int as "oldPrice", p.stock
    from carts c join cart_items ci on ci.cart_id = c.id join products p on p.id = ci.product_id
    left join lateral (
      select m.path from product_images pi join media m on m.id = pi.small_media_id
      where pi.product_id = p.id order by pi.position limit 1
    ) img on true
    where c.showcase_id = ${showcaseId} and ${ownerWhere(owner)}
    order by ci.added_at, ci.product_id`,
  );
}

export async function cartId(db: Db | Tx, showcaseId: number, owner: Owner): Promise<number | undefined> {
  return (await one<{ id: number }>(db, sql`select c.id from carts c where c.showcase_id = ${showcaseId} and ${ownerWhere(owner)}`))?.id;
}

/**
 * The owner's cart row, locked until the transaction ends: checkouts and quantity changes of one cart queue
 * here. Both lock it before any product row, so they never deadlock; FOR NO KEY UPDATE leaves the foreign-key
 * checks of cart_items writes free (login merges add lines without waiting).
 */
export async function lockCart(tx: Tx, showcaseId: number, owner: Owner): Promise<number | undefined> {
  return (await one<{ id: number }>(tx, sql`select c.id from carts c where c.showcase_id = ${showcaseId} and ${ownerWhere(owner)} for no key update`))
    ?.id;
}

/** The owner's cart on the showcase, created on first use (race-safe through the unique indexes) and locked (lockCart). */
export async function ensureCart(tx: Tx, showcaseId: number, owner: Owner): Promise<number> {
  await tx.execute(
    owner.userId !== null
      ? sql`insert into carts (showcase_id, user_id) values (${showcaseId}, ${owner.userId}) on conflict (showcase_id, user_id) do nothing`
      : sql`insert into carts (showcase_id, session_hash) values (${showcaseId}, ${owner.sessionHash}) on conflict (showcase_id, session_hash) do nothing`,
  );
  const id = await lockCart(tx, showcaseId, owner);
  if (id === undefined) throw new Error('cart was not created');
  return id;
}

export function lockProduct(tx: Tx, productId: number) {
  return one<{ id: number; name: string; stock: number; categoryId: number }>(
    tx,
    sql`select id, name, stock, category_id as "categoryId" from products where id = ${productId} and is_active for share`,
  );
}

export async function setQuantity(tx: Tx, cart: number, productId: number, quantity: number): Promise<void> {
  await tx.execute(sql`
    insert into cart_items (cart_id, product_id, quantity) values (${cart}, ${productId}, ${quantity})
    on conflict (cart_id, product_id) do update set quantity = excluded.quantity`);
  await tx.execute(sql`update carts set updated_at = now() where id = ${cart}`);
}

export async function deleteLine(db: Db | Tx, cart: number, productId: number): Promise<void> {
  await db.execute(sql`delete from cart_items where cart_id = ${cart} and product_id = ${productId}`);
}

export async function clear(db: Db | Tx, cart: number): Promise<void> {
  await db.execute(sql`delete from cart_items where cart_id = ${cart}`);
}

/**
 * On login the anonymous session's carts join the user's: quantities add up, capped by stock;
 * the session's carts are then removed.
 */
export async function mergeSessionCarts(tx: Tx, sessionHash: string, userId: number): Promise<void> {
  await tx.execute(sql`
    insert into carts (showcase_id, user_id)
    select showcase_id, ${userId} from carts where session_hash = ${sessionHash}
    on conflict (showcase_id, user_id) do nothing`);
  await tx.execute(sql`
    insert into cart_items (cart_id, product_id, quantity)
    select uc.id, ci.product_id, least(ci.quantity, greatest(p.stock, 1))
    from carts sc join cart_items ci on ci.cart_id = sc.id join products p on p.id = ci.product_id
    join carts uc on uc.showcase_id = sc.showcase_id and uc.user_id = ${userId}
    where sc.session_hash = ${sessionHash}
    on conflict (cart_id, product_id) do update
      set quantity = least(cart_items.quantity + excluded.quantity,
        greatest((select stock from products where id = excluded.product_id), cart_items.quantity))`);
  await tx.execute(sql`delete from carts where session_hash = ${sessionHash}`);
}
