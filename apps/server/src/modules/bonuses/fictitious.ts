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
 */
export async function fictitiousSale(
  db: Db,
  locale: Locale,
  input: { showcaseId: number; items: Array<{ ProductId: number; Quantity: number }>; buyerRefCode?: string | undefined },
): Promise<FictitiousSale> {
  const buyer = input.buyerRefCode === undefined ? null : await repo.memberByRefCode(db, input.buyerRefCode);
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
    levels: p.levels.map((l) => ({ level: l.level, percent: l.percent, amount: fromKopecks(l.amount), recipient: l.name, paid: l.userId !== null })),
    cashback: {
      percent: p.cashback.percent,
      amount: fromKopecks(p.cashback.amount),
      fundAvailable: fromKopecks(p.cashback.fundAvailable),
      covered: p.cashback.covered,
    },
  };
}
