import type { FictitiousSale } from '@storefront/contract/bonuses';
import type { Locale } from '@storefront/contract/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { fromKopecks } from '../../lib/money';
import { planSale } from './accrual';
import * as repo from './repository';
import { fieldText } from './texts';

/**
 * The fictitious sale order: what a sale of these products on this showcase would pay along the tree, computed by the
 * same code as real accruals. It runs in a transaction that is always rolled back, so nothing is ever posted.
 * It shows amounts per line and level, and names no one the seller may not see (never anyone's upline).
 */
export async function fictitiousSale(
  db: Db,
  locale: Locale,
  sellerId: number,
  input: { showcaseId: number; items: Array<{ ProductId: number; Quantity: number }>; buyerRefCode?: string | undefined },
): Promise<FictitiousSale> {
  const member = input.buyerRefCode === undefined ? null : await repo.memberByRefCode(db, input.buyerRefCode);
  // Privacy (issue 15): the buyer named is the seller or one of the seller's own downline; anyone else answers as unknown,
  // so the calculator cannot be used to trace another member's upline.
  const buyer = member && (member.id === sellerId || (await repo.downlineOf(db, sellerId, [member.id])).length > 0) ? member : null;
  if (input.buyerRefCode !== undefined && !buyer) throw new AppError('NOT_FOUND', {}, { buyerRefCode: fieldText(locale, 'unknownMember') });
  const products = await repo.productsForSale(db, [...new Set(input.items.map((i) => i.ProductId))]);
  const lines = input.items.map((item, i) => {
    const p = products.find((x) => x.id === item.ProductId);
    if (!p) throw new AppError('NOT_FOUND', {}, { [`items.${i}.ProductId`]: String(item.ProductId) });
    return { productId: p.id, name: p.name, price: p.price, quantity: item.Quantity, bonusRate: p.bonusRate };
  });
  const goods = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const rollback = new Error('fictitious sale: roll back');
  let plan: Awaited<ReturnType<typeof planSale>> | undefined;
  await db
    .transaction(async (tx) => {
      plan = await planSale(tx, { showcaseId: input.showcaseId, buyerId: buyer?.id ?? null, lines, paidTotal: goods });
      throw rollback;
    })
    .catch((err: unknown) => {
      if (err !== rollback) throw err;
    });
  const p = plan!;
  // A level's recipient is named only when it is the seller or a member of the seller's downline who agreed to be shown.
  const recipients = p.levels.flatMap((l) => (l.userId === null || l.userId === sellerId ? [] : [l.userId]));
  const shown = new Set((await repo.downlineOf(db, sellerId, recipients)).filter((m) => m.shown).map((m) => m.id));
  const nameOf = (l: (typeof p.levels)[number]) => (l.userId !== null && (l.userId === sellerId || shown.has(l.userId)) ? l.name : null);
  return {
    goodsTotal: fromKopecks(p.goodsTotal),
    pool: fromKopecks(p.pool),
    items: p.lines.map((l) => ({
      ProductId: l.productId,
      Name: l.name,
      Price: fromKopecks(l.price),
      Quantity: l.quantity,
      BonusRate: l.bonusRate,
      Bonus: fromKopecks(l.bonus),
    })),
    owner: { showcaseName: p.showcase.name, percent: p.owner.percent, amount: fromKopecks(p.owner.amount) },
    levels: p.levels.map((l) => ({
      level: l.level,
      percent: l.percent,
      amount: fromKopecks(l.amount),
      recipient: nameOf(l),
      paid: l.userId !== null,
    })),
    cashback: {
      percent: p.cashback.percent,
      amount: fromKopecks(p.cashback.amount),
      fundAvailable: fromKopecks(p.cashback.fundAvailable),
      covered: p.cashback.covered,
    },
  };
}
