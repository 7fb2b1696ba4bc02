import type { OrderStatus } from '@storefront/contract/orders';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { fieldText } from '../../lib/messages';
import { notify } from '../notifications/notify';
import type { OrderHooks } from './hooks';
import { STATUS_LABEL, STATUS_NEXT, STATUS_NOTE } from './messages';
import { returnStock, returnUnits, unreturnedUnits } from './placement-repository';

/** The order states of DESIGN §6 and the only moves between them. */
export const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ['awaiting_payment', 'assembling', 'cancelled'],
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['assembling', 'cancelled'],
  assembling: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['completed', 'returned'],
  completed: ['returned'],
  cancelled: [],
  returned: [],
};

/** Statuses in which the buyer may still cancel: nothing has left the warehouse yet. */
export const BUYER_CANCELLABLE: readonly OrderStatus[] = ['new', 'awaiting_payment', 'paid', 'assembling'];

/** The order's status now (undefined for an unknown order); inside a transaction, as that transaction sees it. */
export async function orderStatus(db: Db | Tx, orderId: number): Promise<OrderStatus | undefined> {
  return (await one<{ status: OrderStatus }>(db, sql`select status from orders where id = ${orderId}`))?.status;
}

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => TRANSITIONS[from].includes(to);

/** Who made a change: a user (buyer, seller, operator) or the system (payment webhook, scheduler) with userId null. */
export interface Actor {
  userId: number | null;
  role: 'buyer' | 'seller' | 'operator' | 'system';
}

export interface TransitionOptions {
  trackingNumber?: string;
  /** Shown in the event history; defaults to the status's standard note. */
  note?: string;
}

export interface TransitionDeps {
  db: Db;
  orderHooks: OrderHooks;
}

export interface TransitionResult {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
}

interface LockedOrder {
  id: number;
  number: string;
  userId: number;
  status: OrderStatus;
  paymentSystemId: number;
}

/**
 * Moves an order to `to` inside the caller's transaction: checks the move against TRANSITIONS (409 CONFLICT
 * otherwise, with `fields.status` saying why), records the event with time and actor, returns stock on cancellation,
 * tells the buyer, and announces the change to the hooks: the bonus listener accrues, and on cancellation or return
 * reverses the ledger (pending credits, spent bonuses) — the one reversal path, in this same transaction.
 */
export async function transitionTx(
  tx: Tx,
  hooks: OrderHooks,
  orderId: number,
  to: OrderStatus,
  actor: Actor,
  opts: TransitionOptions = {},
): Promise<TransitionResult> {
  const order = await one<LockedOrder>(
    tx,
    sql`
    select id, number, user_id as "userId", status, payment_system_id as "paymentSystemId" from orders where id = ${orderId} for update`,
  );
  if (!order) throw new AppError('NOT_FOUND');
  const from = order.status;
  if (!canMove(from, to)) {
    throw new AppError('CONFLICT', {}, { status: fieldText('orderCannotMove', { from, to }) });
  }
  await tx.execute(sql`
    update orders set status = ${to}, updated_at = now(),
      tracking_number = coalesce(${opts.trackingNumber ?? null}, tracking_number),
      completed_at = case when ${to} = 'completed' then now() else completed_at end
    where id = ${orderId}`);
  if (to === 'cancelled') await returnStock(tx, orderId);
  await recordChange(tx, hooks, { ...order, from, to, actor, note: opts.note ?? STATUS_NOTE[to] });
  // A returned order's goods are back: after the hooks, whose refund prices the units not returned yet.
  if (to === 'returned') await returnUnits(tx, orderId, new Map((await unreturnedUnits(tx, orderId)).map((l) => [l.id, l.n])));
  return { orderId, from, to };
}

/**
 * The first move of an order this transaction just created (still `new`, locked by its insert): transitionTx without
 * reading the order back. The update is guarded by the status all the same.
 */
export async function advanceNewTx(
  tx: Tx,
  hooks: OrderHooks,
  order: { id: number; number: string; userId: number; paymentSystemId: number },
  to: OrderStatus,
  actor: Actor,
  note: string,
): Promise<void> {
  if (!canMove('new', to)) throw new AppError('CONFLICT', {}, { status: fieldText('orderCannotMove', { from: 'new', to }) });
  const moved = await rows<{ id: number }>(
    tx,
    sql`update orders set status = ${to}, updated_at = now() where id = ${order.id} and status = 'new' returning id`,
  );
  if (moved.length === 0) throw new AppError('CONFLICT', {}, { status: fieldText('orderCannotMove', { from: 'new', to }) });
  await recordChange(tx, hooks, { ...order, from: 'new', to, actor, note });
}

/** The buyer's notification of his order's move to `to` (placement writes it in its own statement). */
export const statusNotification = (c: { id: number; number: string; userId: number; to: OrderStatus }) => ({
  userId: c.userId,
  type: 'order_status',
  title: `Заказ ${c.number} ${STATUS_LABEL[c.to]}`,
  body: STATUS_NEXT[c.to],
  link: `/account/profile/orders?id=${c.id}`,
});

/** The event, the buyer's notification and the hook of one status change (also used for the first event, from null). */
export async function recordChange(
  tx: Tx,
  hooks: OrderHooks,
  c: { id: number; number: string; userId: number; paymentSystemId: number; from: OrderStatus | null; to: OrderStatus; actor: Actor; note: string },
): Promise<void> {
  await tx.execute(sql`
    insert into order_events (order_id, from_status, to_status, actor_id, note) values (${c.id}, ${c.from}, ${c.to}, ${c.actor.userId}, ${c.note})`);
  await notify(tx, statusNotification(c));
  await hooks.emit({ orderId: c.id, from: c.from, to: c.to, paymentSystemId: c.paymentSystemId, actorId: c.actor.userId }, tx);
}

/**
 * The service the seller and operator screens call, in its own transaction:
 *   transition(app, orderId, 'shipped', { userId, role: 'seller' }, { trackingNumber })
 * Who may make which move is the caller's check; this enforces the state graph.
 */
export function transition(
  deps: TransitionDeps,
  orderId: number,
  to: OrderStatus,
  actor: Actor,
  opts: TransitionOptions = {},
): Promise<TransitionResult> {
  return deps.db.transaction((tx) => transitionTx(tx, deps.orderHooks, orderId, to, actor, opts));
}

/**
 * Some units of some lines come back (a partial return through a claim) while the order keeps its status: they go
 * back to stock and are counted on their lines, in the caller's transaction.
 */
export async function returnLinesTx(
  tx: Tx,
  orderId: number,
  units: ReadonlyMap<number, number>,
  event: { actorId: number | null; note: string },
): Promise<void> {
  await returnUnits(tx, orderId, units);
  await tx.execute(sql`
    insert into order_events (order_id, from_status, to_status, actor_id, note)
    select id, status, status, ${event.actorId}, ${event.note} from orders where id = ${orderId}`);
}
