import { toProviderAmount } from '@storefront/contract/payments';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import { formatMoney } from '../../lib/money';
import { notify } from '../notifications/notify';
import type { OrderStatusChange } from '../orders/hooks';
import { paymentProvider, ProviderError } from './provider';
import { deliveryItems, orderCustomer, orderDelivery, orderLines, PAYMENT_CURRENCY, paymentReceipt, refundFor } from './receipt';
import * as payments from './repository';
import type { PaymentRow } from './repository';

/**
 * Refunds of card-paid orders (YooKassa POST /v3/refunds). A refund is written in the transaction that decides it
 * (the order's cancellation or return, a claim's approval) and sent to the provider after that commits, with its
 * stored Idempotence-Key, so however often it is sent it is one refund. Unsent ones are picked up by the job runner.
 */
export interface RefundRow {
  id: number;
  orderId: number;
  orderNumber: string;
  buyerId: number;
  ownerId: number;
  amount: number;
  status: 'pending' | 'succeeded' | 'canceled';
  providerRefundId: string | null;
  providerPaymentId: string | null;
  idempotenceKey: string;
  receipt: NonNullable<PaymentRow['receipt']>;
}

const COLUMNS = sql`r.id, r.order_id as "orderId", o.number as "orderNumber", o.user_id as "buyerId", s.owner_id as "ownerId", r.amount::float8 as amount,
  r.status, r.provider_refund_id as "providerRefundId", p.provider_payment_id as "providerPaymentId", r.idempotence_key as "idempotenceKey", r.receipt`;
const FROM = sql`refunds r join orders o on o.id = r.order_id join showcases s on s.id = o.showcase_id join payments p on p.id = r.payment_id`;

async function refundedOf(tx: Tx, paymentId: number): Promise<number> {
  return (
    (
      await one<{ n: number }>(
        tx,
        sql`select coalesce(sum(amount), 0)::float8 as n from refunds where payment_id = ${paymentId} and status <> 'canceled'`,
      )
    )?.n ?? 0
  );
}

async function insertRefund(
  tx: Tx,
  r: { orderId: number; paymentId: number; claimId: number | null; amount: number; receipt: unknown; key: string },
): Promise<number | null> {
  const row = await one<{ id: number }>(
    tx,
    sql`
    insert into refunds (order_id, payment_id, claim_id, amount, receipt, idempotence_key)
    values (${r.orderId}, ${r.paymentId}, ${r.claimId}, ${r.amount}, ${JSON.stringify(r.receipt)}::jsonb, ${r.key})
    on conflict (idempotence_key) do nothing returning id`,
  );
  if (row) {
    const order = await one<{ userId: number; number: string }>(tx, sql`select user_id as "userId", number from orders where id = ${r.orderId}`);
    await notify(tx, {
      userId: order!.userId,
      type: 'refund',
      title: `Оформлен возврат ${formatMoney(r.amount)} ₽ по заказу ${order!.number}`,
      body: 'Деньги вернутся на карту, которой был оплачен заказ.',
      link: `/account/profile/orders?id=${r.orderId}`,
    });
  }
  return row?.id ?? null;
}

