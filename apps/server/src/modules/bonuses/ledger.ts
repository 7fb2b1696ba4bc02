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
  const found = () =>
    one<{ id: number }>(
      tx,
      sql`
    select id from bonus_accounts where kind = ${kind}
      and coalesce(user_id, 0) = coalesce(${userId}::int, 0) and coalesce(showcase_id, 0) = coalesce(${showcaseId}::int, 0)`,
    );
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
  const inserted = await one<{ id: number }>(
    tx,
    sql`
    insert into bonus_entries (account_id, amount, status, operation, order_id, level, showcase_id, source_user_id, idempotency_key, matures_at)
    values (${e.accountId}, ${e.amount}, ${e.status}, ${e.operation}, ${e.orderId ?? null}, ${e.level ?? null}, ${e.showcaseId ?? null},
      ${e.sourceUserId ?? null}, ${e.idempotencyKey}, ${e.maturesAt ?? null})
    on conflict (idempotency_key) do nothing returning id`,
  );
  if (!inserted) return false;
  const applied =
    e.status === 'pending'
      ? await one(tx, sql`update bonus_accounts set pending = pending + ${e.amount} where id = ${e.accountId} returning id`)
      : await one(
          tx,
          sql`update bonus_accounts set balance = balance + ${e.amount} where id = ${e.accountId} and balance + ${e.amount} >= reserved returning id`,
        );
  if (!applied) throw new AppError('INSUFFICIENT_BONUSES');
  return true;
}

/** Spendable now: balance less what withdrawals have reserved. */
export async function spendable(tx: Tx, accountId: number): Promise<number> {
  return (await one<{ n: number }>(tx, sql`select (balance - reserved)::bigint::float8 as n from bonus_accounts where id = ${accountId}`))?.n ?? 0;
}

/** Pending credits whose time has come become available; safe on several nodes at once (row locks, skip locked). */
export async function matureDue(tx: Tx, now: Date, limit = 500): Promise<number> {
  const due = await rows<{ id: number; accountId: number; amount: number }>(
    tx,
    sql`
    select id, account_id as "accountId", amount::float8 as amount from bonus_entries
    where status = 'pending' and matures_at is not null and matures_at <= ${now}
    order by id limit ${limit} for update skip locked`,
  );
  if (due.length === 0) return 0;
  await lockAccounts(
    tx,
    due.map((e) => e.accountId),
  );
  const byAccount = new Map<number, number>();
  for (const entry of due) byAccount.set(entry.accountId, (byAccount.get(entry.accountId) ?? 0) + entry.amount);
  await tx.execute(
    sql`update bonus_entries set status = 'available' where id in (${sql.join(
      due.map((e) => sql`${e.id}`),
      sql`, `,
    )})`,
  );
  for (const [accountId, amount] of [...byAccount].sort((a, b) => a[0] - b[0])) {
    await tx.execute(sql`update bonus_accounts set pending = pending - ${amount}, balance = balance + ${amount} where id = ${accountId}`);
  }
  return due.length;
}

/**
 * Locks accounts in id order before a change that touches several of them (accrual, transfer, payout), so that
 * concurrent multi-account changes never deadlock on PostgreSQL. "No key update" is the lock an UPDATE takes anyway, and
 * unlike "for update" it does not block inserts elsewhere that merely reference the account (foreign-key checks).
 */
export async function lockAccounts(tx: Tx, accountIds: readonly number[]): Promise<void> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.execute(
    sql`select id from bonus_accounts where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for no key update`,
  );
}

export interface ReversedEntry {
  accountId: number;
  kind: AccountKind;
  userId: number | null;
  showcaseId: number | null;
  operation: string;
  /** Kopecks: negative for a reversed credit, positive for a refund of what the order spent. */
  amount: number;
}

/** An order's pending credit with its account's owner (showcaseId: the entry's, accountShowcaseId: the account's). */
export interface PendingEntry {
  id: number;
  accountId: number;
  amount: number;
  operation: string;
  level: number | null;
  showcaseId: number | null;
  sourceUserId: number | null;
  maturesAt: Date | string | null;
  userId: number | null;
  kind: AccountKind;
  accountShowcaseId: number | null;
}

/** What an order spent from an account (a negative amount) by operation, with the account's owner. */
export interface SpentEntry {
  accountId: number;
  amount: number;
  operation: string;
  showcaseId: number | null;
  userId: number | null;
  kind: AccountKind;
}

