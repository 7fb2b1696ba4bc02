import { toProviderAmount } from '@storefront/contract/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { idempotencyKey } from '../../lib/idempotency';
import { orderStatus, transitionTx } from '../orders/lifecycle';
import { paymentProvider, ProviderError } from './provider';
import { orderPaymentReceipt, PAYMENT_CURRENCY } from './receipt';
import { kickRefunds, queueFullRefund } from './refunds';
import * as payments from './repository';
import type { PaymentRow } from './repository';

export const PAYMENT_SYSTEM_CARD = 1;
export { PAYMENT_CURRENCY };

/** The latest payment of each of the orders: its status and, while pending, where the buyer pays it. */
export function latestPayments(db: Db | Tx, orderIds: readonly number[]): Promise<PaymentRow[]> {
  return payments.latestPayments(db, orderIds);
}

/** The latest payment of one order, if it has any. */
export async function latestPayment(db: Db | Tx, orderId: number): Promise<PaymentRow | undefined> {
  return (await payments.latestPayments(db, [orderId]))[0];
}

/**
 * The card payment of an order just placed, written in the placement's transaction (so an order of card
 * payment never exists without it); it reaches the provider after the commit (`registerWithProvider`).
 */
export async function openCardPayment(tx: Tx, orderId: number, amount: number): Promise<void> {
  await payments.insertPayment(tx, { orderId, systemId: PAYMENT_SYSTEM_CARD, amount, idempotenceKey: idempotencyKey(`order-${orderId}-`) });
}

/** The app's public origin: PUBLIC_URL, else the origin the request came to (behind a proxy with TRUST_PROXY). */
export function publicOrigin(app: FastifyInstance, req: FastifyRequest): string {
  return app.config.PUBLIC_URL ? new URL(app.config.PUBLIC_URL).origin : `${req.protocol}://${req.host}`;
}

/** Where the provider sends the buyer back; it keeps the page's `s` so the same showcase opens. */
export function returnUrl(app: FastifyInstance, req: FastifyRequest, orderId: number): string {
  const url = new URL('/api/payments/1/return', publicOrigin(app, req));
  url.searchParams.set('orderId', String(orderId));
  const s = (req.query as Record<string, unknown> | undefined)?.s;
  if (typeof s === 'string' && s !== '' && s.length <= 64) url.searchParams.set('s', s);
  return url.toString();
}

/**
 * Registers a local payment with the provider (same Idempotence-Key on every retry, so one local payment is
 * never two at the provider) and stores its id and confirmation URL. Returns the URL, or null when the
 * provider is unavailable or has not answered within OUTBOUND_TIMEOUT_MS — the order stays payable and the
 * buyer's "pay" retries with the same key (a late answer is still recorded when it comes).
 */
