import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Receipt } from '@storefront/contract/receipts';
import { ts, created, money, id, blankText, fk, optFk, providerAmount, sandboxKey, sandboxKeyIndex, timestamps } from './columns';
import { users, userRef } from './identity';
import { showcaseRef, optShowcaseRef } from './showcases';
import { claims, orders, payments, sandboxPayments } from './orders';
import { bonusAccounts } from './bonuses';

export const REFUND_STATUSES = ['pending', 'succeeded', 'canceled'] as const;

/** Money given back for a card-paid order (cancellation, return, partial return through a claim). */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: fk('order_id', () => orders.id),
    paymentId: fk('payment_id', () => payments.id),
    claimId: optFk('claim_id', () => claims.id),
    amount: money('amount').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** null until the provider has the refund; a pending refund without one is sent by the job runner. */
    providerRefundId: text('provider_refund_id').unique(),
    idempotenceKey: text('idempotence_key').notNull().unique(),
    receipt: jsonb('receipt').$type<Receipt>().notNull(),
    error: text('error'),
    ...timestamps(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId), check('refunds_amount_positive', sql`${t.amount} > 0`)],
);

/** Where a member's payouts go: the number is sealed (AES-256-GCM, PAYOUT_ENCRYPTION_KEY); only its mask is shown. */
export const payoutDestinations = pgTable(
  'payout_destinations',
  {
    id: id(),
    userId: userRef(),
    kind: text('kind', { enum: ['card', 'sbp', 'yoomoney'] }).notNull(),
    bankId: text('bank_id'),
    sealed: text('sealed').notNull(),
    masked: text('masked').notNull(),
    deletedAt: ts('deleted_at'),
    createdAt: created(),
  },
  (t) => [index('payout_destinations_user_idx').on(t.userId)],
);

/** The owner's card payments into the showcase's local fund ("Баланс страницы"). */
export const fundTopups = pgTable(
  'fund_topups',
  {
    id: id(),
    showcaseId: showcaseRef(),
    userId: userRef(),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['pending', 'waiting_for_capture', 'succeeded', 'canceled'] })
      .notNull()
      .default('pending'),
    providerPaymentId: text('provider_payment_id').unique(),
    idempotenceKey: text('idempotence_key').notNull().unique(),
    confirmationUrl: text('confirmation_url'),
    ...timestamps(),
  },
  (t) => [index('fund_topups_showcase_idx').on(t.showcaseId, t.createdAt), check('fund_topups_amount_positive', sql`${t.amount} > 0`)],
);

/** Every move of money on a showcase or by an operator: who, what, when, why. */
export const moneyAudit = pgTable(
  'money_audit',
  {
    id: id(),
    showcaseId: optShowcaseRef(),
    actorId: optFk('actor_id', () => users.id),
    action: text('action').notNull(),
    amount: money('amount').notNull(),
    accountId: optFk('account_id', () => bonusAccounts.id),
    counterpartId: optFk('counterpart_id', () => users.id),
    reason: blankText('reason'),
    ref: text('ref'),
    createdAt: created(),
  },
  (t) => [index('money_audit_showcase_idx').on(t.showcaseId, t.createdAt)],
);

/** The DEMO sandbox's refunds and payouts (the provider's own records, like sandbox_payments). */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    ...sandboxKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id),
    ...providerAmount(),
    status: text('status').notNull(),
    description: blankText('description'),
    receipt: jsonb('receipt').$type<Receipt>(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: created(),
  },
  (t) => [sandboxKeyIndex('sandbox_refunds', t)],
);

export const sandboxPayouts = pgTable(
  'sandbox_payouts',
  {
    ...sandboxKey(),
    ...providerAmount(),
    status: text('status').notNull().default('pending'),
    /** What the provider shows of the destination (card first6/last4, phone and bank, wallet). */
    destination: jsonb('destination').$type<Record<string, unknown>>().notNull(),
    description: blankText('description'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    cancellation: jsonb('cancellation').$type<{ party: string; reason: string }>(),
    createdAt: created(),
  },
  (t) => [sandboxKeyIndex('sandbox_payouts', t)],
);
