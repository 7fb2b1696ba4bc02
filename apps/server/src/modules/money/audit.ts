import type { MoneyAuditEntry } from '@storefront/contract/money';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rows } from '../../db/sql';
import { fromKopecks } from '../../lib/money';

export type AuditAction = MoneyAuditEntry['action'];

export interface AuditInput {
  showcaseId: number | null;
  actorId: number | null;
  action: AuditAction;
  /** Kopecks, signed as the account moved. */
  amount: number;
  accountId?: number | null;
  counterpartId?: number | null;
  reason?: string;
  ref?: string | null;
}

/** One audit entry, written in the transaction of the move it records. */
export async function audit(tx: Tx, e: AuditInput): Promise<void> {
  await tx.execute(sql`
    insert into money_audit (showcase_id, actor_id, action, amount, account_id, counterpart_id, reason, ref)
    values (${e.showcaseId}, ${e.actorId}, ${e.action}, ${e.amount}, ${e.accountId ?? null}, ${e.counterpartId ?? null}, ${e.reason ?? ''}, ${e.ref ?? null})`);
}

/** The showcase's money moves, newest first: who, what, when, why. */
export async function auditOf(db: Db, showcaseId: number, limit = 100): Promise<MoneyAuditEntry[]> {
  const list = await rows<{
    id: number;
    at: Date | string;
    action: AuditAction;
    amount: number;
    actor: string | null;
    counterpart: string | null;
    reason: string;
  }>(
    db,
    sql`
    select m.id, m.created_at as at, m.action, m.amount::float8 as amount, a.name as actor, c.name as counterpart, m.reason
    from money_audit m left join users a on a.id = m.actor_id left join users c on c.id = m.counterpart_id
    where m.showcase_id = ${showcaseId} order by m.created_at desc, m.id desc limit ${limit}`,
  );
  return list.map((e) => ({ ...e, at: new Date(e.at).toISOString(), amount: fromKopecks(e.amount) }));
}
