import { toKopecks } from '@storefront/contract/bonuses';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { one } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { idempotencyKey } from '../../lib/idempotency';
import { formatMoney, fromKopecks } from '../../lib/money';
import { ensureAccount, lockAccounts, post, spendable, type AccountKind } from '../bonuses/ledger';
import { inTransaction } from '../bonuses/tx';
import { notify } from '../notifications/notify';
import { audit } from './audit';

/**
 * The operator credits or debits any account with a reason (corrections, compensations, a fund paid by bank
 * transfer). The ledger's guard refuses a debit below what the account holds; every adjustment is audited.
 */
export async function adjustAccount(
  db: Db,
  operatorId: number,
  input: {
    kind: AccountKind;
    userId?: number | undefined;
    showcaseId?: number | undefined;
    amount: number;
    reason: string;
    requestId?: string | undefined;
  },
): Promise<{ balance: number }> {
  const amount = toKopecks(input.amount);
  const owner =
    input.kind === 'user_network'
      ? { userId: input.userId }
      : input.kind === 'user_local'
        ? { userId: input.userId, showcaseId: input.showcaseId }
        : { showcaseId: input.showcaseId };
  return inTransaction(db, async (tx) => {
    if (owner.userId !== undefined && !(await one(tx, sql`select 1 from users where id = ${owner.userId}`))) throw new AppError('NOT_FOUND');
    const showcase =
      owner.showcaseId === undefined
        ? undefined
        : await one<{ ownerId: number }>(tx, sql`select owner_id as "ownerId" from showcases where id = ${owner.showcaseId}`);
    if (owner.showcaseId !== undefined && !showcase) throw new AppError('NOT_FOUND');
    const accountId = await ensureAccount(tx, input.kind, owner);
    await lockAccounts(tx, [accountId]);
    if (amount < 0 && (await spendable(tx, accountId)) < -amount) throw new AppError('INSUFFICIENT_BONUSES');
    await post(tx, {
      accountId,
      amount,
      status: 'available',
      operation: amount > 0 ? 'operator_credit' : 'operator_debit',
      showcaseId: owner.showcaseId ?? null,
      sourceUserId: operatorId,
      idempotencyKey: idempotencyKey(`operator:${operatorId}:`, input.requestId),
    });
    await audit(tx, {
      showcaseId: owner.showcaseId ?? null,
      actorId: operatorId,
      action: amount > 0 ? 'operator_credit' : 'operator_debit',
      amount,
      accountId,
      counterpartId: owner.userId ?? null,
      reason: input.reason,
    });
    const told = owner.userId ?? showcase?.ownerId;
    if (told !== undefined) {
      await notify(tx, {
        userId: told,
        type: 'operator_adjustment',
        title: `${amount > 0 ? 'Начислено' : 'Списано'} оператором сети: ${formatMoney(Math.abs(amount))}`,
        body: `Причина: ${input.reason}`,
      });
    }
    return { balance: fromKopecks(await spendable(tx, accountId)) };
  });
}
