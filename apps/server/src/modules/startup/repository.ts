import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bonusAccounts } from '../../db/schema';
import { one } from '../../db/sql';

/** The user's network bonus account, in kopecks; zeros when it does not exist yet. */
export async function networkAccount(db: Db, userId: number): Promise<{ balance: number; pending: number; reserved: number }> {
  const [row] = await db
    .select({ balance: bonusAccounts.balance, pending: bonusAccounts.pending, reserved: bonusAccounts.reserved })
    .from(bonusAccounts)
    .where(and(eq(bonusAccounts.kind, 'user_network'), eq(bonusAccounts.userId, userId)))
    .limit(1);
  return row ?? { balance: 0, pending: 0, reserved: 0 };
}

/** A user's referral code (the referrer of a visitor, the owner of a showcase). */
export async function refCodeOf(db: Db, userId: number): Promise<string | null> {
  const row = await one<{ refCode: string }>(db, sql`select ref_code as "refCode" from users where id = ${userId} and not is_banned`);
  return row?.refCode ?? null;
}