/** Everything of the order's card payment not refunded yet (cancellation, whole return, a payment after cancellation). */
export async function queueFullRefund(tx: Tx, orderId: number, paymentId?: number): Promise<number | null> {
  const payment = paymentId === undefined ? await payments.succeededPayment(tx, orderId) : await payments.lockPayment(tx, paymentId);
  if (!payment || payment.status !== 'succeeded') return null;
  await payments.lockPayment(tx, payment.id);
  const left = payment.amount - (await refundedOf(tx, payment.id));
  if (left <= 0) return null;
  const customer = await orderCustomer(tx, orderId);
  const lines = await orderLines(tx, orderId);
  const units = new Map(lines.map((l) => [l.id, l.quantity - l.returnedQuantity]));
  // The delivery is paid money too: the goods' share excludes it, and a full refund gives it back as its own item.
  const delivery = await orderDelivery(tx, orderId);
  const deliveryPaid = Math.min(delivery.price, payment.amount);
  let { amount, receipt } = refundFor(customer, lines, payment.amount - deliveryPaid, units);
  if (deliveryPaid > 0 && amount + deliveryPaid <= left) {
    receipt = { ...receipt, items: [...receipt.items, ...deliveryItems(delivery, deliveryPaid)] };
    amount += deliveryPaid;
  }
  if (amount !== left) {
    // Earlier refunds were not by lines (should not happen): the receipt spreads exactly what is left over what is left.
    receipt = paymentReceipt(
      customer,
      lines.map((l) => ({ ...l, quantity: Math.max(1, l.quantity - l.returnedQuantity) })),
      left,
    );
    amount = left;
  }
  return insertRefund(tx, { orderId, paymentId: payment.id, claimId: null, amount, receipt, key: `refund-${payment.id}-rest` });
}

/** The money of `units` of some lines (a claim's partial return), before their returned quantities are raised. */
export async function queueLinesRefund(tx: Tx, orderId: number, claimId: number, units: ReadonlyMap<number, number>): Promise<number | null> {
  const payment = await payments.succeededPayment(tx, orderId);
  if (!payment) return null;
  await payments.lockPayment(tx, payment.id);
  const deliveryPaid = Math.min((await orderDelivery(tx, orderId)).price, payment.amount);
  const { amount, receipt } = refundFor(await orderCustomer(tx, orderId), await orderLines(tx, orderId), payment.amount - deliveryPaid, units);
  const left = payment.amount - (await refundedOf(tx, payment.id));
  if (amount <= 0 || amount > left) return null;
  return insertRefund(tx, { orderId, paymentId: payment.id, claimId, amount, receipt, key: `refund-${payment.id}-claim-${claimId}` });
}

const STATUS_TITLE = { succeeded: 'Деньги возвращены', canceled: 'Возврат не прошёл' } as const;

async function applyStatus(
  db: Db,
  r: RefundRow,
  status: RefundRow['status'],
  providerRefundId: string | null,
  error: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await one(
      tx,
      sql`
      update refunds set status = ${status}, provider_refund_id = coalesce(provider_refund_id, ${providerRefundId}), error = ${error}, updated_at = now()
      where id = ${r.id} and (status <> ${status} or provider_refund_id is null) returning id`,
    );
    if (!changed || status === 'pending') return Boolean(changed);
    const text = `${STATUS_TITLE[status]}: ${formatMoney(r.amount)} ₽ по заказу ${r.orderNumber}`;
    await notify(tx, {
      userId: r.buyerId,
      type: 'refund',
      title: text,
      body: status === 'canceled' ? 'Продавец свяжется с вами, чтобы вернуть деньги.' : '',
      link: `/account/profile/orders?id=${r.orderId}`,
    });
    if (r.ownerId !== r.buyerId)
      await notify(tx, { userId: r.ownerId, type: 'refund', title: text, link: `/account/profile/sale-orders?id=${r.orderId}` });
    return true;
  });
}

