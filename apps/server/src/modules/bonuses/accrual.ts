import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { ensureAccount, lockAccounts, post, spendable } from './ledger';
import { loadBonusSettings } from './settings';

/**
 * What a sale pays (DESIGN §6), computed once for real accruals and for the fictitious "what if" order.
 * All amounts are kopecks; every share is rounded down, and what rounding or a missing upline line leaves is not paid.
 */
export interface SaleLine {
  productId: number;
  name: string;
  price: number;
  quantity: number;
  /** Percent, two decimals at most. */
  bonusRate: number;
}

export interface SalePlan {
  goodsTotal: number;
  pool: number;
  lines: Array<SaleLine & { bonus: number }>;
  showcase: { id: number; name: string; ownerId: number };
  owner: { percent: number; amount: number };
  levels: Array<{ level: number; percent: number; amount: number; userId: number | null; name: string | null }>;
  cashback: { percent: number; amount: number; fundAccountId: number; fundAvailable: number; covered: boolean };
}

/** price × quantity × rate %, rounded down; exact in integers (BigInt) whatever the sizes. */
export function lineBonus(price: number, quantity: number, bonusRate: number): number {
  return Number((BigInt(price) * BigInt(quantity) * BigInt(Math.round(bonusRate * 100))) / 10_000n);
}

export const percentOf = (amount: number, percent: number): number => Number((BigInt(amount) * BigInt(Math.round(percent * 100))) / 10_000n);

/** The buyer's referrers, nearest first, at most `depth` of them. */
export function upline(tx: Tx, buyerId: number, depth: number): Promise<Array<{ id: number; name: string; level: number }>> {
  return rows(
    tx,
    sql`
    with recursive up(id, referrer_id, name, level) as (
      select id, referrer_id, name, 0 from users where id = ${buyerId}
      union all
      select u.id, u.referrer_id, u.name, up.level + 1 from users u join up on u.id = up.referrer_id where up.level < ${depth}
    )
    select id, name, level from up where level > 0 order by level`,
  );
}

export interface PlanInput {
  showcaseId: number;
  buyerId: number | null;
  lines: SaleLine[];
  /** What the buyer pays in money (goods less the bonuses spent): the cashback base. */
  paidTotal: number;
}

export async function planSale(tx: Tx, input: PlanInput): Promise<SalePlan> {
  const settings = await loadBonusSettings(tx);
  const showcase = await one<{ id: number; name: string; ownerId: number; cashbackPercent: number }>(
    tx,
    sql`
    select id, name, owner_id as "ownerId", cashback_percent::float8 as "cashbackPercent" from showcases where id = ${input.showcaseId}`,
  );
  if (!showcase) throw new AppError('NOT_FOUND');
  const lines = input.lines.map((l) => ({ ...l, bonus: lineBonus(l.price, l.quantity, l.bonusRate) }));
  const pool = lines.reduce((sum, l) => sum + l.bonus, 0);
  const referrers = input.buyerId === null ? [] : await upline(tx, input.buyerId, settings.split.levels.length);
  const levels = settings.split.levels.map((percent, i) => {
    const referrer = referrers.find((r) => r.level === i + 1);
    return { level: i + 1, percent, amount: percentOf(pool, percent), userId: referrer?.id ?? null, name: referrer?.name ?? null };
  });
  const fundAccountId = await ensureAccount(tx, 'showcase_fund', { showcaseId: showcase.id });
  const fundAvailable = await spendable(tx, fundAccountId);
  const cashback = percentOf(input.paidTotal, showcase.cashbackPercent);
  return {
    goodsTotal: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
    pool,
    lines,
    showcase: { id: showcase.id, name: showcase.name, ownerId: showcase.ownerId },
    owner: { percent: settings.split.showcaseOwner, amount: percentOf(pool, settings.split.showcaseOwner) },
    levels,
    cashback: {
      percent: showcase.cashbackPercent,
      amount: cashback,
      fundAccountId,
      fundAvailable,
      covered: cashback > 0 && fundAvailable >= cashback,
    },
  };
}

export interface Accrued {
  userId: number;
  amount: number;
  kind: 'owner_share' | 'referral' | 'cashback';
}

interface OrderRow {
  id: number;
  number: string;
  userId: number;
  showcaseId: number;
  total: number;
  completedAt: Date | null;
}

export function orderForBonuses(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  return one<OrderRow>(
    tx,
    sql`
    select id, number, user_id as "userId", showcase_id as "showcaseId", total::float8 as total, completed_at as "completedAt" from orders where id = ${orderId}`,
  );
}

