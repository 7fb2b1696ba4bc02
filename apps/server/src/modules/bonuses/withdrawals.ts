import { maskWithdrawDetails, toKopecks, WITHDRAW_METHODS, type WithdrawBonusesData, type Withdrawal, type WithdrawMethod } from '@storefront/contract/bonuses';
import type { Locale } from '@storefront/contract/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { fromKopecks } from '../../lib/money';
import { notify } from '../notifications/notify';
import { ensureAccount, post } from './ledger';
import { inTransaction } from './tx';
import * as repo from './repository';
import { loadBonusSettings } from './settings';
import { fieldText, formatBonuses } from './texts';
import { isoDate } from './transactions';

function toWire(w: repo.WithdrawalRow): Withdrawal {
  return {
    id: w.id,
    createdAt: isoDate(w.createdAt),
    amount: fromKopecks(w.amount),
    method: w.method,
    details: w.detailsMasked,
    status: w.status,
    rejectReason: w.rejectReason,
    decidedAt: w.decidedAt ? isoDate(w.decidedAt) : null,
  };
}

/** getWithdrawBonusesData: what may be withdrawn now, the minimum, the methods, the last details used and the history. */
export async function withdrawData(db: Db, userId: number): Promise<WithdrawBonusesData> {
  const [account, settings, history] = await Promise.all([
    repo.accountState(db, 'user_network', { userId }),
    loadBonusSettings(db),
    repo.withdrawalsOf(db, userId),
  ]);
  const lastOf = (method: WithdrawMethod) => history.find((w) => w.method === method)?.detailsMasked ?? null;
  return {
    available: fromKopecks(account.balance - account.reserved),
    reserved: fromKopecks(account.reserved),
    minimum: fromKopecks(settings.withdrawalMin),
    methods: [...WITHDRAW_METHODS],
    saved: { card: lastOf('card'), sbp: lastOf('sbp') },
    history: history.map(toWire),
  };
}

export interface WithdrawInput {
  amount: number;
  method: WithdrawMethod;
  details: string;
}

/**
 * A withdrawal request reserves the amount in the same transaction (a conditional update: two concurrent requests
 * can never both take the same bonuses). Full payout details are not stored, only their mask.
 */
export async function createWithdraw(db: Db, locale: Locale, userId: number, input: WithdrawInput): Promise<{ withdrawal: Withdrawal; available: number }> {
  const amount = toKopecks(input.amount);
  const settings = await loadBonusSettings(db);
  if (amount < settings.withdrawalMin) {
    throw new AppError('VALIDATION_FAILED', {}, { amount: fieldText(locale, 'belowMinimum', { min: formatBonuses(locale, settings.withdrawalMin) }) });
  }
  return inTransaction(db, async (tx) => {
    const accountId = await ensureAccount(tx, 'user_network', { userId });
    if (!(await repo.reserve(tx, accountId, amount))) {
      const state = await repo.accountState(tx, 'user_network', { userId });
      throw new AppError('INSUFFICIENT_BONUSES', {}, { amount: fieldText(locale, 'aboveAvailable', { available: formatBonuses(locale, state.balance - state.reserved) }) });
    }
    const id = await repo.insertWithdrawal(tx, { userId, accountId, amount, method: input.method, detailsMasked: maskWithdrawDetails(input.method, input.details) });
    const row = (await repo.withdrawalForUpdate(tx, id))!;
    const state = await repo.accountState(tx, 'user_network', { userId });
    return { withdrawal: toWire(row), available: fromKopecks(state.balance - state.reserved) };
  });
}

export async function withdrawalRequests(db: Db, status: Withdrawal['status'] | undefined) {
  const list = await repo.withdrawalRequests(db, status);
  return { withdrawals: list.map((w) => ({ ...toWire(w), userId: w.userId, userName: w.userName })) };
}

/** Operator decision. Paying posts the debit and releases the reserve; rejecting only releases it. Decided once. */
export async function decideWithdrawal(db: Db, operatorId: number, id: number, decision: { pay: true } | { pay: false; reason: string }): Promise<Withdrawal> {
  return inTransaction(db, async (tx) => {
    const w = await repo.withdrawalForUpdate(tx, id);
    if (!w) throw new AppError('NOT_FOUND');
    if (w.status !== 'requested') throw new AppError('CONFLICT');
    await repo.release(tx, w.accountId, w.amount);
    if (decision.pay) {
      await post(tx, { accountId: w.accountId, amount: -w.amount, status: 'available', operation: 'withdrawal', idempotencyKey: `withdrawal:${w.id}` });
    }
    await repo.decideWithdrawal(tx, w.id, decision.pay ? 'paid' : 'rejected', operatorId, decision.pay ? null : decision.reason);
    const bonuses = formatBonuses('ru-RU', w.amount);
    await notify(tx, {
      userId: w.userId,
      type: 'withdrawal',
      title: decision.pay ? `Вывод ${bonuses} бонусов выплачен` : `Вывод ${bonuses} бонусов отклонён`,
      body: decision.pay ? `Выплата отправлена: ${w.detailsMasked}.` : `Причина: ${decision.reason}. Бонусы вернулись на счёт.`,
      link: '/account/profile/bonuses',
    });
    return toWire((await repo.withdrawalForUpdate(tx, w.id))!);
  });
}
