import { cdekWebhookSchema, deliveryOptionsQuerySchema, sellerCourierBodySchema } from '@storefront/contract/delivery';
import type { FastifyInstance } from 'fastify';
import { requireShowcase, requireUser } from '../../lib/guards';
import { administeredShowcase } from '../showcases/seller-routes';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { DeliveryProviderError } from './provider';
import { saveCourierSettings } from './repository';
import { cdekSandboxRoutes, pushSandboxWebhooks } from './sandbox-routes';
import { courierSettings, deliveryOptions, orderOfShipment, pollShipments, retryShipments, syncShipment, webhookTokenOk } from './service';

/** Delivery (issue 17): options at checkout, CDEK's status webhook, the seller's courier settings; the DEMO sandbox of CDEK. */
export function deliveryRoutes(app: FastifyInstance): void {
  app.get('/api/delivery/options', async (req) => {
    requireUser(req);
    const showcase = requireShowcase(req);
    const q = validate(deliveryOptionsQuerySchema, req.query, requestLocale(req));
    return deliveryOptions(app, showcase.id, q);
  });

  // CDEK posts without our CSRF header and does not sign: the path's token says it is the URL we subscribed, and
  // nothing of the body is trusted — the order is read again from CDEK (syncShipment), so a forged status does nothing.
  app.post('/api/delivery/cdek/webhook/:token', { config: { csrf: false, allowBanned: true } }, async (req, reply) => {
    const { token } = req.params as { token: string };
    if (!webhookTokenOk(app, token)) return reply.code(401).send({ ok: false });
    const parsed = cdekWebhookSchema.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send({ ok: false });
    const orderId = await orderOfShipment(app.db, 'cdek', parsed.data.uuid);
    if (orderId === null) {
      req.log.info({ uuid: parsed.data.uuid }, 'CDEK webhook for an unknown shipment ignored');
      return { ok: true };
    }
    const outcome = await syncShipment(app, orderId).catch((err: unknown) => {
      if (err instanceof DeliveryProviderError) return 'unknown' as const;
      throw err;
    });
    req.log.info({ orderId, code: parsed.data.attributes.code, outcome }, 'CDEK webhook');
    return { ok: true };
  });

  app.get('/api/seller/showcases/:id/courier', async (req) => {
    const { id } = await administeredShowcase(app, req);
    return { settings: (await courierSettings(app.db, id)) ?? { enabled: false, price: 0, cities: [], daysMin: 1, daysMax: 2 } };
  });

  app.post('/api/seller/showcases/:id/courier', async (req) => {
    const { id } = await administeredShowcase(app, req);
    const settings = validate(sellerCourierBodySchema, req.body ?? {}, requestLocale(req));
    await saveCourierSettings(app.db, id, settings);
    return { settings };
  });

  if (app.config.DEMO) app.register(cdekSandboxRoutes);
}

/** The job runner's delivery tasks: shipments to retry, shipments to poll, and (DEMO) the sandbox's webhooks. */
export function registerDelivery(app: FastifyInstance): void {
  const intervalMs = app.config.DELIVERY_JOBS_INTERVAL_MS;
  app.bonusMaturation.add({ name: 'shipment-retry', intervalMs, run: (now) => retryShipments(app, now) });
  app.bonusMaturation.add({ name: 'shipment-poll', intervalMs: intervalMs * 10, run: () => pollShipments(app) });
  if (app.config.DEMO) app.bonusMaturation.add({ name: 'cdek-sandbox-webhooks', intervalMs, run: (now) => pushSandboxWebhooks(app, now) });
}
