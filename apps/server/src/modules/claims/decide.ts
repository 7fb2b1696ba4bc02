import { claimAnswerSchema, type ClaimDecision, type ClaimLineChoice, type ClaimStatus } from '@storefront/contract/claims';
import type { OrderStatus } from '@storefront/contract/orders';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { fieldText } from '../../lib/messages';
import type { CurrentUser } from '../../lib/request-context';
import { reverseLines } from '../bonuses/partial-reversal';
import { notify } from '../notifications/notify';
import { notifyShowcaseStaff } from '../notifications/service';
import { returnLinesTx, transitionTx } from '../orders/lifecycle';
import { kickRefunds, queueLinesRefund } from '../payments/refunds';
import { PAYMENT_SYSTEM_CARD } from '../payments/service';
import { canAdminister } from '../showcases/service';
import * as repo from './repository';

/** The longest answer a claim may get (the contract's limit, named in the field message). */
const CLAIM_ANSWER_MAX = claimAnswerSchema.maxLength ?? Infinity;

/**
 * Which decisions each status allows: new → in_review → approved | rejected (a new claim may be decided at once);
 * an escalated claim (a rejection the buyer sent on) is the operator's alone, whatever its status after.
 */
const NEXT: Record<ClaimStatus, readonly ClaimDecision[]> = {
  new: ['in_review', 'approved', 'rejected'],
  in_review: ['approved', 'rejected'],
  escalated: ['in_review', 'approved', 'rejected'],
  approved: [],
  rejected: [],
};

/** Orders whose lines an approved claim returns. */
const RETURNABLE: readonly OrderStatus[] = ['delivered', 'completed'];

const TITLES: Record<ClaimDecision | 'answered', string> = {
  in_review: 'Претензия по заказу {number} на рассмотрении',
  approved: 'Претензия по заказу {number} одобрена',
  rejected: 'Претензия по заказу {number} отклонена',
  answered: 'Продавец ответил на претензию по заказу {number}',
};
const BODIES: Record<ClaimDecision, string> = {
  in_review: 'Продавец изучает вашу претензию и скоро ответит.',
  approved: 'Товары из претензии оформлены как возврат.',
  rejected: 'Продавец отклонил претензию.',
};

export type ClaimDeps = Pick<FastifyInstance, 'db' | 'orderHooks'> & Partial<FastifyInstance>;

function answerText(answer: string | null): string | null {
  const parsed = claimAnswerSchema.safeParse(answer ?? '');
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', {}, { answer: fieldText('claimAnswerTooLong', { max: CLAIM_ANSWER_MAX }) });
  return parsed.data === '' ? null : parsed.data;
}

/** Staff of the claim's showcase (operators included); an escalated claim only the operator may touch. */
async function checkStaff(deps: ClaimDeps, claimId: number, actor: CurrentUser): Promise<void> {
  // Checked before the transaction: PGlite runs one connection, and an order's showcase never changes.
  const access = await repo.claimAccess(deps.db, claimId);
  if (!access) throw new AppError('NOT_FOUND');
  if (!(await canAdminister(deps.db, actor, access.showcaseId))) throw new AppError('FORBIDDEN');
}

/**
 * A seller's (an admin of the order's showcase) or an operator's decision on a claim; `deps` is the app
 * (`decideClaim(app, claimId, 'approved', answer, req.user, lines)`). An approval returns the claim's lines (all, or
 * `lines`, at most the units claimed): when that is all the order has left, the order becomes 'returned' through the
 * orders service (stock, refund and bonus reversal follow from there, as before); otherwise those units go back to
 * stock, a card payment is refunded for them (YooKassa refund with its receipt) and their bonuses are reversed in
 * proportion across the tree. The buyer is notified of every decision. A rejection needs an answer.
 */
export async function decideClaim(
  deps: ClaimDeps,
  claimId: number,
  decision: ClaimDecision,
  answer: string | null,
  actor: CurrentUser,
  lines?: readonly ClaimLineChoice[],
): Promise<void> {
  const text = answerText(answer);
  if (decision === 'rejected' && text === null) throw new AppError('VALIDATION_FAILED', {}, { answer: fieldText('claimRejectionReason') });
  await checkStaff(deps, claimId, actor);
  let refunded = false;
  await deps.db.transaction(async (tx) => {
    const claim = await repo.lockClaim(tx, claimId);
    if (!claim) throw new AppError('NOT_FOUND');
    if (claim.escalatedAt !== null && actor.role !== 'operator') throw new AppError('FORBIDDEN');
    if (!NEXT[claim.status].includes(decision)) throw new AppError('CONFLICT');
    await repo.setDecision(tx, claimId, { status: decision, answer: text, actorId: actor.id });
    if (decision === 'approved') refunded = await approve(tx, deps, claim, actor, lines);
    await notify(tx, {
      userId: claim.userId,
      type: 'claim_answered',
      title: TITLES[decision].replace('{number}', claim.orderNumber),
      body: text ?? BODIES[decision],
      link: '/account/profile/claims',
    });
  });
  if (refunded && deps.log) kickRefunds(deps as FastifyInstance);
}

