import type { PaymentStatus } from '@storefront/contract/orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { one } from '../../db/sql';

export interface SandboxPaymentRow {
  id: string;
  shopId: string;
  amountValue: string;
  currency: string;
  status: PaymentStatus;
  description: string;
  metadata: Record<string, string>;
  returnUrl: string;
  createdAt: Date | string;
}

const COLUMNS = sql`id, shop_id as "shopId", amount_value as "amountValue", currency, status, description, metadata,
  return_url as "returnUrl", created_at as "createdAt"`;

/** Creates the payment once per (shop, Idempotence-Key); a repeated key answers with the first payment. */
export async function createOnce(db: Db, p: Omit<SandboxPaymentRow, 'status' | 'createdAt'> & { idempotenceKey: string }): Promise<SandboxPaymentRow> {
  await db.execute(sql`
    insert into sandbox_payments (id, shop_id, idempotence_key, amount_value, currency, description, metadata, return_url)
    values (${p.id}, ${p.shopId}, ${p.idempotenceKey}, ${p.amountValue}, ${p.currency}, ${p.description}, ${JSON.stringify(p.metadata)}::jsonb, ${p.returnUrl})
    on conflict (shop_id, idempotence_key) do nothing`);
  const row = await one<SandboxPaymentRow>(db, sql`select ${COLUMNS} from sandbox_payments where shop_id = ${p.shopId} and idempotence_key = ${p.idempotenceKey}`);
  if (!row) throw new Error('sandbox payment was not created');
  return row;
}

export function byId(db: Db, id: string): Promise<SandboxPaymentRow | undefined> {
  return one<SandboxPaymentRow>(db, sql`select ${COLUMNS} from sandbox_payments where id = ${id}`);
}

/** Settles a pending payment; undefined when it was settled before (a double click, a second tab). */
export function settle(db: Db, id: string, status: 'succeeded' | 'canceled'): Promise<SandboxPaymentRow | undefined> {
  return one<SandboxPaymentRow>(db, sql`
    update sandbox_payments set status = ${status}, updated_at = now() where id = ${id} and status = 'pending' returning ${COLUMNS}`);
}
