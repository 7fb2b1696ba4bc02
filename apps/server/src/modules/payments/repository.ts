import type { PaymentStatus } from '@storefront/contract/orders';
import type { Receipt } from '@storefront/contract/receipts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { created, one, rows } from '../../db/sql';

type Conn = Db | Tx;

/** The payments table: one row per attempt to pay an order by card (payment system 1). */
export interface PaymentRow {
  id: number;
  orderId: number;
  systemId: number;
  providerPaymentId: string | null;
  status: PaymentStatus;
  amount: number;
  idempotenceKey: string;
  confirmationUrl: string | null;
  receipt: Receipt | null;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

const PAYMENT_COLUMNS = sql`id, order_id as "orderId", system_id as "systemId", provider_payment_id as "providerPaymentId", status,
  amount::float8 as amount, idempotence_key as "idempotenceKey", confirmation_url as "confirmationUrl", receipt`;

/** The latest payment of each order. */
export function latestPayments(db: Conn, orderIds: readonly number[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return rows<PaymentRow>(
    db,
    sql`
    select distinct on (order_id) ${PAYMENT_COLUMNS} from payments
    where order_id in (${idList(orderIds)}) order by order_id, id desc`,
  );
}

export function paymentByProviderId(db: Conn, providerPaymentId: string): Promise<PaymentRow | undefined> {
  return one<PaymentRow>(db, sql`select ${PAYMENT_COLUMNS} from payments where provider_payment_id = ${providerPaymentId}`);
}

export function lockPayment(tx: Tx, id: number): Promise<PaymentRow | undefined> {
  return one<PaymentRow>(tx, sql`select ${PAYMENT_COLUMNS} from payments where id = ${id} for update`);
}

export function insertPayment(db: Conn, p: { orderId: number; systemId: number; amount: number; idempotenceKey: string }): Promise<PaymentRow> {
  return created<PaymentRow>(
    db,
    sql`
    insert into payments (order_id, system_id, amount, idempotence_key) values (${p.orderId}, ${p.systemId}, ${p.amount}, ${p.idempotenceKey})
    returning ${PAYMENT_COLUMNS}`,
    'payment',
  );
}

export async function setPaymentProvider(
  db: Conn,
  id: number,
  providerPaymentId: string,
  status: PaymentStatus,
  confirmationUrl: string | null,
): Promise<void> {
  await db.execute(sql`
    update payments set provider_payment_id = ${providerPaymentId}, status = ${status}, confirmation_url = ${confirmationUrl}, updated_at = now()
    where id = ${id}`);
}

export async function setPaymentReceipt(db: Conn, id: number, receipt: Receipt): Promise<void> {
  await db.execute(sql`update payments set receipt = ${JSON.stringify(receipt)}::jsonb where id = ${id}`);
}

/** The succeeded card payment of an order (the one refunds go back through). */
export function succeededPayment(db: Conn, orderId: number): Promise<PaymentRow | undefined> {
  return one<PaymentRow>(
    db,
    sql`select ${PAYMENT_COLUMNS} from payments where order_id = ${orderId} and status = 'succeeded' order by id desc limit 1`,
  );
}

export async function setPaymentStatus(db: Conn, id: number, status: PaymentStatus): Promise<void> {
  await db.execute(sql`update payments set status = ${status}, updated_at = now() where id = ${id}`);
}