export async function registerWithProvider(
  app: FastifyInstance,
  payment: PaymentRow,
  order: { id: number; number: string },
  back: string,
): Promise<string | null> {
  let timedOut = false;
  const work = registerNow(app, payment, order, back);
  // A late failure is only logged: nobody waits for it any more.
  work.catch((err: unknown) => {
    if (timedOut) app.log.warn({ err, orderId: order.id }, 'late payment registration failed');
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true;
      app.log.warn({ orderId: order.id, ms: app.config.OUTBOUND_TIMEOUT_MS }, 'payment provider too slow: the order stays payable');
      resolve(null);
    }, app.config.OUTBOUND_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function registerNow(app: FastifyInstance, payment: PaymentRow, order: { id: number; number: string }, back: string): Promise<string | null> {
  const provider = paymentProvider(app);
  if (!provider) return null;
  const receipt = payment.receipt ?? (await orderPaymentReceipt(app.db, order.id, payment.amount));
  if (!payment.receipt) await payments.setPaymentReceipt(app.db, payment.id, receipt);
  try {
    const created = await provider.create(
      {
        amount: { value: toProviderAmount(payment.amount), currency: PAYMENT_CURRENCY },
        capture: true,
        confirmation: { type: 'redirect', return_url: back },
        description: `Заказ ${order.number}`,
        metadata: { orderId: String(order.id) },
        receipt,
      },
      payment.idempotenceKey,
    );
    const url = created.confirmation?.confirmation_url ?? null;
    await payments.setPaymentProvider(app.db, payment.id, created.id, created.status, url);
    if (created.status !== 'pending') await syncPayment(app, created.id);
    return url;
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    app.log.warn({ err, orderId: order.id }, 'payment provider failed to create a payment');
    return null;
  }
}

export type SyncOutcome = 'unknown' | 'mismatch' | 'unchanged' | 'updated';

/**
 * Brings a local payment in line with the provider (webhook, return, retry). The claim that triggered it is
 * never trusted: the payment is read back from the provider by id and must match the local record (amount,
 * currency, order) before anything changes. Succeeded → the order is paid (once); canceled → the payment is
 * marked and the order stays payable.
 */
export async function syncPayment(app: FastifyInstance, providerPaymentId: string): Promise<SyncOutcome> {
  const local = await payments.paymentByProviderId(app.db, providerPaymentId);
  if (!local) {
    app.log.warn({ providerPaymentId }, 'payment notification for an unknown payment ignored');
    return 'unknown';
  }
  const provider = paymentProvider(app);
  if (!provider) return 'unknown';
  const remote = await provider.get(providerPaymentId);
  if (!remote) {
    app.log.warn({ providerPaymentId }, 'the provider does not know the payment; notification ignored');
    return 'unknown';
  }
  const matches =
    remote.id === providerPaymentId &&
    remote.amount.value === toProviderAmount(local.amount) &&
    remote.amount.currency === PAYMENT_CURRENCY &&
    (remote.metadata?.orderId ?? String(local.orderId)) === String(local.orderId);
  if (!matches) {
    app.log.error({ providerPaymentId, orderId: local.orderId, remote: remote.amount }, 'provider payment does not match the local record; ignored');
    return 'mismatch';
  }
  return app.db.transaction(async (tx) => {
    const payment = await payments.lockPayment(tx, local.id);
    if (!payment || payment.status === remote.status || payment.status === 'succeeded' || payment.status === 'canceled') return 'unchanged';
    await payments.setPaymentStatus(tx, payment.id, remote.status);
    if (remote.status !== 'succeeded') return 'updated';
    const status = await orderStatus(tx, payment.orderId);
    if (status === 'awaiting_payment') {
      await transitionTx(tx, app.orderHooks, payment.orderId, 'paid', { userId: null, role: 'system' }, { note: 'Оплата картой получена' });
    } else {
      // Paid after the order was cancelled (expired, or cancelled while the buyer was paying): the money goes back.
      app.log.warn({ orderId: payment.orderId, status }, 'payment succeeded for an order that is no longer awaiting payment: refunding it');
      await queueFullRefund(tx, payment.orderId, payment.id);
      kickRefunds(app);
    }
    return 'updated';
  });
}

/**
 * A payment link for an unpaid card order (buyer's "pay" action and repeated placement): the current pending
 * payment's link when the provider still has it pending, else a fresh payment.
 */
export async function paymentLink(
  app: FastifyInstance,
  req: FastifyRequest,
  order: { id: number; number: string; total: number },
): Promise<string | null> {
  const back = returnUrl(app, req, order.id);
  const latest = await latestPayment(app.db, order.id);
  if (latest?.providerPaymentId) {
    const outcome = await syncPayment(app, latest.providerPaymentId).catch((err: unknown) => {
      if (err instanceof ProviderError) throw new AppError('PAYMENT_PROVIDER_ERROR');
      throw err;
    });
    const now = await latestPayment(app.db, order.id);
    if (now?.status === 'succeeded') return null;
    if (now?.status === 'pending' && now.confirmationUrl && outcome !== 'mismatch') return now.confirmationUrl;
  } else if (latest && latest.status === 'pending') {
    const url = await registerWithProvider(app, latest, order, back);
    if (!url) throw new AppError('PAYMENT_PROVIDER_ERROR');
    return url;
  }
  const fresh = await payments.insertPayment(app.db, {
    orderId: order.id,
    systemId: PAYMENT_SYSTEM_CARD,
    amount: order.total,
    idempotenceKey: idempotencyKey(`order-${order.id}-`),
  });
  const url = await registerWithProvider(app, fresh, order, back);
  if (!url) throw new AppError('PAYMENT_PROVIDER_ERROR');
  return url;
}
