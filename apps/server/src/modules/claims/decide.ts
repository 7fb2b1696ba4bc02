import { claimAnswerSchema, type ClaimDecision, type ClaimStatus } from '@storefront/contract/claims';
import type { OrderStatus } from '@storefront/contract/orders';
import { AppError } from '../../lib/app-error';
import { fieldText } from '../../lib/messages';
import { canAdminister } from '../showcases/service';
import type { CurrentUser } from '../../lib/request-context';
import { notify } from '../notifications/notify';
import { transitionTx, type TransitionDeps } from '../orders/lifecycle';
import * as repo from './repository';

/** The longest answer a claim may get (the contract's limit, named in the field message). */
const CLAIM_ANSWER_MAX = claimAnswerSchema.maxLength ?? Infinity;

/** Which decisions each status allows: new → in_review → approved | rejected (a new claim may be decided at once). */
const NEXT: Record<ClaimStatus, readonly ClaimDecision[]> = {
  new: ['in_review', 'approved', 'rejected'],
  in_review: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

/** Orders an approved claim turns into 'returned'. */
const RETURNABLE: readonly OrderStatus[] = ['delivered', 'completed'];

const TITLES: Record<ClaimDecision, string> = {
  in_review: 'Претензия по заказу {number} на рассмотрении',
  approved: 'Претензия по заказу {number} одобрена',
  rejected: 'Претензия по заказу {number} отклонена',
};
const BODIES: Record<ClaimDecision, string> = {
  in_review: 'Продавец изучает вашу претензию и скоро ответит.',
  approved: 'Заказ оформлен как возврат.',
  rejected: 'Продавец отклонил претензию.',
};

/**
 * A seller's (an admin of the order's showcase) or an operator's decision on a claim; `deps` is the app
 * (`decideClaim(app, claimId, 'approved', answer, req.user)`). An approval makes the
 * order 'returned' through the orders service, so what follows a return (stock, bonus reversals) happens there;
 * the buyer is notified of every decision. A rejection needs an answer.
 */
export async function decideClaim(
  deps: TransitionDeps,
  claimId: number,
  decision: ClaimDecision,
  answer: string | null,
  actor: CurrentUser,
): Promise<void> {
  const { db, orderHooks } = deps;
  const parsed = claimAnswerSchema.safeParse(answer ?? '');
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', {}, { answer: fieldText('claimAnswerTooLong', { max: CLAIM_ANSWER_MAX }) });
  const text = parsed.data === '' ? null : parsed.data;
  if (decision === 'rejected' && text === null) throw new AppError('VALIDATION_FAILED', {}, { answer: fieldText('claimRejectionReason') });
  // Checked before the transaction: PGlite runs one connection, and an order's showcase never changes.
  const access = await repo.claimAccess(db, claimId);
  if (!access) throw new AppError('NOT_FOUND');
  if (!(await canAdminister(db, actor, access.showcaseId))) throw new AppError('FORBIDDEN');
  await db.transaction(async (tx) => {
    const claim = await repo.lockClaim(tx, claimId);
    if (!claim) throw new AppError('NOT_FOUND');
    if (!NEXT[claim.status].includes(decision)) throw new AppError('CONFLICT');
    await repo.setDecision(tx, claimId, { status: decision, answer: text, actorId: actor.id });
    if (decision === 'approved' && RETURNABLE.includes(claim.orderStatus)) {
      const role = actor.role === 'operator' ? 'operator' : 'seller';
      await transitionTx(tx, orderHooks, claim.orderId, 'returned', { userId: actor.id, role }, { note: `Претензия №${claim.id} одобрена` });
    }
    await notify(tx, {
      userId: claim.userId,
      type: 'claim_answered',
      title: TITLES[decision].replace('{number}', claim.orderNumber),
      body: text ?? BODIES[decision],
      link: '/account/profile/claims',
    });
  });
}
