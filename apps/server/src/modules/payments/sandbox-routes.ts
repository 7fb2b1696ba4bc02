import { randomUUID } from 'node:crypto';
import { captureProviderPaymentSchema, createProviderPaymentSchema, type ProviderPayment } from '@storefront/contract/payments';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { notFoundPage, paymentPage } from './sandbox-page';
import * as sandbox from './sandbox-repository';
import { authorised, idempotenceKey, invalid, kopecksOf, notFound, notifyShop, providerError, providerPost, receiptProblem } from './sandbox-http';
import { sandboxMoneyRoutes } from './sandbox-money-routes';
import { SANDBOX_BASE } from './provider';

const decisionSchema = z.object({ decision: z.enum(['succeed', 'cancel']) });
const idParam = z.object({ id: z.string().min(1).max(64) });

/**
 * The payment page lives on the server the shop runs on: its origin is the return URL's (the shop computed
 * that from PUBLIC_URL or its request), which also holds when the sandbox is called in-process.
 */
export function toWire(p: sandbox.SandboxPaymentRow, shopId: string): ProviderPayment {
  const refunded = kopecksOf(p.refundedValue);
  return {
    id: p.id,
    status: p.status,
    paid: p.status === 'succeeded' || p.status === 'waiting_for_capture',
    amount: { value: p.amountValue, currency: p.currency },
    description: p.description,
    confirmation: { type: 'redirect', confirmation_url: `${new URL(p.returnUrl).origin}${SANDBOX_BASE}/pay/${p.id}`, return_url: p.returnUrl },
    metadata: p.metadata,
    created_at: new Date(p.createdAt).toISOString(),
    test: true,
    refundable: p.status === 'succeeded' && refunded < kopecksOf(p.amountValue),
    ...(refunded > 0 ? { refunded_amount: { value: p.refundedValue, currency: p.currency } } : {}),
    recipient: { account_id: shopId, gateway_id: `${shopId}-gateway` },
  };
}

const EVENT: Record<string, string> = {
  succeeded: 'payment.succeeded',
  canceled: 'payment.canceled',
  waiting_for_capture: 'payment.waiting_for_capture',
};

/**
 * DEMO=1 only: a YooKassa-compatible provider (API v3 as the store uses it: payments create/get/capture/cancel, refunds,
 * payouts — see sandbox-money-routes.ts) and its hosted payment page (/api/sandbox/pay/{id}, "Оплатить" / "Отказаться").
 * One-stage payments (capture: true) succeed when paid; two-stage ones wait for capture. Every status change notifies
 * the shop's webhook. The routes are the provider's, so they are outside the store's CSRF check.
 */