/** Locks an order's pending credits (`for update`, in id order) and reads them: the start of a full or partial reversal. */
export function lockPendingEntries(tx: Tx, orderId: number): Promise<PendingEntry[]> {
  return rows<PendingEntry>(
    tx,
    sql`select e.id, e.account_id as "accountId", e.amount::float8 as amount, e.operation, e.level, e.showcase_id as "showcaseId",
      e.source_user_id as "sourceUserId", e.matures_at as "maturesAt", a.user_id as "userId", a.kind, a.showcase_id as "accountShowcaseId"
    from bonus_entries e join bonus_accounts a on a.id = e.account_id
    where e.order_id = ${orderId} and e.status = 'pending' order by e.id for update of e`,
  );
}

/**
 * Reverses an order's pending credits (cancellation, approved claim) and refunds what the order spent.
 * Available credits are final: the 14-day return window has passed for them. The showcase fund gets its
 * cashback payout back only when the cashback itself was reversed (a matured cashback stays paid).
 * Returns what changed per account, so that each affected person can be told.
 */
export async function reverseOrder(tx: Tx, orderId: number): Promise<ReversedEntry[]> {
  const pending = await lockPendingEntries(tx, orderId);
  // Pending entries are locked now, so "the cashback is (being) reversed" cannot change under us.
  const spent = await rows<SpentEntry & { accountShowcaseId: number | null }>(
    tx,
    sql`
    select e.account_id as "accountId", e.amount::float8 as amount, e.operation, e.showcase_id as "showcaseId",
      a.user_id as "userId", a.kind, a.showcase_id as "accountShowcaseId"
    from bonus_entries e join bonus_accounts a on a.id = e.account_id
    where e.order_id = ${orderId} and e.status = 'available' and e.amount < 0
      and (e.operation <> 'cashback_payout' or exists (
        select 1 from bonus_entries c where c.order_id = ${orderId} and c.operation = 'cashback'
          and (c.status = 'pending' or (c.status = 'reversed' and c.idempotency_key not like 'partial:%'))))`,
  );
  // Every account this reversal touches is locked up front, in id order (no deadlock with transfers or accruals).
  await lockAccounts(tx, [...pending.map((p) => p.accountId), ...spent.map((s) => s.accountId)]);
  for (const entry of pending) {
    await tx.execute(sql`update bonus_entries set status = 'reversed' where id = ${entry.id}`);
    await tx.execute(sql`update bonus_accounts set pending = pending - ${entry.amount} where id = ${entry.accountId}`);
  }
  const refunds: ReversedEntry[] = [];
  for (const s of spent) {
    // Partial returns (partial-reversal.ts) may have given part of it back already.
    const back = -s.amount - (await partlyRefunded(tx, orderId, s.accountId, s.operation));
    if (back <= 0) continue;
    const applied = await refundSpent(tx, orderId, s, back);
    if (applied)
      refunds.push({
        accountId: s.accountId,
        kind: s.kind,
        userId: s.userId,
        showcaseId: s.accountShowcaseId,
        operation: 'refund',
        amount: back,
      });
  }
  return [
    ...pending.map((p) => ({
      accountId: p.accountId,
      kind: p.kind,
      userId: p.userId,
      showcaseId: p.accountShowcaseId,
      operation: p.operation,
      amount: -p.amount,
    })),
    ...refunds,
  ];
}

/**
 * Gives back to an account part or all of what an order spent from it. The key names the order, the account and the
 * operation, and the claim for a partial return (what partlyRefunded reads back): a retry gives nothing twice.
 */
export function refundSpent(tx: Tx, orderId: number, s: SpentEntry, amount: number, claimId?: number): Promise<boolean> {
  return post(tx, {
    accountId: s.accountId,
    amount,
    status: 'available',
    operation: 'refund',
    orderId,
    showcaseId: s.showcaseId,
    idempotencyKey: `refund:${orderId}:${s.accountId}:${s.operation}${claimId === undefined ? '' : `:claim:${claimId}`}`,
  });
}

/** What earlier partial returns gave back of one spend (reverseOrder gives back only the rest). */
export async function partlyRefunded(tx: Tx, orderId: number, accountId: number, operation: string): Promise<number> {
  const row = await one<{ n: number }>(
    tx,
    sql`select coalesce(sum(amount), 0)::float8 as n from bonus_entries
    where order_id = ${orderId} and account_id = ${accountId} and operation = 'refund'
      and idempotency_key like ${`refund:${orderId}:${accountId}:${operation}:claim:%`}`,
  );
  return row?.n ?? 0;
}
