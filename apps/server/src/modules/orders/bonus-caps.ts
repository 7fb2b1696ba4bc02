import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one } from '../../db/sql';
import { loadBonusSettings } from '../bonuses/settings';

export interface BonusCaps {
  networkAvailable: number;
  localAvailable: number;
  /** The most the goods may be paid with each kind: min(percent of goods, what is on the account). */
  networkCap: number;
  localCap: number;
  networkPercentCap: number;
  localPercentCap: number;
}

/** Spendable bonuses (balance less what withdrawals reserved) of the user's network and showcase accounts. */
export async function spendableBonuses(db: Db | Tx, userId: number, showcaseId: number): Promise<{ network: number; local: number }> {
  const row = await one<{ network: number | null; local: number | null }>(
    db,
    sql`
    select
      (select (balance - reserved)::float8 from bonus_accounts where kind = 'user_network' and user_id = ${userId} and showcase_id is null) as network,
      (select (balance - reserved)::float8 from bonus_accounts where kind = 'user_local' and user_id = ${userId} and showcase_id = ${showcaseId}) as local`,
  );
  return { network: row?.network ?? 0, local: row?.local ?? 0 };
}

export async function bonusCaps(db: Db | Tx, userId: number, showcaseId: number, goodsTotal: number): Promise<BonusCaps> {
  // One after another: inside a transaction the queries share one connection. The caps are the bonus settings' (one
  // reader, DESIGN §6 defaults, a malformed row falls back to its default).
  const { networkSpendCapPercent: networkPercent, localSpendCapPercent: localPercent } = await loadBonusSettings(db);
  const spendable = await spendableBonuses(db, userId, showcaseId);
  const networkPercentCap = Math.floor((goodsTotal * networkPercent) / 100);
  const localPercentCap = Math.floor((goodsTotal * localPercent) / 100);
  return {
    networkAvailable: spendable.network,
    localAvailable: spendable.local,
    networkCap: Math.max(0, Math.min(networkPercentCap, spendable.network)),
    localCap: Math.max(0, Math.min(localPercentCap, spendable.local)),
    networkPercentCap,
    localPercentCap,
  };
}