export function sandboxRoutes(app: FastifyInstance, _opts: unknown, done: () => void): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const api = { config: { csrf: false as const, allowBanned: true as const } };
  const shopId = app.config.PAYMENT_1_SHOP_ID;
  const wire = (p: sandbox.SandboxPaymentRow) => toWire(p, shopId);

  app.post(`${SANDBOX_BASE}/v3/payments`, api, async (req, reply) => {
    const request = providerPost(app, req, reply, createProviderPaymentSchema);
    if (!request) return reply;
    const { key, body: p } = request;
    const problem = receiptProblem(p.receipt, kopecksOf(p.amount.value));
    if (problem) return invalid(reply, problem.description, problem.parameter);
    const row = await sandbox.createOnce(app.db, {
      id: randomUUID(),
      shopId,
      idempotenceKey: key,
      amountValue: p.amount.value,
      currency: p.amount.currency,
      description: p.description,
      metadata: p.metadata,
      returnUrl: p.confirmation.return_url,
      capture: p.capture,
      receipt: p.receipt ?? null,
    });
    return wire(row);
  });

  app.get(`${SANDBOX_BASE}/v3/payments/:id`, api, async (req, reply) => {
    if (!authorised(app, req)) return providerError(reply, 401, 'invalid_credentials', 'Authentication failed');
    const { id } = validate(idParam, req.params, requestLocale(req));
    const row = await sandbox.byId(app.db, id);
    return row ? wire(row) : notFound(reply, 'Payment');
  });

  app.post(`${SANDBOX_BASE}/v3/payments/:id/capture`, api, async (req, reply) => {
    if (!authorised(app, req)) return providerError(reply, 401, 'invalid_credentials', 'Authentication failed');
    if (!idempotenceKey(req)) return invalid(reply, 'Idempotence-Key header is required', 'Idempotence-Key');
    const { id } = validate(idParam, req.params, requestLocale(req));
    const body = captureProviderPaymentSchema.safeParse(req.body ?? {});
    if (!body.success) return invalid(reply, body.error.issues[0]?.message ?? 'invalid request', body.error.issues[0]?.path.join('.'));
    const row = await sandbox.byId(app.db, id);
    if (!row) return notFound(reply, 'Payment');
    if (row.status === 'succeeded') return wire(row);
    if (row.status !== 'waiting_for_capture') return invalid(reply, `Payment in status ${row.status} cannot be captured`, 'status');
    const amount = body.data.amount?.value ?? row.amountValue;
    if (kopecksOf(amount) > kopecksOf(row.amountValue) || kopecksOf(amount) <= 0)
      return invalid(reply, 'Capture amount exceeds the payment amount', 'amount.value');
    if (body.data.receipt || amount !== row.amountValue) {
      const problem = receiptProblem(body.data.receipt, kopecksOf(amount));
      if (problem) return invalid(reply, problem.description, problem.parameter);
    }
    const captured = await sandbox.move(app.db, id, 'waiting_for_capture', 'succeeded', {
      amountValue: amount,
      ...(body.data.receipt ? { receipt: body.data.receipt } : {}),
    });
    if (captured) await notifyShop(app, EVENT.succeeded!, wire(captured));
    return wire(captured ?? (await sandbox.byId(app.db, id))!);
  });

  app.post(`${SANDBOX_BASE}/v3/payments/:id/cancel`, api, async (req, reply) => {
    if (!authorised(app, req)) return providerError(reply, 401, 'invalid_credentials', 'Authentication failed');
    if (!idempotenceKey(req)) return invalid(reply, 'Idempotence-Key header is required', 'Idempotence-Key');
    const { id } = validate(idParam, req.params, requestLocale(req));
    const row = await sandbox.byId(app.db, id);
    if (!row) return notFound(reply, 'Payment');
    if (row.status === 'canceled') return wire(row);
    if (row.status !== 'waiting_for_capture') return invalid(reply, `Payment in status ${row.status} cannot be canceled`, 'status');
    const canceled = await sandbox.move(app.db, id, 'waiting_for_capture', 'canceled');
    if (canceled) await notifyShop(app, EVENT.canceled!, wire(canceled));
    return wire(canceled ?? (await sandbox.byId(app.db, id))!);
  });

  app.get(`${SANDBOX_BASE}/pay/:id`, api, async (req, reply) => {
    const row = await sandbox.byId(app.db, validate(idParam, req.params, requestLocale(req)).id);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return row ? paymentPage(row) : reply.code(404).send(notFoundPage());
  });

  app.post(`${SANDBOX_BASE}/pay/:id`, api, async (req, reply) => {
    const { id } = validate(idParam, req.params, requestLocale(req));
    const decision = decisionSchema.safeParse(req.body);
    const row = await sandbox.byId(app.db, id);
    if (!row) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage());
    if (!decision.success) return reply.redirect(`${SANDBOX_BASE}/pay/${encodeURIComponent(id)}`, 303);
    const to = decision.data.decision === 'cancel' ? 'canceled' : row.capture ? 'succeeded' : 'waiting_for_capture';
    const settled = await sandbox.move(app.db, id, 'pending', to);
    if (settled) await notifyShop(app, EVENT[to]!, wire(settled));
    return reply.redirect(row.returnUrl, 303);
  });

  sandboxMoneyRoutes(app);
  done();
}
