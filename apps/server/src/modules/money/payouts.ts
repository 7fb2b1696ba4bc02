import { toProviderAmount, type ProviderPayout } from '@storefront/contract/payments';
import type { Withdrawal } from '@storefront/contract/bonuses';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { one } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { fieldText } from '../../lib/messages';
import { idempotencyKey } from '../../lib/idempotency';
import * as bonuses from '../bonuses/service';
import { inTransaction } from '../bonuses/tx';
import { finishWithdrawal, toWire } from '../bonuses/withdrawals';
import { paymentProvider, ProviderError } from '../payments/provider';
import { PAYMENT_CURRENCY } from '../payments/receipt';
import { destinationById, payoutData } from './destinations';

/**
 * The operator's «Выплатить» through the provider (YooKassa POST /v3/payouts): the withdrawal becomes 'processing' with
 * a stored Idempotence-Key (so any number of clicks, tabs or nodes make one payout), the payout is created after that
 * commits, and its outcome — now, by a later read, or by the payout.* notification — finishes the withdrawal once:
 * succeeded → paid (the reserve becomes the debit); canceled → back to 'requested' (retry, pay by hand, or reject).
 */
export async function payWithdrawalOnline(app: FastifyInstance, operatorId: number, id: number): Promise<Withdrawal> {
  const provider = paymentProvider(app);
  if (!provider) throw new AppError('PAYOUTS_UNAVAILABLE');
  const started = await inTransaction(app.db, async (tx) => {
    const w = await bonuses.withdrawalForUpdate(tx, id);
    if (!w) throw new AppError('NOT_FOUND');
    if (w.status === 'processing') return w;
    if (w.status !== 'requested') throw new AppError('CONFLICT');
    if (w.destinationId === null) throw new AppError('CONFLICT', {}, { id: fieldText('payoutWithoutDestination') });
    await tx.execute(sql`update withdrawals set status = 'processing', payout_status = 'pending', payout_error = null, decided_by = ${operatorId},
      payout_idempotence_key = ${idempotencyKey(`payout-${id}-`)} where id = ${id}`);
    return (await bonuses.withdrawalForUpdate(tx, id))!;
  });
  if (started.providerPayoutId) {
    await syncPayout(app, started.providerPayoutId);
    return current(app, id);
  }
  const destination = await destinationById(app.db, started.destinationId!);
  let payout: ProviderPayout;
  try {
    payout = await provider.createPayout(
      {
        amount: { value: toProviderAmount(started.amount), currency: PAYMENT_CURRENCY },
        payout_destination_data: payoutData(app.config, destination!),
        description: `Вывод средств по заявке №${id}`.slice(0, 128),
        metadata: { withdrawalId: String(id) },
      },
      started.payoutIdempotenceKey!,
    );
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    // Refused (4xx): the request is back for another try or a manual payout; an outage leaves it processing for the job runner.
    if (err.status !== null && err.status >= 400 && err.status < 500) await backToRequested(app, id, err.message.slice(0, 300));
    app.log.warn({ err, withdrawalId: id }, 'payout was not created');
    throw new AppError('PAYMENT_PROVIDER_ERROR');
  }
  await app.db.execute(sql`update withdrawals set provider_payout_id = coalesce(provider_payout_id, ${payout.id}) where id = ${id}`);
  await applyPayout(app, id, payout);
  if (payout.status === 'pending') await syncPayout(app, payout.id);
  return current(app, id);
}

async function current(app: FastifyInstance, id: number): Promise<Withdrawal> {
  return inTransaction(app.db, async (tx) => toWire((await bonuses.withdrawalForUpdate(tx, id))!));
}

async function backToRequested(app: FastifyInstance, id: number, error: string): Promise<void> {
  await app.db.execute(sql`update withdrawals set status = 'requested', payout_status = 'canceled', payout_error = ${error},
    provider_payout_id = null, payout_idempotence_key = null where id = ${id} and status = 'processing'`);
}

/** Applies a payout's status to its withdrawal (once: only a 'processing' withdrawal moves). */
async function applyPayout(app: FastifyInstance, id: number, payout: ProviderPayout): Promise<'updated' | 'unchanged'> {
  if (payout.status === 'pending') return 'unchanged';
  if (payout.status === 'canceled') {
    const reason = payout.cancellation_details ? `${payout.cancellation_details.party}: ${payout.cancellation_details.reason}` : 'canceled';
    await backToRequested(app, id, `Провайдер отменил выплату (${reason})`);
    return 'updated';
  }
  return inTransaction(app.db, async (tx) => {
    const w = await bonuses.withdrawalForUpdate(tx, id);
    if (!w || w.status !== 'processing' || w.providerPayoutId !== payout.id) return 'unchanged';
    await tx.execute(sql`update withdrawals set payout_status = 'succeeded' where id = ${id}`);
    await finishWithdrawal(tx, w, null, { pay: true, reference: payout.id });
    return 'updated';
  });
}

/** A payout notification or a poll: the payout is read back from the provider, never taken from the notification. */
export async function syncPayout(app: FastifyInstance, providerPayoutId: string): Promise<'unknown' | 'unchanged' | 'updated'> {
  const local = await bonuses.withdrawalByPayoutId(app.db, providerPayoutId);
  const remote = local ? await paymentProvider(app)?.getPayout(providerPayoutId) : null;
  if (!local || !remote || remote.amount.value !== toProviderAmount(local.amount)) return 'unknown';
  return applyPayout(app, local.id, remote);
}

/** The job runner's pass over payouts still processing (a lost notification, an outage while creating). */
export async function resumePayouts(app: FastifyInstance): Promise<number> {
  let lastId = 0;
  let polled = 0;
  for (;;) {
    const w = await one<{ id: number; providerPayoutId: string | null }>(
      app.db,
      sql`
      select id, provider_payout_id as "providerPayoutId" from withdrawals where status = 'processing' and provider_payout_id is not null and id > ${lastId} order by id limit 1`,
    );
    if (!w) return polled;
    lastId = w.id;
    polled++;
    await syncPayout(app, w.providerPayoutId!).catch((err: unknown) => app.log.warn({ err }, 'payout poll failed'));
  }
}