/** Returns the approved units; true when a refund was queued. */
async function approve(tx: Tx, deps: ClaimDeps, claim: repo.LockedClaim, actor: CurrentUser, chosen?: readonly ClaimLineChoice[]): Promise<boolean> {
  const claimed = await repo.claimedUnits(tx, claim.id);
  const byLine = new Map(claimed.map((l) => [l.orderItemId, l]));
  if (chosen?.some((c) => !byLine.has(c.orderItemId) || c.quantity > byLine.get(c.orderItemId)!.claimed))
    throw new AppError('VALIDATION_FAILED', {}, { lines: fieldText('claimLinesChosen') });
  const wanted = chosen ? new Map(chosen.map((c) => [c.orderItemId, c.quantity])) : new Map(claimed.map((l) => [l.orderItemId, l.claimed]));
  const units = new Map<number, number>();
  for (const [lineId, n] of wanted) {
    const line = byLine.get(lineId)!;
    const take = Math.min(n, line.quantity - line.returned);
    if (take > 0) units.set(lineId, take);
  }
  await repo.setApproved(tx, claim.id, units);
  if (!RETURNABLE.includes(claim.orderStatus) || units.size === 0) return false;
  const total = [...units.values()].reduce((a, b) => a + b, 0);
  const role = actor.role === 'operator' ? 'operator' : 'seller';
  if (total >= (await repo.unitsLeft(tx, claim.orderId))) {
    // Everything the order has left: the whole return, as before partial returns existed.
    // The refund of a whole return is queued and sent by the payments hook of that status change.
    await transitionTx(tx, deps.orderHooks, claim.orderId, 'returned', { userId: actor.id, role }, { note: `Претензия №${claim.id} одобрена` });
    return false;
  }
  // Priced before the lines' returned quantities are raised.
  const refund = claim.paymentSystemId === PAYMENT_SYSTEM_CARD ? await queueLinesRefund(tx, claim.orderId, claim.id, units) : null;
  await reverseLines(tx, claim.orderId, { claimId: claim.id, units });
  await returnLinesTx(tx, claim.orderId, units, { actorId: actor.id, note: `Претензия №${claim.id} одобрена: возврат ${total} шт.` });
  return refund !== null;
}

/** The staff's message to the buyer; a new claim moves to in_review. */
export async function answerClaim(deps: ClaimDeps, claimId: number, answer: string, actor: CurrentUser): Promise<void> {
  const text = answerText(answer);
  if (text === null) throw new AppError('VALIDATION_FAILED', {}, { answer: fieldText('claimAnswerEmpty') });
  await checkStaff(deps, claimId, actor);
  await deps.db.transaction(async (tx) => {
    const claim = await repo.lockClaim(tx, claimId);
    if (!claim) throw new AppError('NOT_FOUND');
    if (claim.escalatedAt !== null && actor.role !== 'operator') throw new AppError('FORBIDDEN');
    if (claim.status === 'approved' || claim.status === 'rejected') throw new AppError('CONFLICT');
    await repo.setDecision(tx, claimId, { status: claim.status === 'new' ? 'in_review' : claim.status, answer: text, actorId: actor.id });
    await notify(tx, {
      userId: claim.userId,
      type: 'claim_answered',
      title: TITLES.answered.replace('{number}', claim.orderNumber),
      body: text,
      link: '/account/profile/claims',
    });
  });
}

/** The buyer sends a rejected claim to the operator, once; the claim's author only (to anyone else it does not exist). */
export async function escalateClaim(deps: ClaimDeps, claimId: number, note: string | null, user: CurrentUser): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const claim = await repo.lockClaim(tx, claimId);
    if (!claim || claim.userId !== user.id) throw new AppError('NOT_FOUND');
    if (claim.status !== 'rejected' || claim.escalatedAt !== null) throw new AppError('CONFLICT');
    await repo.setEscalated(tx, claimId, note);
    await notify(tx, {
      userId: claim.userId,
      type: 'claim_answered',
      title: `Претензия по заказу ${claim.orderNumber} передана оператору`,
      body: 'Оператор сети рассмотрит её и ответит вам здесь.',
      link: '/account/profile/claims',
    });
    await notifyShowcaseStaff(tx, claim.showcaseId, { kind: 'claim_escalated', claimId, orderNumber: claim.orderNumber });
  });
}
