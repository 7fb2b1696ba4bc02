import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import { formatBonusCount } from '../../lib/money';
import { notify } from '../notifications/notify';
import { lineBonus } from './accrual';
import { lockAccounts, lockPendingEntries, partlyRefunded, post, refundSpent, type ReversedEntry, type SpentEntry } from './ledger';

/**
 * A partial return (an approved claim on some units of some lines): the order's bonuses shrink in proportion to what
 * comes back, along the whole tree, in the claim's transaction and before the lines' returned quantities are raised.
 *   owner share and referral lines (pending) — by the returned units' share of the bonus pool still standing
 *     (lines carry their own bonus rates, so a cheap line with a high rate weighs more);
 *   cashback (pending) — by the returned units' share of the goods value still standing; the fund gets that part of
 *     its payout back;
 *   bonuses the order spent — the same value share comes back to the buyer's accounts.
 * A pending credit is split: it keeps what still stands, and an entry in state 'reversed' records the part taken
 * (keyed by claim and entry, so a retried approval changes nothing). Available credits are final, as in reverseOrder.
 */
export interface ReturnedUnits {
  claimId: number;
  /** order line id → units returned now */
  units: ReadonlyMap<number, number>;
}

interface Line {
  id: number;
  price: number;
  quantity: number;
  returned: number;
  bonusRate: number;
}

/** a × num / den rounded down (exact in BigInt); everything when num reaches den. */
const share = (a: number, num: bigint, den: bigint): number => (den <= 0n || num >= den ? a : Number((BigInt(a) * num) / den));

export async function reverseLines(tx: Tx, orderId: number, r: ReturnedUnits): Promise<ReversedEntry[]> {
  const lines = await rows<Line>(
    tx,
    sql`select id, price::float8 as price, quantity, returned_quantity as returned, bonus_rate::float8 as "bonusRate"
    from order_items where order_id = ${orderId} order by id`,
  );
  let poolLeft = 0n;
  let poolBack = 0n;
  let valueLeft = 0n;
  let valueBack = 0n;
  for (const l of lines) {
    const back = Math.min(r.units.get(l.id) ?? 0, l.quantity - l.returned);
    poolLeft += BigInt(lineBonus(l.price, l.quantity - l.returned, l.bonusRate));
    poolBack += BigInt(lineBonus(l.price, back, l.bonusRate));
    valueLeft += BigInt(l.price) * BigInt(l.quantity - l.returned);
    valueBack += BigInt(l.price) * BigInt(back);
  }
  if (valueBack === 0n) return [];

  const pending = await lockPendingEntries(tx, orderId);
  const spent = await rows<SpentEntry>(
    tx,
    sql`select e.account_id as "accountId", -sum(e.amount)::float8 as amount, e.operation, min(e.showcase_id) as "showcaseId",
      a.user_id as "userId", a.kind
    from bonus_entries e join bonus_accounts a on a.id = e.account_id
    where e.order_id = ${orderId} and e.status = 'available' and e.amount < 0 and e.operation <> 'cashback_payout'
    group by e.account_id, e.operation, a.user_id, a.kind`,
  );
  const payout = await one<{ accountId: number }>(
    tx,
    sql`select account_id as "accountId" from bonus_entries where order_id = ${orderId} and operation = 'cashback_payout' and amount < 0 limit 1`,
  );
  await lockAccounts(tx, [...pending.map((p) => p.accountId), ...spent.map((s) => s.accountId), ...(payout ? [payout.accountId] : [])]);

  const changed: ReversedEntry[] = [];
  for (const e of pending) {
    const cut = e.operation === 'cashback' ? share(e.amount, valueBack, valueLeft) : share(e.amount, poolBack, poolLeft);
    if (cut <= 0) continue;
    if (cut >= e.amount) {
      // Nothing of it stands any more: reversed whole, as reverseOrder does.
      await tx.execute(sql`update bonus_entries set status = 'reversed' where id = ${e.id}`);
    } else {
      const recorded = await one(
        tx,
        sql`insert into bonus_entries (account_id, amount, status, operation, order_id, level, showcase_id, source_user_id, idempotency_key, matures_at)
        values (${e.accountId}, ${cut}, 'reversed', ${e.operation}, ${orderId}, ${e.level}, ${e.showcaseId}, ${e.sourceUserId},
          ${`partial:${r.claimId}:${e.id}`}, ${e.maturesAt})
        on conflict (idempotency_key) do nothing returning id`,
      );
      if (!recorded) continue;
      await tx.execute(sql`update bonus_entries set amount = amount - ${cut} where id = ${e.id}`);
    }
    await tx.execute(sql`update bonus_accounts set pending = pending - ${cut} where id = ${e.accountId}`);
    changed.push({ accountId: e.accountId, kind: e.kind, userId: e.userId, showcaseId: e.accountShowcaseId, operation: e.operation, amount: -cut });
    if (e.operation === 'cashback' && payout) {
      await post(tx, {
        accountId: payout.accountId,
        amount: cut,
        status: 'available',
        operation: 'refund',
        orderId,
        showcaseId: e.showcaseId,
        idempotencyKey: `refund:${orderId}:${payout.accountId}:cashback_payout:claim:${r.claimId}`,
      });
    }
  }
  for (const s of spent) {
    const refunded = await partlyRefunded(tx, orderId, s.accountId, s.operation);
    const back = share(s.amount - refunded, valueBack, valueLeft);
    if (back <= 0) continue;
    const applied = await refundSpent(tx, orderId, s, back, r.claimId);
    if (applied) changed.push({ accountId: s.accountId, kind: s.kind, userId: s.userId, showcaseId: null, operation: 'refund', amount: back });
  }
  await notifyPartial(tx, orderId, changed);
  return changed;
}

async function notifyPartial(tx: Tx, orderId: number, changed: readonly ReversedEntry[]): Promise<void> {
  const order = await one<{ number: string; ownerId: number }>(
    tx,
    sql`select o.number, s.owner_id as "ownerId" from orders o join showcases s on s.id = o.showcase_id where o.id = ${orderId}`,
  );
  if (!order) return;
  const byUser = new Map<number, { lost: number; back: number }>();
  for (const c of changed) {
    if (c.kind === 'showcase_fund') continue;
    const userId = c.kind === 'showcase_network' ? order.ownerId : c.userId;
    if (userId === null) continue;
    const sums = byUser.get(userId) ?? { lost: 0, back: 0 };
    if (c.amount < 0) sums.lost -= c.amount;
    else sums.back += c.amount;
    byUser.set(userId, sums);
  }
  for (const [userId, { lost, back }] of byUser) {
    const parts = [
      lost > 0 ? `ожидается на ${formatBonusCount(lost)} меньше` : '',
      back > 0 ? `${formatBonusCount(back)} вернулись на счёт` : '',
    ].filter(Boolean);
    await notify(tx, {
      userId,
      type: 'bonus_reversed',
      title: 'Часть заказа возвращена',
      body: `Заказ ${order.number}: ${parts.join(', ')}.`,
      link: '/account/profile/bonuses',
    });
  }
}
