import type { PaymentStatus } from '@storefront/contract/orders';
import type { Receipt } from '@storefront/contract/receipts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { created, one } from '../../db/sql';

/**
 * Inserts a provider object once per (shop, Idempotence-Key), as the provider does: a repeated key leaves the first
 * object, and either way the one stored under the key is read back.
 */
async function insertOnce<T>(
  db: Db,
  insert: SQL,
  into: { table: string; columns: SQL; what: string },
  key: { shopId: string; idempotenceKey: string },
): Promise<T> {
  await db.execute(sql`${insert} on conflict (shop_id, idempotence_key) do nothing`);
  return created<T>(
    db,
    sql`select ${into.columns} from ${sql.identifier(into.table)} where shop_id = ${key.shopId} and idempotence_key = ${key.idempotenceKey}`,
    into.what,
  );
}

export interface SandboxPaymentRow {
  id: string;
  shopId: string;
  amountValue: string;
  currency: string;
  status: PaymentStatus;
  description: string;
  metadata: Record<string, string>;
  returnUrl: string;
  capture: boolean;
  receipt: Receipt | null;
  refundedValue: string;
  createdAt: Date | string;
}

const COLUMNS = sql`id, shop_id as "shopId", amount_value as "amountValue", currency, status, description, metadata,
  return_url as "returnUrl", capture, receipt, refunded_value as "refundedValue", created_at as "createdAt"`;

type NewPayment = Omit<SandboxPaymentRow, 'status' | 'createdAt' | 'refundedValue'> & { idempotenceKey: string };

/** Creates the payment once per (shop, Idempotence-Key); a repeated key answers with the first payment. */
export function createOnce(db: Db, p: NewPayment): Promise<SandboxPaymentRow> {
  const insert = sql`
    insert into sandbox_payments (id, shop_id, idempotence_key, amount_value, currency, description, metadata, return_url, capture, receipt)
    values (${p.id}, ${p.shopId}, ${p.idempotenceKey}, ${p.amountValue}, ${p.currency}, ${p.description}, ${JSON.stringify(p.metadata)}::jsonb,
      ${p.returnUrl}, ${p.capture}, ${p.receipt === null ? null : JSON.stringify(p.receipt)}::jsonb)`;
  return insertOnce<SandboxPaymentRow>(db, insert, { table: 'sandbox_payments', columns: COLUMNS, what: 'sandbox payment' }, p);
}

export function byId(db: Db | Tx, id: string): Promise<SandboxPaymentRow | undefined> {
  return one<SandboxPaymentRow>(db, sql`select ${COLUMNS} from sandbox_payments where id = ${id}`);
}

export function lockById(tx: Tx, id: string): Promise<SandboxPaymentRow | undefined> {
  return one<SandboxPaymentRow>(tx, sql`select ${COLUMNS} from sandbox_payments where id = ${id} for update`);
}

/** Moves a payment from one status to the next; undefined when it was not in `from` (a double click, a second tab). */
export function move(
  db: Db | Tx,
  id: string,
  from: PaymentStatus,
  to: PaymentStatus,
  set: { amountValue?: string; receipt?: Receipt } = {},
): Promise<SandboxPaymentRow | undefined> {
  return one<SandboxPaymentRow>(
    db,
    sql`
    update sandbox_payments set status = ${to}, updated_at = now(),
      amount_value = coalesce(${set.amountValue ?? null}, amount_value),
      receipt = coalesce(${set.receipt ? JSON.stringify(set.receipt) : null}::jsonb, receipt),
      captured_at = case when ${to} = 'succeeded' then now() else captured_at end
    where id = ${id} and status = ${from} returning ${COLUMNS}`,
  );
}

export async function addRefunded(tx: Tx, id: string, value: string): Promise<void> {
  await tx.execute(sql`update sandbox_payments set refunded_value = ${value}, updated_at = now() where id = ${id}`);
}

// ---- refunds ----

export interface SandboxRefundRow {
  id: string;
  paymentId: string;
  amountValue: string;
  currency: string;
  status: 'pending' | 'succeeded' | 'canceled';
  description: string;
  createdAt: Date | string;
}

const REFUND_COLUMNS = sql`id, payment_id as "paymentId", amount_value as "amountValue", currency, status, description, created_at as "createdAt"`;

export function refundByKey(db: Db | Tx, shopId: string, key: string): Promise<SandboxRefundRow | undefined> {
  return one<SandboxRefundRow>(db, sql`select ${REFUND_COLUMNS} from sandbox_refunds where shop_id = ${shopId} and idempotence_key = ${key}`);
}

export function refundById(db: Db | Tx, id: string): Promise<SandboxRefundRow | undefined> {
  return one<SandboxRefundRow>(db, sql`select ${REFUND_COLUMNS} from sandbox_refunds where id = ${id}`);
}

export function insertRefund(
  tx: Tx,
  r: Omit<SandboxRefundRow, 'createdAt'> & { shopId: string; idempotenceKey: string; receipt: Receipt | null },
): Promise<SandboxRefundRow> {
  return created<SandboxRefundRow>(
    tx,
    sql`
    insert into sandbox_refunds (id, shop_id, idempotence_key, payment_id, amount_value, currency, status, description, receipt)
    values (${r.id}, ${r.shopId}, ${r.idempotenceKey}, ${r.paymentId}, ${r.amountValue}, ${r.currency}, ${r.status}, ${r.description},
      ${r.receipt === null ? null : JSON.stringify(r.receipt)}::jsonb)
    returning ${REFUND_COLUMNS}`,
    'sandbox refund',
  );
}

// ---- payouts ----

export interface SandboxPayoutRow {
  id: string;
  amountValue: string;
  currency: string;
  status: 'pending' | 'succeeded' | 'canceled';
  destination: Record<string, unknown>;
  description: string;
  metadata: Record<string, string>;
  cancellation: { party: string; reason: string } | null;
  createdAt: Date | string;
}

const PAYOUT_COLUMNS = sql`id, amount_value as "amountValue", currency, status, destination, description, metadata, cancellation, created_at as "createdAt"`;

export function createPayoutOnce(
  db: Db,
  p: Omit<SandboxPayoutRow, 'status' | 'createdAt' | 'cancellation'> & { shopId: string; idempotenceKey: string },
): Promise<SandboxPayoutRow> {
  const insert = sql`
    insert into sandbox_payouts (id, shop_id, idempotence_key, amount_value, currency, destination, description, metadata)
    values (${p.id}, ${p.shopId}, ${p.idempotenceKey}, ${p.amountValue}, ${p.currency}, ${JSON.stringify(p.destination)}::jsonb, ${p.description},
      ${JSON.stringify(p.metadata)}::jsonb)`;
  return insertOnce<SandboxPayoutRow>(db, insert, { table: 'sandbox_payouts', columns: PAYOUT_COLUMNS, what: 'sandbox payout' }, p);
}

export function payoutById(db: Db | Tx, id: string): Promise<SandboxPayoutRow | undefined> {
  return one<SandboxPayoutRow>(db, sql`select ${PAYOUT_COLUMNS} from sandbox_payouts where id = ${id}`);
}

export function settlePayout(
  db: Db,
  id: string,
  status: 'succeeded' | 'canceled',
  cancellation: { party: string; reason: string } | null,
): Promise<SandboxPayoutRow | undefined> {
  return one<SandboxPayoutRow>(
    db,
    sql`
    update sandbox_payouts set status = ${status}, cancellation = ${cancellation === null ? null : JSON.stringify(cancellation)}::jsonb
    where id = ${id} and status = 'pending' returning ${PAYOUT_COLUMNS}`,
  );
}
