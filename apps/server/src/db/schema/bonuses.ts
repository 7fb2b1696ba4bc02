import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, created, money, id, fk, optFk } from './columns';
import { users, userRef, optUserRef } from './identity';
import { optShowcaseRef } from './showcases';
import { orders } from './orders';

export const BONUS_ACCOUNT_KINDS = ['user_network', 'user_local', 'showcase_network', 'showcase_fund'] as const;

export const bonusAccounts = pgTable(
  'bonus_accounts',
  {
    id: id(),
    kind: text('kind', { enum: BONUS_ACCOUNT_KINDS }).notNull(),
    userId: optUserRef(),
    showcaseId: optShowcaseRef(),
    balance: money('balance').notNull().default(0),
    pending: money('pending').notNull().default(0),
    reserved: money('reserved').notNull().default(0),
  },
  (t) => [
    uniqueIndex('bonus_accounts_owner_idx').on(t.kind, sql`coalesce(${t.userId}, 0)`, sql`coalesce(${t.showcaseId}, 0)`),
    check('bonus_accounts_nonnegative', sql`${t.balance} >= 0 and ${t.pending} >= 0 and ${t.reserved} >= 0 and ${t.reserved} <= ${t.balance}`),
  ],
);

export const bonusEntries = pgTable(
  'bonus_entries',
  {
    id: id(),
    accountId: fk('account_id', () => bonusAccounts.id),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['pending', 'available', 'reversed'] }).notNull(),
    operation: text('operation').notNull(),
    orderId: optFk('order_id', () => orders.id),
    level: smallint('level'),
    showcaseId: optShowcaseRef(),
    sourceUserId: optFk('source_user_id', () => users.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    maturesAt: ts('matures_at'),
    seenAt: ts('seen_at'),
    createdAt: created(),
  },
  (t) => [
    index('bonus_entries_account_idx').on(t.accountId, t.createdAt),
    index('bonus_entries_pending_idx')
      .on(t.maturesAt)
      .where(sql`${t.status} = 'pending'`),
    index('bonus_entries_order_idx').on(t.orderId),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    userId: userRef(),
    accountId: fk('account_id', () => bonusAccounts.id),
    amount: money('amount').notNull(),
    method: text('method', { enum: ['card', 'sbp', 'yoomoney'] }).notNull(),
    detailsMasked: text('details_masked').notNull(),
    /** requested → (processing: a provider payout is under way) → paid | rejected. */
    status: text('status', { enum: ['requested', 'processing', 'paid', 'rejected'] })
      .notNull()
      .default('requested'),
    /** The showcase whose network account pays (the owner's share); null: the member's own network bonuses. */
    showcaseId: optShowcaseRef(),
    destinationId: integer('destination_id'),
    providerPayoutId: text('provider_payout_id').unique(),
    payoutIdempotenceKey: text('payout_idempotence_key').unique(),
    payoutStatus: text('payout_status', { enum: ['pending', 'succeeded', 'canceled'] }),
    payoutError: text('payout_error'),
    /** The operator's reference of a manual payout. */
    paidReference: text('paid_reference'),
    rejectReason: text('reject_reason'),
    decidedBy: optFk('decided_by', () => users.id),
    decidedAt: ts('decided_at'),
    createdAt: created(),
  },
  (t) => [index('withdrawals_user_idx').on(t.userId), check('withdrawals_amount_positive', sql`${t.amount} > 0`)],
);
