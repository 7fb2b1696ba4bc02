import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bonusAccounts, cartItems, carts, favourites, networkSettings, wishlists } from '../../db/schema';

export interface Owner {
  userId: number | null;
  sessionHash: string | null;
}

/** A user's rows when logged in, else the anonymous session's; nobody's when there is neither. */
function ownedBy(
  owner: Owner,
  userCol: typeof favourites.userId | typeof carts.userId,
  sessionCol: typeof favourites.sessionHash | typeof carts.sessionHash,
): SQL {
  if (owner.userId !== null) return eq(userCol, owner.userId);
  if (owner.sessionHash !== null) return and(isNull(userCol), eq(sessionCol, owner.sessionHash)) ?? sql`false`;
  return sql`false`;
}

export async function countFavourites(db: Db, owner: Owner): Promise<number> {
  const [row] = await db
    .select({ cnt: sql<number>`count(*)::int` })
    .from(favourites)
    .where(ownedBy(owner, favourites.userId, favourites.sessionHash));
  return row?.cnt ?? 0;
}

export async function countWishlists(db: Db, userId: number | null): Promise<number> {
  if (userId === null) return 0;
  const [row] = await db
    .select({ cnt: sql<number>`count(*)::int` })
    .from(wishlists)
    .where(eq(wishlists.userId, userId));
  return row?.cnt ?? 0;
}

/** Goods in this showcase's cart: the sum of quantities. */
export async function countCartGoods(db: Db, owner: Owner, showcaseId: number): Promise<number> {
  const [row] = await db
    .select({ cnt: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(carts.showcaseId, showcaseId), ownedBy(owner, carts.userId, carts.sessionHash)));
  return row?.cnt ?? 0;
}

/** The showcase's network bonus account and its local fund ("Баланс страницы"), in kopecks; null when absent. */
export async function showcaseAccounts(db: Db, showcaseId: number): Promise<{ network: number | null; fund: number | null; pending: number | null }> {
  const rows = await db
    .select({ kind: bonusAccounts.kind, balance: bonusAccounts.balance, pending: bonusAccounts.pending })
    .from(bonusAccounts)
    .where(and(eq(bonusAccounts.showcaseId, showcaseId), inArray(bonusAccounts.kind, ['showcase_network', 'showcase_fund'])));
  return {
    network: rows.find((r) => r.kind === 'showcase_network')?.balance ?? null,
    fund: rows.find((r) => r.kind === 'showcase_fund')?.balance ?? null,
    pending: rows.find((r) => r.kind === 'showcase_network')?.pending ?? null,
  };
}

export async function networkSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: networkSettings.value }).from(networkSettings).where(eq(networkSettings.key, key)).limit(1);
  return row?.value;
}
