import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createProviderPaymentSchema, type ProviderPayment } from '@storefront/contract/payments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { notFoundPage, paymentPage } from './sandbox-page';
import * as sandbox from './sandbox-repository';
import { SANDBOX_BASE } from './provider';

const decisionSchema = z.object({ decision: z.enum(['succeed', 'cancel']) });
const idParam = z.object({ id: z.string().min(1).max(64) });

function providerError(reply: FastifyReply, status: number, code: string, description: string) {
  return reply.code(status).send({ type: 'error', code, description });
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The provider's Basic auth: shopId:secret of PAYMENT_1_SHOP_ID / PAYMENT_1_SECRET. */
function authorised(app: FastifyInstance, req: FastifyRequest): boolean {
  const expected = `Basic ${Buffer.from(`${app.config.PAYMENT_1_SHOP_ID}:${app.config.PAYMENT_1_SECRET}`).toString('base64')}`;
  return sameText(req.headers.authorization ?? '', expected);
}

/**
 * The payment page lives on the server the shop runs on: its origin is the return URL's (the shop computed
 * that from PUBLIC_URL or its request), which also holds when the sandbox is called in-process.
 */
function toWire(p: sandbox.SandboxPaymentRow): ProviderPayment {
  return {
    id: p.id,
    status: p.status,
    paid: p.status === 'succeeded',
    amount: { value: p.amountValue, currency: p.currency },
    description: p.description,
    confirmation: { type: 'redirect', confirmation_url: `${new URL(p.returnUrl).origin}${SANDBOX_BASE}/pay/${p.id}`, return_url: p.returnUrl },
    metadata: p.metadata,
    created_at: new Date(p.createdAt).toISOString(),
  };
}

/**
 * DEMO=1 only: a YooKassa-compatible provider (POST/GET /api/sandbox/v3/payments) and its hosted payment page
 * (/api/sandbox/pay/{id}, "Оплатить" / "Отказаться"), so checkout with payment system 1 runs offline.
 * Settling a payment notifies the shop's webhook and sends the buyer back to the return URL.
 */
export function sandboxRoutes(app: FastifyInstance, _opts: unknown, done: () => void): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const api = { config: { csrf: false as const, allowBanned: true as const } };

  app.post(`${SANDBOX_BASE}/v3/payments`, api, async (req, reply) => {
    if (!authorised(app, req)) return providerError(reply, 401, 'invalid_credentials', 'Authentication failed');
    const key = req.headers['idempotence-key'];
    if (typeof key !== 'string' || key === '' || key.length > 64) return providerError(reply, 400, 'invalid_request', 'Idempotence-Key header is required');
    const parsed = createProviderPaymentSchema.safeParse(req.body);
    if (!parsed.success) return providerError(reply, 400, 'invalid_request', parsed.error.issues[0]?.message ?? 'invalid request');
    const p = parsed.data;
    const row = await sandbox.createOnce(app.db, {
      id: randomUUID(), shopId: app.config.PAYMENT_1_SHOP_ID, idempotenceKey: key, amountValue: p.amount.value, currency: p.amount.currency,
      description: p.description, metadata: p.metadata, returnUrl: p.confirmation.return_url,
    });
    return toWire(row);
  });

  app.get(`${SANDBOX_BASE}/v3/payments/:id`, api, async (req, reply) => {
    if (!authorised(app, req)) return providerError(reply, 401, 'invalid_credentials', 'Authentication failed');
    const { id } = validate(idParam, req.params, requestLocale(req));
    const row = await sandbox.byId(app.db, id);
    return row ? toWire(row) : providerError(reply, 404, 'not_found', 'Payment not found');
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
    const settled = await sandbox.settle(app.db, id, decision.data.decision === 'succeed' ? 'succeeded' : 'canceled');
    if (settled) {
      // The provider's notification: the shop re-reads the payment, so the body is only a hint.
      const event = settled.status === 'succeeded' ? 'payment.succeeded' : 'payment.canceled';
      const res = await app.inject({ method: 'POST', url: '/api/payments/1/webhook', payload: { type: 'notification', event, object: toWire(settled) } });
      if (res.statusCode !== 200) req.log.warn({ status: res.statusCode, id }, 'sandbox webhook was not accepted');
    }
    return reply.redirect(row.returnUrl, 303);
  });
  done();
}
