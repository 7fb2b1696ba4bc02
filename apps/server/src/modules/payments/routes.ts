import { paymentReturnQuerySchema, paymentWebhookSchema } from '@storefront/contract/payments';
import { webPath } from '@storefront/contract/web-paths';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { ProviderError } from './provider';
import { sandboxRoutes } from './sandbox-routes';
import { z } from 'zod';
import { syncPayout } from '../money/payouts';
import { syncTopup, topupShowcase } from '../money/topups';
import { syncRefund } from './refunds';
import { latestPayment, syncPayment } from './service';

const topupReturnQuerySchema = z.object({ topupId: z.coerce.number().int().positive().max(2_147_483_647) });

/** Where the buyer lands after paying: the success page of the order, on the same showcase (`s`). */
function successPath(orderId: number | null, s: unknown): string {
  const path = orderId === null ? '/order/success' : `/order/success/${orderId}`;
  return typeof s === 'string' && /^[A-Za-z0-9_=-]{1,64}$/.test(s) ? `${path}?s=${encodeURIComponent(s)}` : path;
}

/** Payment system 1: the provider's webhook and the buyer's return; the DEMO sandbox of the provider. */
export function paymentRoutes(app: FastifyInstance): void {
  // The provider calls without our CSRF header; nothing in the body is trusted (syncPayment re-reads the payment).
  app.post('/api/payments/1/webhook', { config: { csrf: false, allowBanned: true } }, async (req, reply) => {
    const body = validate(paymentWebhookSchema, req.body ?? {}, requestLocale(req));
    const id = body.object.id;
    const outcome = body.event.startsWith('refund.')
      ? await syncRefund(app, id)
      : body.event.startsWith('payout.')
        ? await syncPayout(app, id)
        : await syncPayment(app, id).then((o) => (o === 'unknown' ? syncTopup(app, id) : o));
    req.log.info({ event: body.event, providerPaymentId: body.object.id, outcome }, 'payment webhook');
    return reply.code(200).send({ ok: true });
  });

  app.get('/api/payments/1/return', { config: { allowBanned: true } }, async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const parsed = paymentReturnQuerySchema.safeParse(query);
    if (!parsed.success) return reply.redirect(successPath(null, query.s), 302);
    const payment = await latestPayment(app.db, parsed.data.orderId);
    if (payment?.providerPaymentId && payment.status === 'pending') {
      // The webhook may not have landed yet: ask the provider now so the page shows the real state.
      await syncPayment(app, payment.providerPaymentId).catch((err: unknown) => {
        if (!(err instanceof ProviderError)) throw err;
        req.log.warn({ err }, 'payment status poll on return failed');
      });
    }
    return reply.redirect(successPath(parsed.data.orderId, query.s), 302);
  });

  // The owner's return from a fund top-up: the payment is polled, then the showcase's money page opens.
  app.get('/api/payments/1/topup-return', async (req, reply) => {
    const parsed = topupReturnQuerySchema.safeParse(req.query);
    const topup = parsed.success ? await topupShowcase(app, parsed.data.topupId) : undefined;
    if (!topup) return reply.redirect('/account/profile', 302);
    if (topup.providerPaymentId) {
      await syncTopup(app, topup.providerPaymentId).catch((err: unknown) => {
        if (!(err instanceof ProviderError)) throw err;
        req.log.warn({ err }, 'top-up status poll on return failed');
      });
    }
    return reply.redirect(webPath('showcaseMoney', { id: topup.showcaseId }), 302);
  });

  if (app.config.DEMO) app.register(sandboxRoutes);
}
