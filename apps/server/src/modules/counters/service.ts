import type { Counters, ShowcaseCounters } from '@storefront/contract/tg';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/request-context';
import * as repo from './repository';

/** Counters of spec §3 (NewReferals, UnseenTransactions); anonymous visitors simply have none. */
export async function allCounters(db: Db, user: CurrentUser | null): Promise<Counters> {
  if (!user) return { NewReferals: 0, UnseenTransactions: 0, UnseenNotifications: 0 };
  const [NewReferals, UnseenTransactions, UnseenNotifications] = await Promise.all([
    repo.countNewReferrals(db, user.id, null),
    repo.countUnseenEntries(db, user.id, null),
    repo.countUnseenNotifications(db, user.id),
  ]);
  return { NewReferals, UnseenTransactions, UnseenNotifications };
}

export async function showcaseCounters(db: Db, user: CurrentUser | null, showcaseId: number): Promise<ShowcaseCounters> {
  if (!user) return { NewReferals: 0, UnseenTransactions: 0 };
  const [NewReferals, UnseenTransactions] = await Promise.all([
    repo.countNewReferrals(db, user.id, showcaseId),
    repo.countUnseenEntries(db, user.id, showcaseId),
  ]);
  return { NewReferals, UnseenTransactions };
}

export async function markSeen(db: Db, user: CurrentUser, type: 'referal' | 'transaction' | 'notification', id: number): Promise<void> {
  const marked =
    type === 'referal'
      ? await repo.markReferralSeen(db, user.id, id)
      : type === 'transaction'
        ? await repo.markEntrySeen(db, user.id, id)
        : await repo.markNotificationSeen(db, user.id, id);
  if (!marked) throw new AppError('NOT_FOUND');
}

export async function clear(
  db: Db,
  user: CurrentUser,
  counter: 'NewReferals' | 'UnseenTransactions' | 'all',
  showcaseId: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (counter !== 'UnseenTransactions') await repo.clearReferrals(tx, user.id, showcaseId);
    if (counter !== 'NewReferals') await repo.clearEntries(tx, user.id, showcaseId);
  });
}
