import {
  SBP_BANKS,
  toKopecks,
  WITHDRAW_METHODS,
  type WithdrawBonusesData,
  type Withdrawal,
  type WithdrawMethod,
  type WithdrawTarget,
} from '@storefront/contract/bonuses';
import type { Locale } from '@storefront/contract/constants';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { formatBonusCount, fromKopecks } from '../../lib/money';
import { audit } from '../money/audit';
import { bankName, destinationsOf, resolveTarget } from '../money/destinations';
import { notify } from '../notifications/notify';
import { notifyShowcaseStaff } from '../notifications/service';
import { ensureAccount, post, type AccountKind } from './ledger';
import { inTransaction } from './tx';
import * as repo from './repository';
import { loadBonusSettings } from './settings';
import { fieldText, formatBonuses } from './texts';
import { isoDate } from './transactions';

type KeyConfig = Pick<AppConfig, 'PAYOUT_ENCRYPTION_KEY' | 'DEMO'>;

export function toWire(w: repo.WithdrawalRow): Withdrawal {
  return {
    id: w.id,
    createdAt: isoDate(w.createdAt),
    amount: fromKopecks(w.amount),
    method: w.method,
    details: w.detailsMasked,
    status: w.status,
    rejectReason: w.rejectReason,
    decidedAt: w.decidedAt ? isoDate(w.decidedAt) : null,
    showcaseId: w.showcaseId,
    payoutStatus: w.payoutStatus,
    payoutError: w.payoutError,
    paidReference: w.paidReference,
  };
}

/** getWithdrawBonusesData: what may be withdrawn now, the minimum, the methods, the saved destinations and the history. */
export async function withdrawData(db: Db, userId: number): Promise<WithdrawBonusesData> {
  const [account, settings, history, destinations] = await Promise.all([
    repo.accountState(db, 'user_network', { userId }),
    loadBonusSettings(db),
    repo.withdrawalsOf(db, userId),
    destinationsOf(db, userId),
  ]);
  const lastOf = (method: WithdrawMethod) =>
    destinations.find((d) => d.method === method)?.masked ?? history.find((w) => w.method === method)?.detailsMasked ?? null;
  return {
    available: fromKopecks(account.balance - account.reserved),
    reserved: fromKopecks(account.reserved),
    minimum: fromKopecks(settings.withdrawalMin),
    methods: [...WITHDRAW_METHODS],
    saved: { card: lastOf('card'), sbp: lastOf('sbp'), yoomoney: lastOf('yoomoney') },
    destinations: destinations.map((d) => ({ id: d.id, method: d.method, masked: d.masked, bankId: d.bankId, bankName: bankName(d.bankId) })),
    banks: SBP_BANKS.map((b) => ({ id: b.id, name: b.name })),
    history: history.map(toWire),
  };
}

export type WithdrawInput = WithdrawTarget & { amount: number };

interface Source {
  kind: AccountKind;
  owner: { userId?: number; showcaseId?: number };
  showcaseId: number | null;
}

/**
 * A withdrawal request reserves the amount in the same transaction (a conditional update: two concurrent requests
 * can never both take the same bonuses) and records where it goes: a sealed payout destination.
 */
async function requestWithdrawal(db: Db, config: KeyConfig, locale: Locale, userId: number, source: Source, input: WithdrawInput) {
  const amount = toKopecks(input.amount);
  const settings = await loadBonusSettings(db);
  if (amount < settings.withdrawalMin) {
    throw new AppError(
      'VALIDATION_FAILED',
      {},
      { amount: fieldText(locale, 'belowMinimum', { min: formatBonuses(locale, settings.withdrawalMin) }) },
    );
  }
  return inTransaction(db, async (tx) => {
    const destination = await resolveTarget(tx, config, userId, input);
    const accountId = await ensureAccount(tx, source.kind, source.owner);
    if (!(await repo.reserve(tx, accountId, amount))) {
      const state = await repo.accountState(tx, source.kind, source.owner);
      throw new AppError(
        'INSUFFICIENT_BONUSES',
        {},
        { amount: fieldText(locale, 'aboveAvailable', { available: formatBonuses(locale, state.balance - state.reserved) }) },
      );
    }
    const id = await repo.insertWithdrawal(tx, {
      userId,
      accountId,
      amount,
      method: destination.method,
      detailsMasked: destination.masked,
      showcaseId: source.showcaseId,
      destinationId: destination.id,
    });
    if (source.showcaseId !== null) {
      await audit(tx, {
        showcaseId: source.showcaseId,
        actorId: userId,
        action: 'withdrawal_requested',
        amount: -amount,
        accountId,
        counterpartId: userId,
        reason: destination.masked,
        ref: `withdrawal:${id}`,
      });
    }
    const row = (await repo.withdrawalForUpdate(tx, id))!;
    const state = await repo.accountState(tx, source.kind, source.owner);
    return { withdrawal: toWire(row), available: fromKopecks(state.balance - state.reserved) };
  });
}

