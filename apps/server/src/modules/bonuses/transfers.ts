import { sql } from 'drizzle-orm';
import { toKopecks, type TransferForm, type TransferRecipient } from '@storefront/contract/bonuses';
import type { Locale } from '@storefront/contract/constants';
import type { Db, Tx } from '../../db/client';
import { one } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { idempotencyKey } from '../../lib/idempotency';
import { fromKopecks } from '../../lib/money';
import { audit } from '../money/audit';
import { notify } from '../notifications/notify';
import { ensureAccount, lockAccounts, post, spendable, type AccountKind } from './ledger';
import * as repo from './repository';
import { fieldText, formatBonuses } from './texts';
import { inTransaction } from './tx';
import { isoDate } from './transactions';

const recipientOf = (m: repo.Member): TransferRecipient => ({ name: m.name, refCode: m.refCode, avatarUrl: m.avatarUrl });

/** GET /api/account/mlm/transfer/: spendable network bonuses, the sender's own code and recent transfers. */
export async function transferForm(db: Db, user: { id: number; refCode: string }): Promise<TransferForm> {
  const [account, history] = await Promise.all([repo.accountState(db, 'user_network', { userId: user.id }), repo.transfersOf(db, user.id)]);
  return {
    available: fromKopecks(account.balance - account.reserved),
    refCode: user.refCode,
    history: history.map((h) => ({ id: h.id, date: isoDate(h.createdAt), amount: fromKopecks(h.amount), counterpart: h.counterpart })),
  };
}

/** The member a ref code names (banned members cannot receive); refuses the caller's own code. */
async function recipientFor(db: Db | Tx, locale: Locale, senderId: number | null, refCode: string): Promise<repo.Member> {
  const member = await repo.memberByRefCode(db, refCode);
  if (!member || member.isBanned) throw new AppError('NOT_FOUND', {}, { refCode: fieldText(locale, 'unknownMember') });
  if (member.id === senderId) throw new AppError('VALIDATION_FAILED', {}, { refCode: fieldText(locale, 'selfTransfer') });
  return member;
}

export async function findRecipient(db: Db, locale: Locale, senderId: number, refCode: string): Promise<TransferRecipient> {
  return recipientOf(await recipientFor(db, locale, senderId, refCode));
}

interface Move {
  from: { kind: AccountKind; userId?: number; showcaseId?: number };
  to: { userId: number };
  amount: number;
  /** Idempotency stem: the pair of entries is `${key}:out` and `${key}:in`. */
  key: string;
  operations: { out: string; in: string };
  showcaseId?: number | null;
  sourceIds: { out: number | null; in: number | null };
}

/** Debit and credit in one transaction, both accounts locked in id order; the ledger guard keeps the debit ≥ 0. */
async function move(tx: Tx, locale: Locale, m: Move): Promise<{ applied: boolean; fromAccount: number }> {
  const fromAccount = await ensureAccount(tx, m.from.kind, m.from);
  const toAccount = await ensureAccount(tx, 'user_network', m.to);
  await lockAccounts(tx, [fromAccount, toAccount]);
  // A retried request (same requestId) answers as the first one did, whatever the balance is now.
  if (await one(tx, sql`select 1 from bonus_entries where idempotency_key = ${`${m.key}:out`}`)) return { applied: false, fromAccount };
  const available = await spendable(tx, fromAccount);
  if (available < m.amount) {
    throw new AppError(
      'INSUFFICIENT_BONUSES',
      {},
      { amount: fieldText(locale, 'aboveAvailable', { available: formatBonuses(locale, Math.max(0, available)) }) },
    );
  }
  const common = { status: 'available' as const, showcaseId: m.showcaseId ?? null };
  const applied = await post(tx, {
    ...common,
    accountId: fromAccount,
    amount: -m.amount,
    operation: m.operations.out,
    sourceUserId: m.sourceIds.out,
    idempotencyKey: `${m.key}:out`,
  });
  if (applied)
    await post(tx, {
      ...common,
      accountId: toAccount,
      amount: m.amount,
      operation: m.operations.in,
      sourceUserId: m.sourceIds.in,
      idempotencyKey: `${m.key}:in`,
    });
  return { applied, fromAccount };
}

/** A member sends network bonuses to another member by ref code ("mlm transfer"): atomic, never negative, not to oneself. */
export async function createTransfer(
  db: Db,
  locale: Locale,
  sender: { id: number; name: string },
  input: { refCode: string; amount: number; requestId?: string | undefined },
) {
  const amount = toKopecks(input.amount);
  return inTransaction(db, async (tx) => {
    const recipient = await recipientFor(tx, locale, sender.id, input.refCode);
    const { applied, fromAccount } = await move(tx, locale, {
      from: { kind: 'user_network', userId: sender.id },
      to: { userId: recipient.id },
      amount,
      key: idempotencyKey(`transfer:${sender.id}:`, input.requestId),
      operations: { out: 'transfer_out', in: 'transfer_in' },
      sourceIds: { out: recipient.id, in: sender.id },
    });
    if (applied) {
      await notify(tx, {
        userId: recipient.id,
        type: 'bonus_transfer',
        title: `Вам перевели ${formatBonuses('ru-RU', amount)} бонусов`,
        body: `Перевод от участника ${sender.name}.`,
        link: '/account/profile/bonuses',
      });
    }
    return { available: fromKopecks(await spendable(tx, fromAccount)), recipient: recipientOf(recipient), amount: fromKopecks(amount) };
  });
}

/**
 * "Bonus payment": the owner pays a member from the showcase's network account (the owner commission). Only the owner
 * (checked by the caller: money/access.ts), never to himself — his own share leaves through the withdrawal flow.
 */
export async function createBonusPayment(
  db: Db,
  locale: Locale,
  admin: { id: number },
  input: { showcaseId: number; refCode: string; amount: number; comment: string; requestId?: string | undefined },
) {
  const amount = toKopecks(input.amount);
  return inTransaction(db, async (tx) => {
    const recipient = await recipientFor(tx, locale, null, input.refCode);
    if (recipient.id === admin.id) throw new AppError('SELF_PAYMENT', {}, { refCode: fieldText(locale, 'selfTransfer') });
    const { applied, fromAccount } = await move(tx, locale, {
      from: { kind: 'showcase_network', showcaseId: input.showcaseId },
      to: { userId: recipient.id },
      amount,
      key: idempotencyKey(`payment:${input.showcaseId}:`, input.requestId),
      operations: { out: 'bonus_payment_out', in: 'bonus_payment' },
      showcaseId: input.showcaseId,
      sourceIds: { out: recipient.id, in: admin.id },
    });
    if (applied) {
      await audit(tx, {
        showcaseId: input.showcaseId,
        actorId: admin.id,
        action: 'bonus_payment',
        amount: -amount,
        accountId: fromAccount,
        counterpartId: recipient.id,
        reason: input.comment,
      });
      await notify(tx, {
        userId: recipient.id,
        type: 'bonus_payment',
        title: `Начислено ${formatBonuses('ru-RU', amount)} бонусов`,
        body: input.comment === '' ? 'Выплата от витрины.' : `Выплата от витрины: ${input.comment}`,
        link: '/account/profile/bonuses',
      });
    }
    return { showcaseBalance: fromKopecks(await spendable(tx, fromAccount)), recipient: recipientOf(recipient), amount: fromKopecks(amount) };
  });
}
