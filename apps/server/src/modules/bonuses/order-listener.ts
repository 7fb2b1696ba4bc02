import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { rows } from '../../db/sql';
import { formatBonusCount, formatMoney } from '../../lib/money';
import { audit } from '../money/audit';
import { notify } from '../notifications/notify';
import { notifyShowcaseStaff } from '../notifications/service';
import type { OrderStatusChange } from '../orders/hooks';
import { accrueOrder, orderForBonuses, scheduleMaturation } from './accrual';
import { reverseOrder } from './ledger';

const bonusesLink = '/account/profile/bonuses';

/** When an order's bonuses move (DESIGN §6): paid (card) or delivered (cash on delivery) → accrue; completed → start
 *  the return window; cancelled or returned → reverse along the tree. Runs inside the order's own transaction. */
export async function onOrderStatus(change: OrderStatusChange, tx: Tx): Promise<void> {
  const accrues = (change.to === 'paid' && change.paymentSystemId === 1) || (change.to === 'delivered' && change.paymentSystemId === 2);
  if (accrues) {
    const result = await accrueOrder(tx, change.orderId);
    for (const a of result?.accrued ?? []) {
      await notify(tx, {
        userId: a.userId,
        type: 'bonus_accrued',
        title: `Ожидается ${formatBonusCount(a.amount)}`,
        body:
          a.kind === 'cashback'
            ? `Кэшбэк за заказ ${result!.order.number} станет доступен через ${result!.maturationDays} дн. после завершения заказа.`
            : `Начисление за заказ ${result!.order.number} станет доступно через ${result!.maturationDays} дн. после завершения заказа.`,
        link: bonusesLink,
      });
    }
    if (result && result.cashbackSkipped > 0) await notifyCashbackSkipped(tx, result.order, result.cashbackSkipped);
  } else if (change.to === 'completed') {
    await scheduleMaturation(tx, change.orderId);
  } else if (change.to === 'cancelled' || change.to === 'returned') {
    await reverseOrder(tx, change.orderId);
    await notifyReversal(tx, change);
  }
}

/**
 * One notification per affected person: what they will not receive, and what came back to them (partial returns told
 * their own part already, partial-reversal.ts). Read from the ledger
 * (everything reversed for the order, whoever reversed it: reverseOrder is idempotent); cancelled and returned are
 * final, so this runs once per order.
 */
async function notifyReversal(tx: Tx, change: OrderStatusChange): Promise<void> {
  const order = await orderForBonuses(tx, change.orderId);
  if (!order) return;
  const changed = await rows<{ userId: number; lost: number; back: number }>(
    tx,
    sql`
    select coalesce(a.user_id, s.owner_id) as "userId",
      coalesce(sum(e.amount) filter (where e.status = 'reversed' and e.idempotency_key not like 'partial:%'), 0)::float8 as lost,
      coalesce(sum(e.amount) filter (where e.operation = 'refund' and e.idempotency_key not like '%:claim:%'), 0)::float8 as back
    from bonus_entries e join bonus_accounts a on a.id = e.account_id
    left join showcases s on s.id = a.showcase_id and a.kind = 'showcase_network'
    where e.order_id = ${order.id} and (e.status = 'reversed' or e.operation = 'refund') and a.kind <> 'showcase_fund'
    group by 1 having coalesce(a.user_id, s.owner_id) is not null`,
  );
  const reason = change.to === 'cancelled' ? 'отменён' : 'возвращён';
  for (const { userId, lost, back } of changed) {
    const parts = [
      lost > 0 ? `ожидавшиеся ${formatBonusCount(lost)} не будут начислены` : '',
      back > 0 ? `${formatBonusCount(back)} вернулись на счёт` : '',
    ].filter(Boolean);
    if (parts.length === 0) continue;
    await notify(tx, {
      userId,
      type: 'bonus_reversed',
      title: lost > 0 ? 'Начисление бонусов отменено' : 'Бонусы возвращены',
      body: `Заказ ${order.number} ${reason}: ${parts.join(', ')}.`,
      link: bonusesLink,
    });
  }
}

/** The fund did not cover an order's cashback: the owner and admins are told (and it is audited) so he can top it up; the buyer is told too. */
async function notifyCashbackSkipped(
  tx: Tx,
  order: { id: number; number: string; userId: number; showcaseId: number },
  amount: number,
): Promise<void> {
  const money = formatMoney(amount);
  await audit(tx, {
    showcaseId: order.showcaseId,
    actorId: null,
    action: 'cashback_skipped',
    amount: 0,
    counterpartId: order.userId,
    reason: `Заказ ${order.number}: кэшбэк ${money}`,
    ref: `order:${order.id}`,
  });
  // The owner and the admins hear it (in the app, and from the showcase's bot when they opted in).
  await notifyShowcaseStaff(tx, order.showcaseId, { kind: 'cashback_skipped', orderId: order.id, number: order.number, amount });
  await notify(tx, {
    userId: order.userId,
    type: 'cashback_skipped',
    title: `Кэшбэк по заказу ${order.number} не начислен`,
    body: 'У витрины закончился фонд кэшбэка.',
    link: bonusesLink,
  });
}

export function registerBonusOrderListener(app: FastifyInstance): void {
  app.orderHooks.onStatusChange(onOrderStatus);
}
