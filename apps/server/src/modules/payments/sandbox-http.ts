import { randomUUID, timingSafeEqual } from 'node:crypto';
import { receiptTotal, type Receipt } from '@storefront/contract/receipts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** Helpers of the DEMO sandbox of YooKassa's API v3: its auth, its errors, its receipt rules and its notifications. */

/** YooKassa's error body: `{type: "error", id, code, description, parameter}` with the HTTP status of the code. */
export function providerError(reply: FastifyReply, status: number, code: string, description: string, parameter?: string) {
  return reply.code(status).send({ type: 'error', id: randomUUID(), code, description, ...(parameter ? { parameter } : {}) });
}

export const invalid = (reply: FastifyReply, description: string, parameter?: string) =>
  providerError(reply, 400, 'invalid_request', description, parameter);
export const notFound = (reply: FastifyReply, what: string) => providerError(reply, 404, 'not_found', `${what} not found`);

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The provider's Basic auth: shopId:secret of PAYMENT_1_SHOP_ID / PAYMENT_1_SECRET. */
export function authorised(app: FastifyInstance, req: FastifyRequest): boolean {
  const expected = `Basic ${Buffer.from(`${app.config.PAYMENT_1_SHOP_ID}:${app.config.PAYMENT_1_SECRET}`).toString('base64')}`;
  return sameText(req.headers.authorization ?? '', expected);
}

/** The Idempotence-Key every POST needs (up to 64 characters), or null when it is missing or too long. */
export function idempotenceKey(req: FastifyRequest): string | null {
  const key = req.headers['idempotence-key'];
  return typeof key === 'string' && key !== '' && key.length <= 64 ? key : null;
}

/**
 * What every creating POST checks first, in the provider's order: Basic auth, the Idempotence-Key, then the body.
 * The first that fails is answered with the provider's error and gives undefined (the handler returns the reply).
 */
export function providerPost<S extends z.ZodType>(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  schema: S,
): { key: string; body: z.output<S> } | undefined {
  if (!authorised(app, req)) {
    providerError(reply, 401, 'invalid_credentials', 'Authentication failed');
    return undefined;
  }
  const key = idempotenceKey(req);
  if (!key) {
    invalid(reply, 'Idempotence-Key header is required', 'Idempotence-Key');
    return undefined;
  }
  const parsed = schema.safeParse(req.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    invalid(reply, issue?.message ?? 'invalid request', issue?.path.join('.'));
    return undefined;
  }
  return { key, body: parsed.data };
}

/** "1290.50" → 129050. */
export function kopecksOf(value: string): number {
  const [r, k = '0'] = value.split('.');
  return Number(r) * 100 + Number(k.padEnd(2, '0').slice(0, 2));
}

export const valueOf = (kopecks: number) => `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;

/**
 * The shop is connected to 54-ФЗ receipts (as a Russian shop must be), so a payment or refund without a valid receipt
 * is refused as YooKassa refuses it: a customer's phone or e-mail and items that add up to the amount.
 */
export function receiptProblem(receipt: Receipt | undefined, amount: number): { description: string; parameter: string } | null {
  if (!receipt) return { description: 'Receipt is missing or illegal', parameter: 'receipt' };
  const contact = receipt.customer?.phone ?? receipt.customer?.email ?? receipt.phone ?? receipt.email;
  if (!contact) return { description: 'Receipt is missing or illegal: customer phone or email is required', parameter: 'receipt.customer' };
  if (receiptTotal(receipt) !== amount) {
    return { description: 'Illegal receipt: the sum of the items amounts does not match the amount', parameter: 'receipt.items' };
  }
  return null;
}

/** The provider's notification to the shop's webhook (in-process); the shop re-reads the object, so the body is a hint. */
export async function notifyShop(app: FastifyInstance, event: string, object: unknown): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/1/webhook',
    payload: { type: 'notification', event, object: object as object },
  });
  if (res.statusCode !== 200) app.log.warn({ status: res.statusCode, event }, 'sandbox notification was not accepted');
}
