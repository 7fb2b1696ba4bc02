import { sql } from 'drizzle-orm';
import type { BonusSort, WithdrawalStatus, WithdrawMethod } from '@storefront/contract/bonuses';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import type { AccountKind } from './ledger';

type Conn = Db | Tx;

export interface AccountState {
  id: number | null;
  balance: number;
  pending: number;
  reserved: number;
}

const EMPTY: AccountState = { id: null, balance: 0, pending: 0, reserved: 0 };

/** An owner's account in kopecks; zeros (and no id) when it was never used. */
export async function accountState(db: Conn, kind: AccountKind, owner: { userId?: number; showcaseId?: number }): Promise<AccountState> {
  const found = await one<AccountState>(
    db,
    sql`
    select id, balance::float8 as balance, pending::float8 as pending, reserved::float8 as reserved from bonus_accounts
    where kind = ${kind} and coalesce(user_id, 0) = ${owner.userId ?? 0} and coalesce(showcase_id, 0) = ${owner.showcaseId ?? 0}`,
  );
  return found ?? EMPTY;
}

export interface EntryRow {
  id: number;
  createdAt: Date | string;
  operation: string;
  amount: number;
  status: 'pending' | 'available' | 'reversed';
  level: number | null;
  kind: AccountKind;
  showcaseName: string | null;
  showcaseBot: string | null;
  showcaseId: number | null;
  maturesAt: Date | string | null;
  orderId: number | null;
  orderNumber: string | null;
  buyerName: string | null;
}

const USER_KINDS = sql`('user_network', 'user_local')`;

