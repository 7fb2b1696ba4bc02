import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { one, rows } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { transitionTx } from '../orders/lifecycle';
import { ProviderError } from '../payments/provider';
import { cancelRefundKicks, refundOnStatus, sendDueRefunds } from '../payments/refunds';
import { latestPayment, syncPayment } from '../payments/service';
import { resumePayouts } from './payouts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const BATCH = 50;

/** The system as the actor of the jobs' moves. */
const SYSTEM = { userId: null, role: 'system' } as const;

/**
 * Unpaid card orders older than ORDER_PAYMENT_TTL_MIN are cancelled (stock and spent bonuses return through the
 * cancellation). The provider is asked first, so a payment that did go through pays the order instead. Each order is
 * taken with `skip locked`, so several nodes never cancel the same one twice.
 */
export async function expireUnpaid(app: FastifyInstance, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - app.config.ORDER_PAYMENT_TTL_MIN * MINUTE_MS);
  const due = await rows<{ id: number }>(
    app.db,
    sql`
    select id from orders where status = 'awaiting_payment' and payment_system_id = 1 and created_at < ${cutoff} order by id limit ${BATCH}`,
  );
  let expired = 0;
  for (const { id } of due) {
    const payment = await latestPayment(app.db, id);
    if (payment?.providerPaymentId && payment.status === 'pending') {
      const outcome = await syncPayment(app, payment.providerPaymentId).catch((err: unknown) => {
        if (err instanceof ProviderError) return 'unreachable' as const;
        throw err;
      });
      if (outcome === 'unreachable') continue;
    }
    const done = await app.db
      .transaction(async (tx) => {
        const order = await one<{ id: number }>(
          tx,
          sql`select id from orders where id = ${id} and status = 'awaiting_payment' for update skip locked`,
        );
        if (!order) return false;
        await transitionTx(tx, app.orderHooks, id, 'cancelled', SYSTEM, {
          note: `Заказ не оплачен за ${app.config.ORDER_PAYMENT_TTL_MIN} мин и отменён`,
        });
        return true;
      })
      .catch((err: unknown) => {
        if (err instanceof AppError) return false;
        throw err;
      });
    if (done) expired++;
  }
  return expired;
}

/** Delivered orders without an open claim complete ORDER_AUTOCOMPLETE_DAYS after delivery (the buyer may confirm earlier). */
export async function autocompleteDelivered(app: FastifyInstance, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - app.config.ORDER_AUTOCOMPLETE_DAYS * DAY_MS);
  const due = await rows<{ id: number }>(
    app.db,
    sql`
    select o.id from orders o
    where o.status = 'delivered'
      and (select max(e.created_at) from order_events e where e.order_id = o.id and e.to_status = 'delivered') < ${cutoff}
      and not exists (select 1 from claims c where c.order_id = o.id and c.status in ('new', 'in_review', 'escalated'))
    order by o.id limit ${BATCH}`,
  );
  let completed = 0;
  for (const { id } of due) {
    const done = await app.db.transaction(async (tx) => {
      const order = await one<{ id: number }>(
        tx,
        sql`
        select id from orders o where id = ${id} and status = 'delivered'
          and not exists (select 1 from claims c where c.order_id = o.id and c.status in ('new', 'in_review', 'escalated')) for update skip locked`,
      );
      if (!order) return false;
      await transitionTx(tx, app.orderHooks, id, 'completed', SYSTEM, {
        note: `Заказ завершён автоматически через ${app.config.ORDER_AUTOCOMPLETE_DAYS} дн. после доставки`,
      });
      return true;
    });
    if (done) completed++;
  }
  return completed;
}

/** Money's part of the one job runner and of the order events: refunds on cancellation/return, expiry, completion, retries. */
export function registerMoney(app: FastifyInstance): void {
  app.orderHooks.onStatusChange(refundOnStatus(app));
  app.addHook('onClose', (_instance, done) => {
    cancelRefundKicks(app);
    done();
  });
  const intervalMs = app.config.MONEY_JOBS_INTERVAL_MS;
  app.bonusMaturation.add({ name: 'order-expiry', intervalMs, run: (now) => expireUnpaid(app, now) });
  app.bonusMaturation.add({ name: 'order-autocomplete', intervalMs, run: (now) => autocompleteDelivered(app, now) });
  app.bonusMaturation.add({
    name: 'refunds-and-payouts',
    intervalMs,
    run: async () => ({ refunds: await sendDueRefunds(app), payouts: await resumePayouts(app) }),
  });
}
