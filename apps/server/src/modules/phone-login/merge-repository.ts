import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { one } from '../../db/sql';

/**
 * Merging a phone-only account into the (Telegram) account that proved the same phone. It has to move rows of
 * several modules' tables in one transaction, so the SQL lives here, in one place, rather than in ten services.
 * Only a shopper's things move; an account that sells (showcases, companies, agent requests, payouts) is refused
 * by `sellsSomething` before anything is touched: those carry contracts and money an operator must look at.
 */
export async function sellsSomething(tx: Tx, userId: number): Promise<boolean> {
  const row = await one<{ sells: boolean }>(
    tx,
    sql`select exists (select 1 from showcases where owner_id = ${userId})
      or exists (select 1 from showcase_admins where user_id = ${userId})
      or exists (select 1 from companies where user_id = ${userId})
      or exists (select 1 from agent_requests where user_id = ${userId})
      or exists (select 1 from withdrawals where user_id = ${userId})
      or exists (select 1 from payout_destinations where user_id = ${userId})
      or exists (select 1 from fund_topups where user_id = ${userId}) as sells`,
  );
  return row?.sells ?? true;
}

/** Moves the shopper's orders, claims, cart, favourites, wishlists, notifications, bonuses and referrals; returns the orders moved. */
export async function mergeShopper(tx: Tx, from: number, into: number): Promise<number> {
  const moved = await one<{ n: number }>(
    tx,
    sql`with m as (update orders set user_id = ${into} where user_id = ${from} returning 1) select count(*)::int as n from m`,
  );
  await tx.execute(sql`update claims set user_id = ${into} where user_id = ${from}`);
  await tx.execute(sql`update notifications set user_id = ${into} where user_id = ${from}`);
  await tx.execute(sql`update wishlists set user_id = ${into} where user_id = ${from}`);
  await tx.execute(sql`insert into favourites (user_id, product_id, created_at)
    select ${into}, product_id, created_at from favourites where user_id = ${from}
    on conflict (user_id, product_id) do nothing`);
  await tx.execute(sql`delete from favourites where user_id = ${from}`);
  await mergeCarts(tx, from, into);
  await mergeBonusAccounts(tx, from, into);
  await tx.execute(sql`update bonus_entries set source_user_id = ${into} where source_user_id = ${from}`);
  // Referrals follow, except one that would refer its own referrer (no cycles): those keep no referrer.
  await tx.execute(sql`with recursive up(id) as (
      select referrer_id from users where id = ${into} and referrer_id is not null
      union select u.referrer_id from users u join up on u.id = up.id where u.referrer_id is not null)
    update users set referrer_id = case when id = ${into} or id in (select id from up) then null else ${into}::int end
    where referrer_id = ${from}`);
  await tx.execute(sql`delete from sessions where user_id = ${from}`);
  await tx.execute(sql`update users set login_phone = null, merged_into = ${into}, updated_at = now() where id = ${from}`);
  return moved?.n ?? 0;
}

/** One cart per showcase: where both accounts have one, the lines join (the larger quantity wins). */
async function mergeCarts(tx: Tx, from: number, into: number): Promise<void> {
  await tx.execute(sql`insert into cart_items (cart_id, product_id, quantity, added_at)
    select t.id, i.product_id, i.quantity, i.added_at from carts f
      join carts t on t.showcase_id = f.showcase_id and t.user_id = ${into}
      join cart_items i on i.cart_id = f.id
    where f.user_id = ${from}
    on conflict (cart_id, product_id) do update set quantity = greatest(cart_items.quantity, excluded.quantity)`);
  await tx.execute(sql`delete from carts f where f.user_id = ${from}
    and exists (select 1 from carts t where t.showcase_id = f.showcase_id and t.user_id = ${into})`);
  await tx.execute(sql`update carts set user_id = ${into}, updated_at = now() where user_id = ${from}`);
}

/**
 * A bonus account the target lacks changes hands whole; where both have one (same kind and showcase), the
 * source's entries move to the target's account with their sums, so each balance still equals its entries.
 */
async function mergeBonusAccounts(tx: Tx, from: number, into: number): Promise<void> {
  await tx.execute(sql`select id from bonus_accounts where user_id in (${from}, ${into}) order by id for update`);
  await tx.execute(sql`with pairs as (
      select f.id as f_id, t.id as t_id from bonus_accounts f
      join bonus_accounts t on t.kind = f.kind and t.user_id = ${into} and coalesce(t.showcase_id, 0) = coalesce(f.showcase_id, 0)
      where f.user_id = ${from}),
    moved as (update bonus_entries e set account_id = p.t_id from pairs p where e.account_id = p.f_id returning 1),
    sums as (
      update bonus_accounts t set balance = t.balance + f.balance, pending = t.pending + f.pending, reserved = t.reserved + f.reserved
      from pairs p join bonus_accounts f on f.id = p.f_id where t.id = p.t_id returning 1)
    update bonus_accounts f set balance = 0, pending = 0, reserved = 0 from pairs p where f.id = p.f_id`);
  await tx.execute(sql`update bonus_accounts f set user_id = ${into} where f.user_id = ${from}
    and not exists (select 1 from bonus_accounts t where t.kind = f.kind and t.user_id = ${into} and coalesce(t.showcase_id, 0) = coalesce(f.showcase_id, 0))`);
}
