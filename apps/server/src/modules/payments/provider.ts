import {
  providerPaymentSchema,
  providerPayoutSchema,
  providerRefundSchema,
  type CreateProviderPayment,
  type CreateProviderPayout,
  type CreateProviderRefund,
  type ProviderPayment,
  type ProviderPayout,
  type ProviderRefund,
} from '@storefront/contract/payments';
import type { Receipt } from '@storefront/contract/receipts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ExternalServiceError } from '../../lib/provider-error';

/**
 * Payment system 1: a YooKassa-compatible API (v3) — payments (create, read, capture, cancel), refunds and payouts.
 * Every creating call carries an Idempotence-Key, so a retry never makes a second one.
 */
export interface PaymentProvider {
  create(payment: CreateProviderPayment, idempotenceKey: string): Promise<ProviderPayment>;
  /** null when the provider does not know the id. */
  get(id: string): Promise<ProviderPayment | null>;
  capture(id: string, body: { amount?: { value: string; currency: string }; receipt?: Receipt }, idempotenceKey: string): Promise<ProviderPayment>;
  cancel(id: string, idempotenceKey: string): Promise<ProviderPayment>;
  createRefund(refund: CreateProviderRefund, idempotenceKey: string): Promise<ProviderRefund>;
  getRefund(id: string): Promise<ProviderRefund | null>;
  createPayout(payout: CreateProviderPayout, idempotenceKey: string): Promise<ProviderPayout>;
  getPayout(id: string): Promise<ProviderPayout | null>;
}

/** The provider could not be reached or answered with something unexpected; `code` is YooKassa's error code when it gave one. */
export class ProviderError extends ExternalServiceError {}

export type Fetcher = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<Response>;

/** Where the built-in sandbox is mounted (DEMO=1); see sandbox-routes.ts. */
export const SANDBOX_BASE = '/api/sandbox';

export function yookassaClient(opts: { baseUrl: string; shopId: string; secret: string; fetch: Fetcher }): PaymentProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${opts.shopId}:${opts.secret}`).toString('base64')}`;

  async function call<S extends z.ZodType>(
    schema: S,
    method: string,
    path: string,
    body?: unknown,
    idempotenceKey?: string,
  ): Promise<z.output<S> | null> {
    let res: Response;
    try {
      res = await opts.fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(idempotenceKey ? { 'idempotence-key': idempotenceKey } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (err) {
      throw new ProviderError(`payment provider unreachable: ${(err as Error).message}`);
    }
    if (res.status === 404 && method === 'GET') return null;
    const text = await res.text();
    if (!res.ok) {
      let code: string | null;
      try {
        const value = (JSON.parse(text) as { code?: unknown }).code;
        code = typeof value === 'string' ? value : null;
      } catch {
        code = null;
      }
      throw new ProviderError(`payment provider answered ${res.status}: ${text.slice(0, 200)}`, code, res.status);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderError('payment provider answered with invalid JSON');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ProviderError(`unexpected provider answer: ${parsed.error.issues[0]?.message ?? ''}`);
    return parsed.data;
  }

  const created = <T>(value: T | null, what: string): T => {
    if (value === null) throw new ProviderError(`payment provider did not create the ${what}`);
    return value;
  };
  const id = encodeURIComponent;

  return {
    create: async (payment, key) => created(await call(providerPaymentSchema, 'POST', '/v3/payments', payment, key), 'payment'),
    get: (pid) => call(providerPaymentSchema, 'GET', `/v3/payments/${id(pid)}`),
    capture: async (pid, body, key) => created(await call(providerPaymentSchema, 'POST', `/v3/payments/${id(pid)}/capture`, body, key), 'capture'),
    cancel: async (pid, key) => created(await call(providerPaymentSchema, 'POST', `/v3/payments/${id(pid)}/cancel`, {}, key), 'cancellation'),
    createRefund: async (refund, key) => created(await call(providerRefundSchema, 'POST', '/v3/refunds', refund, key), 'refund'),
    getRefund: (rid) => call(providerRefundSchema, 'GET', `/v3/refunds/${id(rid)}`),
    createPayout: async (payout, key) => created(await call(providerPayoutSchema, 'POST', '/v3/payouts', payout, key), 'payout'),
    getPayout: (pid) => call(providerPayoutSchema, 'GET', `/v3/payouts/${id(pid)}`),
  };
}

/** Real HTTP; a call the provider has not answered within timeoutMs (config OUTBOUND_TIMEOUT_MS) is aborted. */
export const httpFetcher =
  (timeoutMs: number): Fetcher =>
  (url, init) =>
    fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });

/**
 * The built-in sandbox answered in-process (app.inject): the same wire shapes and auth as over HTTP, without
 * the app having to know the address it listens on (tests never listen). Its records live in the database,
 * so whichever node serves the call sees the same payments.
 */
export function injectFetcher(app: FastifyInstance): Fetcher {
  return async (url, init) => {
    const target = new URL(url, 'http://sandbox.invalid');
    const res = await app.inject({
      method: init.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: init.headers,
      ...(init.body !== undefined ? { payload: init.body } : {}),
    });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
  };
}

// Keyed by the app's config object, which every encapsulated context of one app shares.
const providers = new WeakMap<object, PaymentProvider | null>();

/** Payment system 1 of this app: PAYMENT_1_URL, else the built-in sandbox when DEMO=1, else none (the method is off). */
export function paymentProvider(app: FastifyInstance): PaymentProvider | null {
  if (!providers.has(app.config)) {
    const { PAYMENT_1_URL, PAYMENT_1_SHOP_ID, PAYMENT_1_SECRET, DEMO, OUTBOUND_TIMEOUT_MS } = app.config;
    const provider = PAYMENT_1_URL
      ? yookassaClient({ baseUrl: PAYMENT_1_URL, shopId: PAYMENT_1_SHOP_ID, secret: PAYMENT_1_SECRET, fetch: httpFetcher(OUTBOUND_TIMEOUT_MS) })
      : DEMO
        ? yookassaClient({
            baseUrl: `http://sandbox.invalid${SANDBOX_BASE}`,
            shopId: PAYMENT_1_SHOP_ID,
            secret: PAYMENT_1_SECRET,
            fetch: injectFetcher(app),
          })
        : null;
    providers.set(app.config, provider);
  }
  return providers.get(app.config) ?? null;
}
