import { randomUUID } from 'node:crypto';
import {
  createProviderPayoutSchema,
  createProviderRefundSchema,
  type PayoutDestinationData,
  type ProviderPayout,
  type ProviderRefund,
} from '@storefront/contract/payments';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as sandbox from './sandbox-repository';
import { authorised, invalid, kopecksOf, notFound, notifyShop, providerError, providerPost, receiptProblem, valueOf } from './sandbox-http';
import { SANDBOX_BASE } from './provider';

const idParam = z.object({ id: z.string().min(1).max(64) });
/** YooKassa's limit of one SBP or card payout (https://yookassa.ru/developers/payouts/making-payouts/sbp «Лимиты выплат»). */
const PAYOUT_MAX = 500_000_00;

const refundWire = (r: sandbox.SandboxRefundRow): ProviderRefund => ({
  id: r.id,
  payment_id: r.paymentId,
  status: r.status,
  amount: { value: r.amountValue, currency: r.currency },
  created_at: new Date(r.createdAt).toISOString(),
  ...(r.description ? { description: r.description } : {}),
});

const payoutWire = (p: sandbox.SandboxPayoutRow): ProviderPayout => ({
  id: p.id,
  status: p.status,
  amount: { value: p.amountValue, currency: p.currency },
  payout_destination: p.destination,
  description: p.description,
  created_at: new Date(p.createdAt).toISOString(),
  test: true,
  metadata: p.metadata,
  ...(p.cancellation ? { cancellation_details: p.cancellation } : {}),
});

/** What a provider keeps and shows of a payout destination: never the whole card number. */
function shownDestination(d: PayoutDestinationData): Record<string, unknown> {
  if (d.type === 'bank_card') {
    return {
      type: 'bank_card',
      card: {
        first6: d.card.number.slice(0, 6),
        last4: d.card.number.slice(-4),
        card_type: d.card.number.startsWith('2') ? 'Mir' : 'Unknown',
        issuer_country: 'RU',
      },
    };
  }
  if (d.type === 'sbp') return { type: 'sbp', phone: d.phone, bank_id: d.bank_id, recipient_checked: false };
  return { type: 'yoo_money', account_number: d.account_number };
}

/** The sandbox's refunds (POST/GET /v3/refunds) and payouts (POST/GET /v3/payouts). */
export function sandboxMoneyRoutes(app: FastifyInstance): void {
  const api = { config: { csrf: false as const, allowBanned: true as const } };
  const shopId = app.config.PAYMENT_1_SHOP_ID;

  // A refund of a succeeded payment, at most what is left of it, with its receipt; it succeeds at once (as card refunds do).
  app.post(`${SANDBOX_BASE}/v3/refunds`, api, async (req, reply) => {
    const request = providerPost(app, req, reply, createProviderRefundSchema);
    if (!request) return reply;
    const { key, body: r } = request;
    const amount = kopecksOf(r.amount.value);
    const result = await app.db.transaction(async (tx) => {
      const existing = await sandbox.refundByKey(tx, shopId, key);
      if (existing) return { refund: existing, fresh: false };
      const payment = await sandbox.lockById(tx, r.payment_id);
      if (!payment) return { error: 'not_found' as const };
      // A request with the same key that held this lock first has committed its refund by now: that one is the
      // answer, not a refusal for the amount it took (YooKassa's keys are idempotent under concurrency too).
      const first = await sandbox.refundByKey(tx, shopId, key);
      if (first) return { refund: first, fresh: false };
      if (payment.status !== 'succeeded') return { error: `Payment in status ${payment.status} cannot be refunded`, parameter: 'payment_id' };
      const left = kopecksOf(payment.amountValue) - kopecksOf(payment.refundedValue);
      if (amount <= 0 || amount > left) return { error: 'Refund amount exceeds the amount available for refund', parameter: 'amount.value' };
      const problem = receiptProblem(r.receipt, amount);
      if (problem) return { error: problem.description, parameter: problem.parameter };
      await sandbox.addRefunded(tx, payment.id, valueOf(kopecksOf(payment.refundedValue) + amount));
      const refund = await sandbox.insertRefund(tx, {
        id: randomUUID(),
        shopId,
        idempotenceKey: key,
        paymentId: payment.id,
        amountValue: r.amount.value,
        currency: r.amount.currency,
        status: 'succeeded',
        description: r.description ?? '',
        receipt: r.receipt ?? null,
      });
      return { refund, fresh: true };
    });
    if ('error' in result) return result.error === 'not_found' ? notFound(reply, 'Payment') : invalid(reply, result.error!, result.parameter);
    if (result.fresh) await notifyShop(app, 'refund.succeeded', refundWire(result.refund));
    return refundWire(result.refund);
  });

  app.get(`${SANDBOX_BASE}/v3/refunds/:id`, api, async (req, reply) => {
    if (!authorised(app, req)) return providerError(reply, 401, 'invalid_credentials', 'Authentication failed');
    const id = idParam.safeParse(req.params);
    const row = id.success ? await sandbox.refundById(app.db, id.data.id) : undefined;
    return row ? refundWire(row) : notFound(reply, 'Refund');
  });

  // A payout is created pending and settles (succeeded) when it is next read, notifying the shop; a repeated key answers with the first.
  app.post(`${SANDBOX_BASE}/v3/payouts`, api, async (req, reply) => {
    const request = providerPost(app, req, reply, createProviderPayoutSchema);
    if (!request) return reply;
    const { key, body: p } = request;
    const amount = kopecksOf(p.amount.value);
    if (amount < 100 || amount > PAYOUT_MAX) return invalid(reply, 'Payout amount is out of the allowed limits', 'amount.value');
    const row = await sandbox.createPayoutOnce(app.db, {
      id: `po-${randomUUID()}`,
      shopId,
      idempotenceKey: key,
      amountValue: p.amount.value,
      currency: p.amount.currency,
      destination: shownDestination(p.payout_destination_data),
      description: p.description ?? '',
      metadata: p.metadata ?? {},
    });
    return payoutWire(row);
  });

  app.get(`${SANDBOX_BASE}/v3/payouts/:id`, api, async (req, reply) => {
    if (!authorised(app, req)) return providerError(reply, 401, 'invalid_credentials', 'Authentication failed');
    const id = idParam.safeParse(req.params);
    const row = id.success ? await sandbox.payoutById(app.db, id.data.id) : undefined;
    if (!row) return notFound(reply, 'Payout');
    if (row.status !== 'pending') return payoutWire(row);
    const settled = await sandbox.settlePayout(app.db, row.id, 'succeeded', null);
    if (settled) await notifyShop(app, 'payout.succeeded', payoutWire(settled));
    return payoutWire(settled ?? (await sandbox.payoutById(app.db, row.id))!);
  });
}