/**
 * Accrues a paid order: the owner share to the showcase's network account, lines 1–3 to the upline, cashback from the
 * showcase fund to the buyer's local account — all pending until completion + the return window. Idempotent per order.
 */
export async function accrueOrder(
  tx: Tx,
  orderId: number,
): Promise<{ order: OrderRow; accrued: Accrued[]; maturationDays: number; cashbackSkipped: number; ownerId: number } | null> {
  const order = await orderForBonuses(tx, orderId);
  if (!order) return null;
  const lines = await rows<SaleLine>(
    tx,
    sql`
    select product_id as "productId", name, price::float8 as price, quantity, bonus_rate::float8 as "bonusRate" from order_items where order_id = ${orderId} order by id`,
  );
  const plan = await planSale(tx, { showcaseId: order.showcaseId, buyerId: order.userId, lines, paidTotal: order.total });
  const { maturationDays } = await loadBonusSettings(tx);
  const maturesAt = order.completedAt ? new Date(new Date(order.completedAt).getTime() + maturationDays * 86_400_000) : null;
  const common = { orderId, showcaseId: order.showcaseId, sourceUserId: order.userId, maturesAt, status: 'pending' as const };

  const ownerAccount = await ensureAccount(tx, 'showcase_network', { showcaseId: order.showcaseId });
  const levelAccounts: Array<number | null> = [];
  for (const l of plan.levels) levelAccounts.push(l.userId === null ? null : await ensureAccount(tx, 'user_network', { userId: l.userId }));
  const localAccount =
    plan.cashback.amount > 0 ? await ensureAccount(tx, 'user_local', { userId: order.userId, showcaseId: order.showcaseId }) : null;
  await lockAccounts(tx, [
    ownerAccount,
    plan.cashback.fundAccountId,
    ...levelAccounts.filter((a): a is number => a !== null),
    ...(localAccount ? [localAccount] : []),
  ]);

  const accrued: Accrued[] = [];
  let cashbackSkipped = 0;
  if (
    plan.owner.amount > 0 &&
    (await post(tx, {
      ...common,
      accountId: ownerAccount,
      amount: plan.owner.amount,
      operation: 'owner_share',
      idempotencyKey: `accrual:${orderId}:owner`,
    }))
  ) {
    accrued.push({ userId: plan.showcase.ownerId, amount: plan.owner.amount, kind: 'owner_share' });
  }
  for (const [i, level] of plan.levels.entries()) {
    const accountId = levelAccounts[i];
    if (level.userId === null || accountId == null || level.amount <= 0) continue;
    if (
      await post(tx, {
        ...common,
        accountId,
        amount: level.amount,
        operation: 'referral',
        level: level.level,
        idempotencyKey: `accrual:${orderId}:${level.level}`,
      })
    ) {
      accrued.push({ userId: level.userId, amount: level.amount, kind: 'referral' });
    }
  }
  // The fund is read again under its lock: "paid from the fund while it covers it".
  if (localAccount !== null && (await spendable(tx, plan.cashback.fundAccountId)) >= plan.cashback.amount) {
    const payout = await post(tx, {
      ...common,
      accountId: plan.cashback.fundAccountId,
      amount: -plan.cashback.amount,
      status: 'available',
      maturesAt: null,
      operation: 'cashback_payout',
      idempotencyKey: `accrual:${orderId}:cashback-payout`,
    });
    if (payout) {
      await post(tx, {
        ...common,
        accountId: localAccount,
        amount: plan.cashback.amount,
        operation: 'cashback',
        idempotencyKey: `accrual:${orderId}:cashback`,
      });
      accrued.push({ userId: order.userId, amount: plan.cashback.amount, kind: 'cashback' });
    }
  } else if (localAccount !== null && !(await one(tx, sql`select 1 from bonus_entries where idempotency_key = ${`accrual:${orderId}:cashback`}`))) {
    cashbackSkipped = plan.cashback.amount;
  }
  return { order, accrued, maturationDays, cashbackSkipped, ownerId: plan.showcase.ownerId };
}

/** The order is completed: its pending entries mature after the return window. */
export async function scheduleMaturation(tx: Tx, orderId: number): Promise<void> {
  const { maturationDays } = await loadBonusSettings(tx);
  await tx.execute(sql`
    update bonus_entries e set matures_at = coalesce(o.completed_at, now()) + make_interval(days => ${maturationDays}::int)
    from orders o where o.id = e.order_id and e.order_id = ${orderId} and e.status = 'pending'`);
}