export async function countEntries(db: Conn, userId: number): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from bonus_entries e join bonus_accounts a on a.id = e.account_id
    where a.user_id = ${userId} and a.kind in ${USER_KINDS}`,
  );
  return row?.n ?? 0;
}

/** The user's network and local entries, newest first unless sort = 'first'. */
export function listEntries(db: Conn, userId: number, offset: number, limit: number, sort: BonusSort | undefined): Promise<EntryRow[]> {
  const order = sort === 'first' ? sql`e.created_at asc, e.id asc` : sql`e.created_at desc, e.id desc`;
  return rows<EntryRow>(
    db,
    sql`
    select e.id, e.created_at as "createdAt", e.operation, e.amount::float8 as amount, e.status, e.level, a.kind,
      s.name as "showcaseName", nullif(s.bot_username, '') as "showcaseBot", s.id as "showcaseId", e.matures_at as "maturesAt",
      o.id as "orderId", o.number as "orderNumber", case when o.user_id <> ${userId} then b.name end as "buyerName"
    from bonus_entries e join bonus_accounts a on a.id = e.account_id
    left join showcases s on s.id = coalesce(e.showcase_id, a.showcase_id)
    left join orders o on o.id = e.order_id left join users b on b.id = o.user_id
    where a.user_id = ${userId} and a.kind in ${USER_KINDS}
    order by ${order} limit ${limit} offset ${offset}`,
  );
}

export interface WithdrawalRow {
  id: number;
  userId: number;
  userName: string;
  accountId: number;
  amount: number;
  method: WithdrawMethod;
  detailsMasked: string;
  status: WithdrawalStatus;
  rejectReason: string | null;
  createdAt: Date | string;
  decidedAt: Date | string | null;
  showcaseId: number | null;
  destinationId: number | null;
  providerPayoutId: string | null;
  payoutIdempotenceKey: string | null;
  payoutStatus: 'pending' | 'succeeded' | 'canceled' | null;
  payoutError: string | null;
  paidReference: string | null;
}

const WITHDRAWAL_COLUMNS = sql`w.id, w.user_id as "userId", u.name as "userName", w.account_id as "accountId", w.amount::float8 as amount, w.method,
  w.details_masked as "detailsMasked", w.status, w.reject_reason as "rejectReason", w.created_at as "createdAt", w.decided_at as "decidedAt",
  w.showcase_id as "showcaseId", w.destination_id as "destinationId", w.provider_payout_id as "providerPayoutId",
  w.payout_idempotence_key as "payoutIdempotenceKey", w.payout_status as "payoutStatus", w.payout_error as "payoutError", w.paid_reference as "paidReference"`;

export function withdrawalsOf(db: Conn, userId: number, limit = 50): Promise<WithdrawalRow[]> {
  return rows(
    db,
    sql`select ${WITHDRAWAL_COLUMNS} from withdrawals w join users u on u.id = w.user_id
    where w.user_id = ${userId} and w.showcase_id is null order by w.created_at desc, w.id desc limit ${limit}`,
  );
}

export function withdrawalRequests(db: Conn, status: WithdrawalStatus | undefined, limit = 200): Promise<WithdrawalRow[]> {
  return rows(
    db,
    sql`select ${WITHDRAWAL_COLUMNS} from withdrawals w join users u on u.id = w.user_id
    where ${status ? sql`w.status = ${status}` : sql`true`} order by w.created_at desc, w.id desc limit ${limit}`,
  );
}

/** Locks one withdrawal for a decision. */
export function withdrawalForUpdate(tx: Tx, id: number): Promise<WithdrawalRow | undefined> {
  return one(tx, sql`select ${WITHDRAWAL_COLUMNS} from withdrawals w join users u on u.id = w.user_id where w.id = ${id} for update of w`);
}

export function showcaseWithdrawals(db: Conn, showcaseId: number, limit = 50): Promise<WithdrawalRow[]> {
  return rows(
    db,
    sql`select ${WITHDRAWAL_COLUMNS} from withdrawals w join users u on u.id = w.user_id
    where w.showcase_id = ${showcaseId} order by w.created_at desc, w.id desc limit ${limit}`,
  );
}

export function withdrawalByPayoutId(db: Conn, providerPayoutId: string): Promise<WithdrawalRow | undefined> {
  return one(
    db,
    sql`select ${WITHDRAWAL_COLUMNS} from withdrawals w join users u on u.id = w.user_id where w.provider_payout_id = ${providerPayoutId}`,
  );
}

export async function insertWithdrawal(
  tx: Tx,
  w: {
    userId: number;
    accountId: number;
    amount: number;
    method: WithdrawMethod;
    detailsMasked: string;
    showcaseId?: number | null;
    destinationId?: number | null;
  },
): Promise<number> {
  const row = await one<{ id: number }>(
    tx,
    sql`
    insert into withdrawals (user_id, account_id, amount, method, details_masked, showcase_id, destination_id)
    values (${w.userId}, ${w.accountId}, ${w.amount}, ${w.method}, ${w.detailsMasked}, ${w.showcaseId ?? null}, ${w.destinationId ?? null})
    returning id`,
  );
  return row!.id;
}

export async function decideWithdrawal(
  tx: Tx,
  id: number,
  status: 'paid' | 'rejected',
  operatorId: number | null,
  reason: string | null,
  reference: string | null = null,
): Promise<void> {
  await tx.execute(sql`update withdrawals set status = ${status}, decided_by = coalesce(${operatorId}::int, decided_by), decided_at = now(), reject_reason = ${reason},
    paid_reference = coalesce(${reference}, paid_reference) where id = ${id}`);
}

/** Holds `amount` of the account for a withdrawal; false when the spendable balance does not cover it. */
export async function reserve(tx: Tx, accountId: number, amount: number): Promise<boolean> {
  return Boolean(
    await one(
      tx,
      sql`update bonus_accounts set reserved = reserved + ${amount} where id = ${accountId} and balance - reserved >= ${amount} returning id`,
    ),
  );
}

export async function release(tx: Tx, accountId: number, amount: number): Promise<void> {
  await tx.execute(sql`update bonus_accounts set reserved = reserved - ${amount} where id = ${accountId}`);
}

export interface Member {
  id: number;
  name: string;
  refCode: string;
  avatarUrl: string | null;
  isBanned: boolean;
}

export function memberByRefCode(db: Conn, refCode: string): Promise<Member | undefined> {
  return one(
    db,
    sql`select id, name, ref_code as "refCode", avatar_url as "avatarUrl", is_banned as "isBanned" from users where upper(ref_code) = upper(${refCode})`,
  );
}

export function transfersOf(
  db: Conn,
  userId: number,
  limit = 20,
): Promise<Array<{ id: number; createdAt: Date | string; amount: number; counterpart: string | null }>> {
  return rows(
    db,
    sql`
    select e.id, e.created_at as "createdAt", e.amount::float8 as amount, u.name as counterpart
    from bonus_entries e join bonus_accounts a on a.id = e.account_id left join users u on u.id = e.source_user_id
    where a.kind = 'user_network' and a.user_id = ${userId} and e.operation in ('transfer_in', 'transfer_out')
    order by e.created_at desc, e.id desc limit ${limit}`,
  );
}

export interface ProductForSale {
  id: number;
  name: string;
  price: number;
  bonusRate: number;
}

export function productsForSale(db: Conn, ids: number[]): Promise<ProductForSale[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rows(
    db,
    sql`select id, name, price::float8 as price, bonus_rate::float8 as "bonusRate" from products
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/**
 * Which of these users the seller may name (the what-if calculator, issue 15): members of the seller's own downline
 * (the seller is among their referrers, at any depth) who agreed to be shown (users.shown_to_upline), and the seller.
 * `inDownline` answers for the downline alone, whatever the agreement.
 */
export async function downlineOf(db: Conn, sellerId: number, userIds: readonly number[]): Promise<Array<{ id: number; shown: boolean }>> {
  if (userIds.length === 0) return [];
  return rows(
    db,
    sql`with recursive up(start, id, depth) as (
        select u.id, u.referrer_id, 1 from users u where u.id in (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and u.referrer_id is not null
        union all
        select up.start, u.referrer_id, up.depth + 1 from up join users u on u.id = up.id where u.referrer_id is not null and up.depth < 1000
      )
      select distinct u.id, u.shown_to_upline as shown from up join users u on u.id = up.start where up.id = ${sellerId}`,
  );
}
