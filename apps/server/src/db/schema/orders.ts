import { CLAIM_STATUSES } from '@storefront/contract/claims';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@storefront/contract/orders';
import type { OrderDeliveryChoice } from '@storefront/contract/delivery';
import { VAT_RATES, type Receipt } from '@storefront/contract/receipts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, created, money, id, blankText, intZero, flag, fk, optFk, providerAmount, sandboxKey, sandboxKeyIndex, timestamps } from './columns';
import { users, userRef } from './identity';
import { media, showcaseRef } from './showcases';
import { products } from './catalog';

export { ORDER_STATUSES, type OrderStatus } from '@storefront/contract/orders';

/** The buyer's contact and delivery as an order stores them (one definition for every query that reads them). */
export interface OrderContact {
  name: string;
  phone: string;
  email?: string;
}
export interface OrderDelivery {
  method: 'courier' | 'pickup' | 'seller_courier';
  city: string;
  address: string;
  fiasId?: string;
}

/** An order line as the buyer's, the seller's and the claims' views read it (price in kopecks; picture: its small image). */
export interface OrderLineView {
  id: number;
  productId: number;
  name: string;
  article: string;
  price: number;
  quantity: number;
  picture: string | null;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    number: text('number').notNull().unique(),
    userId: userRef(),
    showcaseId: showcaseRef(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('new'),
    paymentSystemId: smallint('payment_system_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    contact: jsonb('contact').$type<OrderContact>().notNull(),
    delivery: jsonb('delivery').$type<OrderDelivery>().notNull(),
    comment: blankText('comment'),
    goodsTotal: money('goods_total').notNull(),
    bonusNetworkSpent: money('bonus_network_spent').notNull().default(0),
    bonusLocalSpent: money('bonus_local_spent').notNull().default(0),
    total: money('total').notNull(),
    /** Part of `total` (migration 0018); the choice as quoted at checkout. */
    deliveryPrice: money('delivery_price').notNull().default(0),
    deliveryChoice: jsonb('delivery_choice').$type<OrderDeliveryChoice>(),
    trackingNumber: text('tracking_number'),
    /** The share link's campaign (`cmp`) the buyer came with (migration 0023): the dashboard's orders per campaign. */
    cmp: text('cmp'),
    completedAt: ts('completed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_showcase_idx').on(t.showcaseId, t.createdAt),
    index('orders_showcase_cmp_idx')
      .on(t.showcaseId, t.cmp)
      .where(sql`${t.cmp} is not null`),
    check('orders_payment_system', sql`${t.paymentSystemId} in (1, 2)`),
    check('orders_total_nonnegative', sql`${t.total} >= 0`),
    check('orders_delivery_price_nonnegative', sql`${t.deliveryPrice} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: fk('order_id', () => orders.id, 'cascade'),
    productId: fk('product_id', () => products.id),
    name: text('name').notNull(),
    article: text('article').notNull(),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    bonusRate: numeric('bonus_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** The product's VAT rate when it was bought (the receipts of the payment and of its refunds use it). */
    vatRate: text('vat_rate', { enum: VAT_RATES }).notNull().default('22'),
    /** Units returned through approved claims. */
    returnedQuantity: intZero('returned_quantity'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity', sql`${t.quantity} > 0`)],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: fk('order_id', () => orders.id, 'cascade'),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: optFk('actor_id', () => users.id),
    note: blankText('note'),
    createdAt: created(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: fk('order_id', () => orders.id),
    systemId: smallint('system_id').notNull(),
    providerPaymentId: text('provider_payment_id').unique(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    amount: money('amount').notNull(),
    idempotenceKey: text('idempotence_key').notNull().unique(),
    confirmationUrl: text('confirmation_url'),
    /** The 54-ФЗ receipt sent with the payment. */
    receipt: jsonb('receipt').$type<Receipt>(),
    ...timestamps(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

export const claims = pgTable(
  'claims',
  {
    id: id(),
    orderId: fk('order_id', () => orders.id),
    orderItemId: fk('order_item_id', () => orderItems.id),
    userId: userRef(),
    reason: text('reason').notNull(),
    /** Units of the line the claim returns; null: the whole line. */
    quantity: integer('quantity'),
    description: blankText('description'),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('new'),
    answer: text('answer'),
    decidedBy: optFk('decided_by', () => users.id),
    /** The buyer sent the rejected claim to the operator (migration 0022). */
    escalatedAt: ts('escalated_at'),
    escalationNote: text('escalation_note'),
    ...timestamps(),
  },
  (t) => [index('claims_user_idx').on(t.userId), index('claims_order_idx').on(t.orderId)],
);

/** The lines a claim names (migration 0022): units claimed and, once approved, units returned. */
export const claimLines = pgTable(
  'claim_lines',
  {
    claimId: fk('claim_id', () => claims.id, 'cascade'),
    orderItemId: fk('order_item_id', () => orderItems.id),
    quantity: integer('quantity').notNull(),
    approvedQuantity: integer('approved_quantity'),
  },
  (t) => [
    primaryKey({ name: 'claim_lines_pk', columns: [t.claimId, t.orderItemId] }),
    index('claim_lines_item_idx').on(t.orderItemId),
    check('claim_lines_quantity', sql`${t.quantity} > 0`),
    check('claim_lines_approved', sql`${t.approvedQuantity} between 0 and ${t.quantity}`),
  ],
);

export const claimPhotos = pgTable(
  'claim_photos',
  {
    claimId: fk('claim_id', () => claims.id, 'cascade'),
    mediaId: fk('media_id', () => media.id),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.mediaId] })],
);

/**
 * The built-in payment provider sandbox (DEMO=1 only): the provider's own records, kept in the database
 * so that every app node sees the same payments (a webhook or return may land on another node).
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    ...sandboxKey(),
    ...providerAmount(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    description: blankText('description'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    returnUrl: text('return_url').notNull(),
    /** false: two-stage (waiting_for_capture until captured or cancelled). */
    capture: flag('capture', true),
    receipt: jsonb('receipt').$type<Receipt>(),
    refundedValue: text('refunded_value').notNull().default('0.00'),
    capturedAt: ts('captured_at'),
    ...timestamps(),
  },
  (t) => [sandboxKeyIndex('sandbox_payments', t)],
);
