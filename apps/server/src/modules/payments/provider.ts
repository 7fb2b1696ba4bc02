import { providerPaymentSchema, type CreateProviderPayment, type ProviderPayment } from '@storefront/contract/payments';
import type { FastifyInstance } from 'fastify';

/** Payment system 1: a YooKassa-compatible API (v3) — create a payment, read it back. */
export interface PaymentProvider {
  create(payment: CreateProviderPayment, idempotenceKey: string): Promise<ProviderPayment>;
  /** null when the provider does not know the id. */
  get(id: string): Promise<ProviderPayment | null>;
}

/** The provider could not be reached or answered with something unexpected. */
export class ProviderError extends Error {}

export type Fetcher = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<Response>;

const TIMEOUT_MS = 15_000;
/** Where the built-in sandbox is mounted (DEMO=1); see sandbox-routes.ts. */
export const SANDBOX_BASE = '/api/sandbox';

export function yookassaClient(opts: { baseUrl: string; shopId: string; secret: string; fetch: Fetcher }): PaymentProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${opts.shopId}:${opts.secret}`).toString('base64')}`;

  const call = async (method: string, path: string, body?: unknown, idempotenceKey?: string): Promise<ProviderPayment | null> => {
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
    if (!res.ok) throw new ProviderError(`payment provider answered ${res.status}: ${text.slice(0, 200)}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderError('payment provider answered with invalid JSON');
    }
    const parsed = providerPaymentSchema.safeParse(json);
    if (!parsed.success) throw new ProviderError(`unexpected payment shape: ${parsed.error.issues[0]?.message ?? ''}`);
    return parsed.data;
  };

  return {
    async create(payment, idempotenceKey) {
      const created = await call('POST', '/v3/payments', payment, idempotenceKey);
      if (!created) throw new ProviderError('payment provider did not create the payment');
      return created;
    },
    get: (id) => call('GET', `/v3/payments/${encodeURIComponent(id)}`),
  };
}

/** Real HTTP with a timeout. */
export const httpFetcher: Fetcher = (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });

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
    const { PAYMENT_1_URL, PAYMENT_1_SHOP_ID, PAYMENT_1_SECRET, DEMO } = app.config;
    const provider = PAYMENT_1_URL
      ? yookassaClient({ baseUrl: PAYMENT_1_URL, shopId: PAYMENT_1_SHOP_ID, secret: PAYMENT_1_SECRET, fetch: httpFetcher })
      : DEMO
        ? yookassaClient({ baseUrl: `http://sandbox.invalid${SANDBOX_BASE}`, shopId: PAYMENT_1_SHOP_ID, secret: PAYMENT_1_SECRET, fetch: injectFetcher(app) })
        : null;
    providers.set(app.config, provider);
  }
  return providers.get(app.config) ?? null;
}
