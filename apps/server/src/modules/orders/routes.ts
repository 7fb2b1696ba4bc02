import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY, placeOrderBodySchema } from '@storefront/contract/orders';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { requireShowcase, requireUser } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import { storeShowcase } from '../../lib/owner';
import { validate } from '../../lib/validate';
import { placedResponse } from '../payments/placed';
import { fieldText } from './messages';
import { placeOrder } from './place-order';
import { cardPaymentsOn, checkoutInfo } from './service';
import { localizeEvents } from './event-notes';
import { buyerOrder, buyerOrders } from './views';

const accountOrdersQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647).optional() });

function idempotencyKey(req: FastifyRequest): string {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  const locale = requestLocale(req);
  if (raw === undefined || raw === '') throw new AppError('VALIDATION_FAILED', {}, { 'Idempotency-Key': fieldText(locale, 'keyMissing') });
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY.test(raw))
    throw new AppError('VALIDATION_FAILED', {}, { 'Idempotency-Key': fieldText(locale, 'keyInvalid') });
  return raw;
}

/** Per-IP and per-session limits on placing orders (DESIGN §5: checkout is rate limited). */
function checkoutLimiter(app: FastifyInstance) {
  const byIp = app.createRateLimit({ max: app.config.CHECKOUT_RATE_PER_IP, timeWindow: 60_000, keyGenerator: (req) => `checkout-ip:${req.ip}` });
  const bySession = app.createRateLimit({
    max: app.config.CHECKOUT_RATE_PER_SESSION,
    timeWindow: 60_000,
    keyGenerator: (req) => `checkout-session:${req.session?.hash ?? ''}`,
  });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const checks = [await byIp(req), ...(req.session ? [await bySession(req)] : [])];
    const exceeded = checks.find((c) => !c.isAllowed && c.isExceeded);
    if (exceeded && !exceeded.isAllowed) {
      reply.header('retry-after', exceeded.ttlInSeconds);
      throw new AppError('RATE_LIMITED');
    }
  };
}

/** The share link's campaign this visit came with to this showcase (kept in the session by startup), for the dashboard. */
function campaignOf(req: FastifyRequest, showcaseId: number): string | null {
  const referral = req.session?.data.referral;
  return referral?.showcaseId === showcaseId ? referral.cmp : null;
}

/** Checkout and the buyer's orders (issue 4). Writes other than placing go through /api/ajax/ (methods.ts). */
export function orderRoutes(app: FastifyInstance): void {
  app.get('/api/orders/checkout', async (req) => checkoutInfo(app, requireUser(req), requireShowcase(req)));

  // A placement changes stock, orders and the buyer's own rows: the showcase settings kept in the read cache stay.
  app.post('/api/orders', { preHandler: checkoutLimiter(app), config: { readCacheScope: 'stock' } }, async (req, reply) => {
    const user = requireUser(req);
    const showcase = storeShowcase(req);
    const idempotency = idempotencyKey(req);
    const locale = requestLocale(req);
    const body = validate(placeOrderBodySchema, req.body ?? {}, locale);
    const placed = await placeOrder(app, {
      userId: user.id,
      showcase,
      idempotencyKey: idempotency,
      body,
      locale,
      cardPaymentsOn: cardPaymentsOn(app),
      ip: req.ip,
      cmp: campaignOf(req, showcase.id),
    });
    // A new order with nothing to pay now comes with its view; a card order (or a repeated key) is read back.
    const response = placed.view ? { order: placed.view, confirmationUrl: null } : await placedResponse(app, req, user.id, placed.orderId);
    return reply.code(placed.created ? 201 : 200).send({ ...response, order: localizeEvents(response.order, locale) });
  });

  app.get('/api/account/orders', async (req) => {
    const user = requireUser(req);
    const { id } = validate(accountOrdersQuery, { id: (req.query as Record<string, unknown>).id }, requestLocale(req));
    const locale = requestLocale(req);
    if (id === undefined) return { orders: (await buyerOrders(app.db, user.id)).map((order) => localizeEvents(order, locale)) };
    const order = await buyerOrder(app.db, user.id, id);
    if (!order) throw new AppError('NOT_FOUND');
    return { order: localizeEvents(order, locale) };
  });
}