/** Sends the refunds the provider does not have yet (all, or one order's); returns how many it sent. */
export async function sendDueRefunds(app: FastifyInstance, orderId?: number): Promise<number> {
  const provider = paymentProvider(app);
  if (!provider) return 0;
  const due = await rows<RefundRow>(
    app.db,
    sql`select ${COLUMNS} from ${FROM}
    where r.provider_refund_id is null and r.status = 'pending' ${orderId === undefined ? sql`` : sql`and r.order_id = ${orderId}`} order by r.id limit 50`,
  );
  let sent = 0;
  for (const r of due) {
    if (!r.providerPaymentId) continue;
    try {
      const remote = await provider.createRefund(
        {
          payment_id: r.providerPaymentId,
          amount: { value: toProviderAmount(r.amount), currency: PAYMENT_CURRENCY },
          description: `Возврат по заказу ${r.orderNumber}`,
          receipt: r.receipt,
          metadata: { orderId: String(r.orderId), refundId: String(r.id) },
        },
        r.idempotenceKey,
      );
      await applyStatus(app.db, r, remote.status, remote.id, null);
      sent++;
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      // A refusal (4xx) is final: the operator and the seller see it; an outage is retried by the job runner.
      if (err.status !== null && err.status >= 400 && err.status < 500) await applyStatus(app.db, r, 'canceled', null, err.message.slice(0, 500));
      app.log.warn({ err, refundId: r.id }, 'refund was not accepted by the provider');
    }
  }
  return sent;
}

/** A refund notification: the refund is read back from the provider and its status applied. */
export async function syncRefund(app: FastifyInstance, providerRefundId: string): Promise<'unknown' | 'unchanged' | 'updated'> {
  const local = await one<RefundRow>(app.db, sql`select ${COLUMNS} from ${FROM} where r.provider_refund_id = ${providerRefundId}`);
  const remote = local ? await paymentProvider(app)?.getRefund(providerRefundId) : null;
  if (!local || !remote || remote.amount.value !== toProviderAmount(local.amount)) return 'unknown';
  return (await applyStatus(app.db, local, remote.status, remote.id, null)) ? 'updated' : 'unchanged';
}

const kicks = new WeakMap<FastifyInstance, Set<NodeJS.Timeout>>();

/** Forgets the refund sends still waiting to start: the app is closing and its database is going away. */
export function cancelRefundKicks(app: FastifyInstance): void {
  for (const timer of kicks.get(app) ?? []) clearTimeout(timer);
  kicks.delete(app);
}

/** Sends an order's new refunds soon after the deciding transaction commits (a few tries); the job runner catches the rest. */
export function kickRefunds(app: FastifyInstance, delays: readonly number[] = [20, 250, 1500]): void {
  const [first, ...rest] = delays;
  if (first === undefined) return;
  const pending = kicks.get(app) ?? new Set<NodeJS.Timeout>();
  kicks.set(app, pending);
  const timer = setTimeout(() => {
    pending.delete(timer);
    const attempt = async (): Promise<void> => {
      const sent = await sendDueRefunds(app);
      const left = await one(app.db, sql`select 1 from refunds where provider_refund_id is null and status = 'pending' limit 1`);
      if (sent === 0 && left) kickRefunds(app, rest);
    };
    attempt().catch((err: unknown) => app.log.warn({ err }, 'sending refunds failed'));
  }, first);
  timer.unref();
  pending.add(timer);
}

/** The order-event hook (the one the bonus listener uses): a cancelled or returned card order gets its money back. */
export function refundOnStatus(app: FastifyInstance) {
  return async (change: OrderStatusChange, tx: Tx): Promise<void> => {
    if (change.paymentSystemId !== 1 || (change.to !== 'cancelled' && change.to !== 'returned')) return;
    if (await queueFullRefund(tx, change.orderId)) kickRefunds(app);
  };
}

export interface RefundView {
  id: number;
  amount: number;
  status: RefundRow['status'];
  createdAt: string;
}

export async function refundsOf(db: Db | Tx, orderIds: readonly number[]): Promise<Array<RefundView & { orderId: number }>> {
  if (orderIds.length === 0) return [];
  const list = await rows<{ id: number; orderId: number; amount: number; status: RefundRow['status']; createdAt: Date | string }>(
    db,
    sql`
    select id, order_id as "orderId", amount::float8 as amount, status, created_at as "createdAt" from refunds
    where order_id in (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id`,
  );
  return list.map((r) => ({ ...r, amount: Math.round(r.amount), createdAt: new Date(r.createdAt).toISOString() }));
}
