import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';

export interface LedgerMismatch {
  accountId: number;
  balance: number;
  available: number;
  pending: number;
  pendingSum: number;
}

/** Accounts whose balance or pending amount differs from the sum of their entries (none, when the ledger is sound). */
export function ledgerMismatches(db: Db): Promise<LedgerMismatch[]> {
  return rows<LedgerMismatch>(
    db,
    sql`
    select a.id as "accountId", a.balance::float8 as balance, a.pending::float8 as pending,
      coalesce(sum(e.amount) filter (where e.status = 'available'), 0)::float8 as available,
      coalesce(sum(e.amount) filter (where e.status = 'pending'), 0)::float8 as "pendingSum"
    from bonus_accounts a left join bonus_entries e on e.account_id = a.id
    group by a.id
    having a.balance <> coalesce(sum(e.amount) filter (where e.status = 'available'), 0)
      or a.pending <> coalesce(sum(e.amount) filter (where e.status = 'pending'), 0)
      or a.balance < 0 or a.pending < 0 or a.reserved > a.balance`,
  );
}
