import type { Db, Tx } from '../../db/client';
import type { AccountKind } from './ledger';
import * as repo from './repository';

/**
 * What other modules read of the bonus accounts and withdrawals (the money module: a showcase's money page, the
 * payouts that carry out approved withdrawals). The tables stay the bonuses module's.
 */
export type { AccountState, WithdrawalRow } from './repository';

/** Balance, pending and reserved of one account (zeros when it does not exist yet). */
export function accountState(db: Db | Tx, kind: AccountKind, owner: { userId?: number; showcaseId?: number }): Promise<repo.AccountState> {
  return repo.accountState(db, kind, owner);
}

/** The withdrawals from a showcase's account, newest first. */
export function showcaseWithdrawals(db: Db | Tx, showcaseId: number): Promise<repo.WithdrawalRow[]> {
  return repo.showcaseWithdrawals(db, showcaseId);
}

/** Locks one withdrawal for a decision or a payout step. */
export function withdrawalForUpdate(tx: Tx, id: number): Promise<repo.WithdrawalRow | undefined> {
  return repo.withdrawalForUpdate(tx, id);
}

/** The withdrawal a provider payout carries out. */
export function withdrawalByPayoutId(db: Db | Tx, providerPayoutId: string): Promise<repo.WithdrawalRow | undefined> {
  return repo.withdrawalByPayoutId(db, providerPayoutId);
}
