import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@storefront/contract/orders';
import type { Db, Tx } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { one, rows } from '../../src/db/sql';

export interface TestLine {
  price: number;
  quantity: number;
  bonusRate: number;
}

let seq = 0;

/** An order written straight into the tables (no stock, no cart): the bonus module only reads orders and their lines. */
export async function insertOrder(
  db: Db | Tx,
  o: { userId: number; showcaseId: number; lines: TestLine[]; paymentSystemId?: 1 | 2; status?: OrderStatus; spentNetwork?: number },
): Promise<number> {
  const product = await one<{ id: number }>(db, sql`select id from products order by id limit 1`);
  const goods = o.lines.reduce((s, l) => s + l.price * l.quantity, 0);
  const spent = o.spentNetwork ?? 0;
  const number = `TEST-${process.pid}-${Date.now()}-${++seq}`;
  const row = await one<{ id: number }>(
    db,
    sql`
    insert into orders (number, user_id, showcase_id, status, payment_system_id, idempotency_key, contact, delivery, goods_total, bonus_network_spent, total)
    values (${number}, ${o.userId}, ${o.showcaseId}, ${o.status ?? 'new'}, ${o.paymentSystemId ?? 1}, ${number},
      ${JSON.stringify({ name: 'Тест', phone: '+79001234567' })}::jsonb, ${JSON.stringify({ method: 'courier', city: 'Москва', address: 'ул. Тестовая, 1' })}::jsonb,
      ${goods}, ${spent}, ${goods - spent})
    returning id`,
  );
  for (const l of o.lines) {
    await db.execute(sql`insert into order_items (order_id, product_id, name, article, price, quantity, bonus_rate)
      values (${row!.id}, ${product!.id}, 'Тестовый товар', 'T-1', ${l.price}, ${l.quantity}, ${l.bonusRate})`);
  }
  return row!.id;
}

export async function userByTelegram(db: Db, telegramId: number): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.telegramId, telegramId));
  if (!row) throw new Error(`user ${telegramId} not seeded`);
  return row.id;
}

export interface EntryView {
  key: string;
  amount: number;
  status: string;
  operation: string;
  level: number | null;
  maturesAt: Date | null;
  accountId: number;
}

export function orderEntries(db: Db, orderId: number): Promise<EntryView[]> {
  return rows(
    db,
    sql`select idempotency_key as key, amount::float8 as amount, status, operation, level, matures_at as "maturesAt", account_id as "accountId"
    from bonus_entries where order_id = ${orderId} order by id`,
  );
}

export async function account(db: Db, kind: string, owner: { userId?: number; showcaseId?: number }) {
  return (
    (await one<{ id: number; balance: number; pending: number; reserved: number }>(
      db,
      sql`
    select id, balance::float8 as balance, pending::float8 as pending, reserved::float8 as reserved from bonus_accounts
    where kind = ${kind} and coalesce(user_id, 0) = ${owner.userId ?? 0} and coalesce(showcase_id, 0) = ${owner.showcaseId ?? 0}`,
    )) ?? { id: 0, balance: 0, pending: 0, reserved: 0 }
  );
}
