import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { BONUS_ACCOUNT_KINDS } from '../../db/schema';
import { one, rows } from '../../db/sql';
import { AppError } from '../../lib/app-error';

/**
 * The bonus ledger (DESIGN §6): append-only entries, each applied to its account's balance in the same
 * transaction and at most once (unique idempotency key). Amounts are kopecks; 1 bonus = 1 ₽.
 *   available entry → balance += amount (a debit is refused when it would take the balance below what is reserved)
 *   pending entry   → pending += amount (credits only); maturing moves it to the balance; reversing drops it
 * Invariant (checked by `npm run ledger:check`): balance = Σ available entries, pending = Σ pending entries.
 */
export type AccountKind = (typeof BONUS_ACCOUNT_KINDS)[number];

export interface AccountOwner {
  userId?: number | null;
  showcaseId?: number | null;
}

export interface EntryInput {
  accountId: number;
  amount: number;
  status: 'pending' | 'available';
  operation: string;
  idempotencyKey: string;
  orderId?: number | null;
  level?: number | null;
  showcaseId?: number | null;
  sourceUserId?: number | null;
  maturesAt?: Date | null;
}

/** The account of an owner, created on first use (race-safe through the unique owner index). */
export async function ensureAccount(tx: Tx, kind: AccountKind, owner: AccountOwner): Promise<number> {
  const userId = owner.userId ?? null;
  const showcaseId = owner.showcaseId ?? null;
  const found = () => one<{ id: number }>(tx, sql`
    select id from bonus_accounts where kind = ${kind}
      and coalesce(user_id, 0) = coalesce(${userId}::int, 0) and coalesce(showcase_id, 0) = coalesce(${showcaseId}::int, 0)`);
  const existing = await found();
  if (existing) return existing.id;
  await tx.execute(sql`
    insert into bonus_accounts (kind, user_id, showcase_id) values (${kind}, ${userId}, ${showcaseId})
    on conflict do nothing`);
  const created = await found();
  if (!created) throw new Error(`bonus account ${kind} was not created`);
  return created.id;
}

/** Posts one entry; returns false when its idempotency key was applied before (nothing changes then). */
export async function post(tx: Tx, e: EntryInput): Promise<boolean> {
  if (!Number.isSafeInteger(e.amount) || e.amount === 0) throw new Error(`bad ledger amount ${e.amount}`);
  if (e.status === 'pending' && e.amount < 0) throw new Error('a pending entry must be a credit');
  const inserted = await one<{ id: number }>(tx, sql`
    insert into bonus_entries (account_id, amount, status, operation, order_id, level, showcase_id, source_user_id, idempotency_key, matures_at)
    values (${e.accountId}, ${e.amount}, ${e.status}, ${e.operation}, ${e.orderId ?? null}, ${e.level ?? null}, ${e.showcaseId ?? null},
      ${e.sourceUserId ?? null}, ${e.idempotencyKey}, ${e.maturesAt ?? null})
    on conflict (idempotency_key) do nothing returning id`);
  if (!inserted) return false;
  const applied = e.status === 'pending'
    ? await one(tx, sql`update bonus_accounts set pending = pending + ${e.amount} where id = ${e.accountId} returning id`)
    : await one(tx, sql`update bonus_accounts set balance = balance + ${e.amount} where id = ${e.accountId} and balance + ${e.amount} >= reserved returning id`);
  if (!applied) throw new AppError('INSUFFICIENT_BONUSES');
  return true;
}

/** Spendable now: balance less what withdrawals have reserved. */
export async function spendable(tx: Tx, accountId: number): Promise<number> {
  return (await one<{ n: number }>(tx, sql`select (balance - reserved)::bigint::float8 as n from bonus_accounts where id = ${accountId}`))?.n ?? 0;
}

/** Pending credits whose time has come become available; safe on several nodes at once (row locks, skip locked). */
export async function matureDue(tx: Tx, now: Date, limit = 500): Promise<number> {
  const due = await rows<{ id: number; accountId: number; amount: number }>(tx, sql`
    select id, account_id as "accountId", amount::float8 as amount from bonus_entries
    where status = 'pending' and matures_at is not null and matures_at <= ${now}
    order by id limit ${limit} for update skip locked`);
  for (const entry of due) {
    await tx.execute(sql`update bonus_entries set status = 'available' where id = ${entry.id}`);
    await tx.execute(sql`update bonus_accounts set pending = pending - ${entry.amount}, balance = balance + ${entry.amount} where id = ${entry.accountId}`);
  }
  return due.length;
}

/**
 * Reverses an order's pending credits (cancellation, approved claim) and refunds what the order spent.
 * Available credits are final: the 14-day return window has passed for them. Returns the affected accounts' owners.
 */
export async function reverseOrder(tx: Tx, orderId: number): Promise<Array<{ userId: number | null; amount: number }>> {
  const pending = await rows<{ id: number; accountId: number; amount: number; userId: number | null }>(tx, sql`
    select e.id, e.account_id as "accountId", e.amount::float8 as amount, a.user_id as "userId"
    from bonus_entries e join bonus_accounts a on a.id = e.account_id
    where e.order_id = ${orderId} and e.status = 'pending' for update of e`);
  for (const entry of pending) {
    await tx.execute(sql`update bonus_entries set status = 'reversed' where id = ${entry.id}`);
    await tx.execute(sql`update bonus_accounts set pending = pending - ${entry.amount} where id = ${entry.accountId}`);
  }
  const spent = await rows<{ accountId: number; amount: number; operation: string; showcaseId: number | null }>(tx, sql`
    select account_id as "accountId", amount::float8 as amount, operation, showcase_id as "showcaseId" from bonus_entries
    where order_id = ${orderId} and status = 'available' and amount < 0`);
  for (const s of spent) {
    await post(tx, { accountId: s.accountId, amount: -s.amount, status: 'available', operation: 'refund', orderId, showcaseId: s.showcaseId, idempotencyKey: `refund:${orderId}:${s.accountId}:${s.operation}` });
  }
  return pending.map((p) => ({ userId: p.userId, amount: p.amount }));
}