/** A member withdraws network bonuses. */
export function createWithdraw(db: Db, config: KeyConfig, locale: Locale, userId: number, input: WithdrawInput) {
  return requestWithdrawal(db, config, locale, userId, { kind: 'user_network', owner: { userId }, showcaseId: null }, input);
}

/** The owner withdraws the showcase account's available balance (the network share) through the same flow (access: money/access.ts). */
export function createShowcaseWithdraw(db: Db, config: KeyConfig, locale: Locale, ownerId: number, showcaseId: number, input: WithdrawInput) {
  return requestWithdrawal(db, config, locale, ownerId, { kind: 'showcase_network', owner: { showcaseId }, showcaseId }, input);
}

export async function withdrawalRequests(db: Db, status: Withdrawal['status'] | undefined) {
  const list = await repo.withdrawalRequests(db, status);
  return { withdrawals: list.map((w) => ({ ...toWire(w), userId: w.userId, userName: w.userName })) };
}

/**
 * The end of a withdrawal, once: paid posts the debit and releases the reserve; rejected only releases it. The
 * member (or the owner) is told; a showcase's withdrawal is audited.
 */
export async function finishWithdrawal(
  tx: Tx,
  w: repo.WithdrawalRow,
  operatorId: number | null,
  outcome: { pay: true; reference?: string | null } | { pay: false; reason: string },
): Promise<void> {
  await repo.release(tx, w.accountId, w.amount);
  if (outcome.pay) {
    await post(tx, {
      accountId: w.accountId,
      amount: -w.amount,
      status: 'available',
      operation: 'withdrawal',
      showcaseId: w.showcaseId,
      idempotencyKey: `withdrawal:${w.id}`,
    });
  }
  await repo.decideWithdrawal(
    tx,
    w.id,
    outcome.pay ? 'paid' : 'rejected',
    operatorId,
    outcome.pay ? null : outcome.reason,
    outcome.pay ? (outcome.reference ?? null) : null,
  );
  const what = formatBonusCount(w.amount);
  // A showcase's withdrawal: its owner and admins hear it; the requester is told apart only when not among them.
  const told =
    w.showcaseId === null
      ? []
      : await notifyShowcaseStaff(
          tx,
          w.showcaseId,
          outcome.pay ? { kind: 'withdrawal_paid', amount: w.amount } : { kind: 'withdrawal_rejected', amount: w.amount, reason: outcome.reason },
        );
  if (!told.includes(w.userId))
    await notify(tx, {
      userId: w.userId,
      type: 'withdrawal',
      title: outcome.pay ? `Вывод ${what} выплачен` : `Вывод ${what} отклонён`,
      body: outcome.pay ? `Выплата отправлена: ${w.detailsMasked}.` : `Причина: ${outcome.reason}. Сумма вернулась на счёт.`,
      link: w.showcaseId === null ? '/account/profile/bonuses' : `/account/profile/showcases/${w.showcaseId}`,
    });
  if (w.showcaseId !== null) {
    await audit(tx, {
      showcaseId: w.showcaseId,
      actorId: operatorId,
      action: outcome.pay ? 'withdrawal_paid' : 'withdrawal_rejected',
      amount: outcome.pay ? -w.amount : 0,
      accountId: w.accountId,
      counterpartId: w.userId,
      reason: outcome.pay ? (outcome.reference ?? w.detailsMasked) : outcome.reason,
      ref: `withdrawal:${w.id}`,
    });
  }
}

/** Operator decision by hand: paid with the transfer's reference (the fallback of provider payouts), or rejected. */
export async function decideWithdrawal(
  db: Db,
  operatorId: number,
  id: number,
  decision: { pay: true; reference: string } | { pay: false; reason: string },
): Promise<Withdrawal> {
  return inTransaction(db, async (tx) => {
    const w = await repo.withdrawalForUpdate(tx, id);
    if (!w) throw new AppError('NOT_FOUND');
    // A provider payout under way is decided by the provider; one it cancelled is back in 'requested'.
    if (w.status !== 'requested') throw new AppError('CONFLICT');
    await finishWithdrawal(tx, w, operatorId, decision);
    return toWire((await repo.withdrawalForUpdate(tx, w.id))!);
  });
}
