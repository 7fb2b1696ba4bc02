import { BONUS_PAGE_SIZE, type BonusSort, type BonusTransactionsResponse } from '@storefront/contract/bonuses';
import type { Locale } from '@storefront/contract/constants';
import type { Db } from '../../db/client';
import { fromKopecks } from '../../lib/money';
import { accountState, countEntries, listEntries } from './repository';
import { operationName } from './texts';

export const isoDate = (value: Date | string): string => new Date(value).toISOString();

/**
 * getClientBonusTransactions (spec §3 "Bonus response"): balances of the user's network account and of the local
 * account on the current showcase, pending amounts, and one page of the user's entries (zero-based, clamped).
 */
export async function bonusTransactions(
  db: Db,
  locale: Locale,
  userId: number,
  showcaseId: number | null,
  page: number,
  sort: BonusSort | undefined,
): Promise<BonusTransactionsResponse> {
  const [network, local, total] = await Promise.all([
    accountState(db, 'user_network', { userId }),
    showcaseId === null ? null : accountState(db, 'user_local', { userId, showcaseId }),
    countEntries(db, userId),
  ]);
  const totalPages = Math.max(1, Math.ceil(total / BONUS_PAGE_SIZE));
  const currentPage = Math.min(page, totalPages - 1);
  const entries = await listEntries(db, userId, currentPage * BONUS_PAGE_SIZE, BONUS_PAGE_SIZE, sort);
  return {
    balance: { GlobalValue: fromKopecks(network.balance - network.reserved), LocalValue: fromKopecks(local ? local.balance - local.reserved : 0) },
    Expected: { GlobalValue: fromKopecks(network.pending), LocalValue: fromKopecks(local?.pending ?? 0) },
    Reserved: fromKopecks(network.reserved),
    BonusTransactions: entries.map((e) => ({
      Id: e.id,
      TransactionDate: isoDate(e.createdAt),
      BonusOperationName: operationName(locale, e.operation, e.level),
      Operation: e.operation,
      Amount: fromKopecks(e.amount),
      Status: e.status,
      ShowcaseName: e.showcaseName,
      ShowcaseBotName: e.showcaseBot,
      ShowcaseBonus: e.kind === 'user_local',
      AmountKopecks: Math.round(e.amount),
      State: e.status === 'available' && e.operation === 'withdrawal' ? 'withdrawn' : e.status,
      ReleaseDate: e.status === 'pending' && e.maturesAt ? isoDate(e.maturesAt) : null,
      OrderId: e.orderId,
      OrderNumber: e.orderNumber,
      BuyerName: e.buyerName,
      ShowcaseId: e.showcaseId,
      Level: e.level,
    })),
    pager: { currentPage, totalPages },
  };
}
