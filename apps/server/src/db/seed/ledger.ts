import { sql } from 'drizzle-orm';
import { bonusAccounts, bonusEntries, type BONUS_ACCOUNT_KINDS } from '../schema';
import type { Tx } from '../client';
import { insertAll } from './batch';
import type { CatalogIds } from './catalog';
import type { ShowcaseIds, UserIds } from './network';

type Kind = (typeof BONUS_ACCOUNT_KINDS)[number];
type EntryRow = typeof bonusEntries.$inferInsert;

/**
 * Builds the demo bonus ledger. Balances are never written by hand: after the entries are inserted,
 * balance = Σ available entries and pending = Σ pending entries, computed by the database.
 */
export class SeedLedger {
  private readonly accounts = new Map<string, number>();
  private readonly entries: EntryRow[] = [];
  private readonly reserved = new Map<number, number>();

  constructor(private readonly tx: Tx) {}

  async account(kind: Kind, owner: { userId?: number; showcaseId?: number }): Promise<number> {
    const key = `${kind}:${owner.userId ?? 0}:${owner.showcaseId ?? 0}`;
    const known = this.accounts.get(key);
    if (known !== undefined) return known;
    const [row] = await this.tx
      .insert(bonusAccounts)
      .values({ kind, userId: owner.userId ?? null, showcaseId: owner.showcaseId ?? null })
      .returning({ id: bonusAccounts.id });
    this.accounts.set(key, row!.id);
    return row!.id;
  }

  post(entry: EntryRow): void {
    if (this.entries.some((e) => e.idempotencyKey === entry.idempotencyKey)) throw new Error(`duplicate idempotency key ${entry.idempotencyKey}`);
    this.entries.push(entry);
  }

  /** Available balance of an account from the entries posted so far. */
  available(accountId: number): number {
    return this.entries.filter((e) => e.accountId === accountId && e.status === 'available').reduce((sum, e) => sum + e.amount, 0);
  }

  reserve(accountId: number, amount: number): void {
    this.reserved.set(accountId, (this.reserved.get(accountId) ?? 0) + amount);
  }

  async flush(): Promise<void> {
    await insertAll(this.tx, bonusEntries, this.entries);
    await this.tx.execute(sql`
      update bonus_accounts a set
        balance = coalesce((select sum(e.amount) from bonus_entries e where e.account_id = a.id and e.status = 'available'), 0),
        pending = coalesce((select sum(e.amount) from bonus_entries e where e.account_id = a.id and e.status = 'pending'), 0)`);
    for (const [accountId, amount] of this.reserved) {
      await this.tx.execute(sql`update bonus_accounts set reserved = reserved + ${amount} where id = ${accountId}`);
    }
  }
}

/** What the stages after the network and the catalogue (orders, extras) are given: their ids, the clock and the ledger. */
export interface SeedStageContext {
  tx: Tx;
  now: Date;
  users: UserIds;
  showcases: ShowcaseIds;
  sample: CatalogIds['products'];
  ledger: SeedLedger;
}
