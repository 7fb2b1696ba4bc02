import type { OrderDeliveryChoice, SellerCourierSettings } from '@storefront/contract/delivery';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, tsNow, created, id, intZero, flag, fk, optFk, timestamps } from './columns';
import { users, userRef } from './identity';
import { orders } from './orders';
import { optShowcaseRef } from './showcases';

/** Delivery (issue 17, migration 0018): orders.delivery_price / delivery_choice and showcases.courier_settings are in their files. */
export type { OrderDeliveryChoice, SellerCourierSettings };

export interface ShipmentHistoryEntry {
  code: string;
  name: string;
  at: string;
  city: string | null;
}

/** One shipment per order at its provider: created when the seller ships, retried by the job runner until it is. */
export const shipments = pgTable(
  'shipments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['cdek', 'seller'] }).notNull(),
    state: text('state', { enum: ['pending', 'created', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    providerUuid: text('provider_uuid'),
    trackNumber: text('track_number'),
    history: jsonb('history').$type<ShipmentHistoryEntry[]>().notNull().default([]),
    attempts: intZero('attempts'),
    nextAttemptAt: tsNow('next_attempt_at'),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('shipments_provider_uuid_idx').on(t.provider, t.providerUuid),
    index('shipments_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    check('shipments_state', sql`${t.state} in ('pending', 'created', 'failed', 'cancelled')`),
    check('shipments_provider', sql`${t.provider} in ('cdek', 'seller')`),
  ],
);

/** DEMO=1: the orders of the built-in CDEK sandbox; statuses are computed from created_at (+ shift_ms) and the clock. */
export const cdekSandboxOrders = pgTable(
  'cdek_sandbox_orders',
  {
    uuid: text('uuid').primaryKey(),
    account: text('account').notNull(),
    number: text('number').notNull(),
    cdekNumber: text('cdek_number').notNull().unique(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    city: text('city').notNull(),
    deleted: flag('deleted'),
    shiftMs: bigint('shift_ms', { mode: 'number' }).notNull().default(0),
    notifiedCode: text('notified_code'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('cdek_sandbox_orders_number_idx').on(t.account, t.number)],
);

export const cdekSandboxWebhooks = pgTable(
  'cdek_sandbox_webhooks',
  {
    uuid: text('uuid').primaryKey(),
    account: text('account').notNull(),
    type: text('type').notNull(),
    url: text('url').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('cdek_sandbox_webhooks_url_idx').on(t.account, t.type, t.url)],
);

/** 152-ФЗ (migration 0019): versioned documents (operator default: showcase_id null) and the consents given to them. */
export const consentDocuments = pgTable(
  'consent_documents',
  {
    id: id(),
    showcaseId: optShowcaseRef(),
    kind: text('kind', { enum: ['privacy', 'order', 'marketing'] }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdBy: optFk('created_by', () => users.id),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('consent_documents_version_idx').on(sql`coalesce(${t.showcaseId}, 0)`, t.kind, t.version),
    check('consent_documents_kind', sql`${t.kind} in ('privacy', 'order', 'marketing')`),
    check('consent_documents_version', sql`${t.version} > 0`),
  ],
);

export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: userRef(),
    documentId: fk('document_id', () => consentDocuments.id),
    purpose: text('purpose', { enum: ['order', 'marketing'] }).notNull(),
    ip: text('ip').notNull(),
    givenAt: tsNow('given_at'),
    withdrawnAt: ts('withdrawn_at'),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.purpose, t.givenAt), check('consents_purpose', sql`${t.purpose} in ('order', 'marketing')`)],
);
