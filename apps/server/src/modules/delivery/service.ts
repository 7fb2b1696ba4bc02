import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CDEK_DELIVERED,
  PROVIDER_LABEL,
  sellerCourierSettingsSchema,
  type DeliveryOption,
  type DeliveryOptions,
  type DeliveryProviderId,
  type OrderDeliveryChoice,
  type PickupPoint,
  type SellerCourierSettings,
  type ShipmentView,
} from '@storefront/contract/delivery';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { ShipmentHistoryEntry } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { notify } from '../notifications/notify';
import { transitionTx } from '../orders/lifecycle';
import { httpFetcher, injectFetcher, type Fetcher } from '../payments/provider';
import { cdekClient, cdekLocation } from './cdek-client';
import { addWorkingDays, cityOf, destinationOf, distanceKm } from './geo';
import { DeliveryProviderError, type DeliveryProvider, type Destination, type Parcel, type Quote } from './provider';
import { QUOTE_TTL_MS, readQuote, signQuote, type QuotePayload } from './quote-token';
import * as repo from './repository';
import { CDEK_SANDBOX_BASE } from './sandbox-routes';
import { sellerCourier } from './seller-courier';

/** A parcel's weight is estimated per unit in the cart (the catalogue has no weights yet). */
export const GRAMS_PER_UNIT = 500;
const SYSTEM = { userId: null, role: 'system' } as const;
const MAX_ATTEMPTS = 20;

// ---------- providers ----------

const cdekProviders = new WeakMap<object, DeliveryProvider | null>();
const fetchOverrides = new WeakMap<object, Fetcher>();

/** Tests: the HTTP the CDEK client uses (e.g. a provider that is down, then up); resets the cached client. */
export function useCdekFetch(app: FastifyInstance, fetcher: Fetcher): void {
  fetchOverrides.set(app.config, fetcher);
  cdekProviders.delete(app.config);
}

/** Where CDEK posts ORDER_STATUS: a path with a token only this server can make (CDEK does not sign its webhooks). */
export function webhookToken(app: FastifyInstance): string {
  return createHmac('sha256', app.config.CDEK_SECRET).update(`cdek-webhook\u0000${app.config.CDEK_ACCOUNT}`).digest('base64url').slice(0, 32);
}

export function webhookUrl(app: FastifyInstance): string {
  const base = (app.config.DELIVERY_WEBHOOK_BASE ?? app.config.PUBLIC_URL ?? `http://127.0.0.1:${app.config.PORT}`).replace(/\/+$/, '');
  return `${base}/api/delivery/cdek/webhook/${webhookToken(app)}`;
}

export function webhookTokenOk(app: FastifyInstance, token: string): boolean {
  const a = Buffer.from(token);
  const b = Buffer.from(webhookToken(app));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** CDEK: CDEK_URL, else the built-in sandbox when DEMO=1 (answered in-process), else none. */
export function cdekProvider(app: FastifyInstance): DeliveryProvider | null {
  if (!cdekProviders.has(app.config)) {
    const { CDEK_URL, CDEK_ACCOUNT, CDEK_SECRET, DEMO, CDEK_FROM_CITY } = app.config;
    const from = destinationOf({ city: CDEK_FROM_CITY, address: '' });
    const override = fetchOverrides.get(app.config);
    const common = { account: CDEK_ACCOUNT, secret: CDEK_SECRET, from: cdekLocation(from), webhookUrl: webhookUrl(app) };
    const provider = CDEK_URL
      ? cdekClient({ ...common, baseUrl: CDEK_URL, fetch: override ?? httpFetcher(app.config.OUTBOUND_TIMEOUT_MS) })
      : DEMO
        ? cdekClient({ ...common, baseUrl: `http://sandbox.invalid${CDEK_SANDBOX_BASE}`, fetch: override ?? injectFetcher(app) })
        : null;
    cdekProviders.set(app.config, provider);
  }
  return cdekProviders.get(app.config) ?? null;
}

export async function courierSettings(db: Db | Tx, showcaseId: number): Promise<SellerCourierSettings | null> {
  const raw = await repo.courierSettings(db, showcaseId);
  const parsed = sellerCourierSettingsSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

async function providerOf(app: FastifyInstance, id: DeliveryProviderId, showcaseId: number): Promise<DeliveryProvider | null> {
  if (id === 'cdek') return cdekProvider(app);
  return sellerCourier(await courierSettings(app.db, showcaseId));
}

// ---------- options at checkout ----------

export interface OptionsInput {
  city: string;
  address: string;
  fiasId?: string | undefined;
  q: string;
  units: number;
}

function matches(p: { name: string; address: string; metro: string | null }, q: string): boolean {
  if (!q) return true;
  const hay = `${p.name} ${p.address} ${p.metro ?? ''}`.toLowerCase().replace(/ё/g, 'е');
  return q
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[\s,.]+/)
    .filter(Boolean)
    .every((word) => hay.includes(word));
}

/**
 * What each provider offers to the address: CDEK's tariffs (courier) and its pickup points near the address (each with
 * the pickup tariff's price and dates), the seller's courier when the showcase delivers there. A provider that fails
 * is listed in `unavailable` and the others still answer. Every option carries a signed quote for the order.
 */
export async function deliveryOptions(app: FastifyInstance, showcaseId: number, input: OptionsInput, now = new Date()): Promise<DeliveryOptions> {
  const to = destinationOf(input);
  const parcel: Parcel = { weightGrams: Math.max(GRAMS_PER_UNIT, input.units * GRAMS_PER_UNIT), value: 0 };
  const options: DeliveryOption[] = [];
  const points: PickupPoint[] = [];
  const unavailable: DeliveryProviderId[] = [];
  const expires = Math.floor((now.getTime() + QUOTE_TTL_MS) / 1000);
  const sign = (p: DeliveryProviderId, q: Quote, point: { code: string; name: string } | null) => {
    const payload: QuotePayload = {
      s: showcaseId,
      p,
      m: q.method,
      t: q.tariffCode,
      pc: point?.code ?? null,
      pn: point?.name ?? null,
      price: q.price,
      d0: addWorkingDays(now, q.daysMin),
      d1: addWorkingDays(now, q.daysMax),
      city: to.city.toLowerCase(),
      w: parcel.weightGrams,
      x: expires,
    };
    return { payload, token: signQuote(app.config, payload) };
  };

  const cdek = cdekProvider(app);
  if (cdek) {
    try {
      const quotes = await cdek.quote(to, parcel);
      const pickup = quotes.find((q) => q.method === 'pickup');
      for (const q of quotes.filter((x) => x.method === 'courier')) {
        const { payload, token } = sign('cdek', q, null);
        options.push(optionOf('cdek', q, payload, token));
      }
      if (pickup) {
        const { payload, token } = sign('cdek', pickup, null);
        options.push(optionOf('cdek', pickup, payload, token));
        const found = await cdek.pickupPoints(to);
        const origin = to.lat !== null && to.lon !== null ? { lat: to.lat, lon: to.lon } : null;
        const listed = found
          .filter((p) => matches(p, input.q))
          .map((p) => ({ p, km: origin ? distanceKm(origin, p) : null }))
          .sort((a, b) => (a.km ?? 0) - (b.km ?? 0))
          .slice(0, 30);
        for (const { p, km } of listed) {
          const signed = sign('cdek', pickup, p);
          points.push({
            provider: 'cdek',
            code: p.code,
            name: p.name,
            address: p.address,
            metro: p.metro,
            workTime: p.workTime,
            type: p.type,
            lat: p.lat,
            lon: p.lon,
            distanceKm: km === null ? null : Math.round(km * 10) / 10,
            price: pickup.price,
            dateMin: signed.payload.d0,
            dateMax: signed.payload.d1,
            tariffCode: pickup.tariffCode,
            quote: signed.token,
          });
        }
      }
    } catch (err) {
      if (!(err instanceof DeliveryProviderError)) throw err;
      app.log.warn({ err }, 'CDEK options failed');
      unavailable.push('cdek');
    }
  }
  const own = sellerCourier(await courierSettings(app.db, showcaseId));
  for (const q of await own.quote(to, parcel)) {
    const { payload, token } = sign('seller', q, null);
    options.push(optionOf('seller', q, payload, token));
  }
  return { options, points, unavailable };
}

function optionOf(provider: DeliveryProviderId, q: Quote, p: QuotePayload, quote: string): DeliveryOption {
  return {
    provider,
    providerName: PROVIDER_LABEL[provider],
    method: q.method,
    tariffCode: q.tariffCode,
    price: q.price,
    daysMin: q.daysMin,
    daysMax: q.daysMax,
    dateMin: p.d0,
    dateMax: p.d1,
    quote,
  };
}

/**
 * The delivery of an order being placed: the signed quote of the option the buyer chose, checked (signature, expiry,
 * showcase, city, method, parcel weight). A stale or foreign quote is a 400 naming `delivery.choice`, so the checkout
 * asks for the choice again without losing the form.
 */
export function verifyChoice(
  app: FastifyInstance,
  showcaseId: number,
  delivery: { method: string; city: string; fiasId?: string | undefined; choice?: { quote: string } | undefined },
  units: number,
  now = Date.now(),
): OrderDeliveryChoice | null {
  if (!delivery.choice) {
    if (delivery.method === 'seller_courier') throw choiceError();
    return null;
  }
  const q = readQuote(app.config, delivery.choice.quote, now);
  const city = (cityOf(delivery.city, delivery.fiasId)?.name ?? delivery.city.trim()).toLowerCase();
  if (!q || q.s !== showcaseId || q.city !== city || q.m !== delivery.method || q.w < Math.max(GRAMS_PER_UNIT, units * GRAMS_PER_UNIT)) {
    throw choiceError();
  }
  return {
    provider: q.p,
    providerName: PROVIDER_LABEL[q.p],
    tariffCode: q.t,
    pointCode: q.pc,
    pointName: q.pn,
    price: q.price,
    dateMin: q.d0,
    dateMax: q.d1,
  };
}

const choiceError = () =>
  new AppError('VALIDATION_FAILED', {}, { 'delivery.choice': 'Стоимость доставки устарела или адрес изменился: выберите способ доставки ещё раз' });

// ---------- shipments ----------

/** Inside the seller's "ship" move: the order's shipment is queued (once; a second ship finds it). */
export async function queueShipment(tx: Tx, orderId: number): Promise<boolean> {
  return repo.queueShipment(tx, orderId);
}

/**
 * Creates the order's shipment at its provider, idempotently: the order number is the provider's `number`, and the
 * CDEK client looks it up before creating. A provider error leaves the shipment pending with a later attempt time
 * (the job runner retries: 1, 2, 4 … minutes, at most 6 hours apart, 20 times, then it is marked failed).
 */
export async function createShipment(app: FastifyInstance, orderId: number, now = new Date()): Promise<'created' | 'retry' | 'failed' | 'skipped'> {
  const s = await repo.shipmentForCreate(app.db, orderId);
  if (!s || s.state !== 'pending') return 'skipped';
  const provider = await providerOf(app, s.provider, s.showcaseId);
  try {
    if (!provider) throw new DeliveryProviderError('delivery provider is not configured');
    const { uuid } = await provider.create({
      orderNumber: s.number,
      tariffCode: s.choice.tariffCode,
      pointCode: s.choice.pointCode,
      destination: destinationOf({ city: s.delivery.city, address: s.delivery.address, fiasId: s.delivery.fiasId ?? null }),
      recipient: { name: s.contact.name, phone: `+${s.contact.phone.replace(/\D/g, '')}`, ...(s.contact.email ? { email: s.contact.email } : {}) },
      parcel: { weightGrams: Math.max(GRAMS_PER_UNIT, s.units * GRAMS_PER_UNIT), value: s.goodsTotal },
      items: s.items,
    });
    const tracking = await provider.track(uuid).catch(() => null);
    const history: ShipmentHistoryEntry[] = tracking?.statuses ?? [
      { code: 'CREATED', name: s.provider === 'seller' ? 'Передан курьеру продавца' : 'Создан', at: now.toISOString(), city: null },
    ];
    await repo.markCreated(app.db, orderId, uuid, tracking?.trackNumber ?? null, history);
    return 'created';
  } catch (err) {
    if (!(err instanceof DeliveryProviderError)) throw err;
    const attempts = s.attempts + 1;
    const failed = attempts >= MAX_ATTEMPTS;
    const delayMs = Math.min(6 * 3_600_000, 60_000 * 2 ** Math.min(attempts - 1, 12));
    await repo.markAttempt(app.db, orderId, attempts, new Date(now.getTime() + delayMs), err.message.slice(0, 500), failed);
    app.log.warn({ err, orderId, attempts }, 'shipment was not created at the provider');
    return failed ? 'failed' : 'retry';
  }
}

/** Job: shipments whose next attempt is due. */
export async function retryShipments(app: FastifyInstance, now: Date): Promise<number> {
  let created = 0;
  for (const orderId of await repo.dueShipments(app.db, now, 50)) {
    if ((await createShipment(app, orderId, now)) === 'created') created++;
  }
  return created;
}

/**
 * Reads the shipment's statuses from the provider (the only source trusted: a webhook is just a hint to look) and
 * applies them: the history is replaced, the track number kept, the buyer told when the parcel reaches the pickup
 * point, and the order moves shipped → delivered on DELIVERED.
 */
export async function syncShipment(app: FastifyInstance, orderId: number): Promise<'delivered' | 'updated' | 'unknown'> {
  const s = await repo.shipmentForSync(app.db, orderId);
  if (!s || s.state !== 'created' || !s.providerUuid || s.provider !== 'cdek') return 'unknown';
  const provider = cdekProvider(app);
  if (!provider) return 'unknown';
  const tracking = await provider.track(s.providerUuid);
  if (!tracking) return 'unknown';
  const codes = new Set(s.history.map((h) => h.code));
  return app.db.transaction(async (tx) => {
    const status = await repo.lockOrderStatus(tx, orderId);
    await repo.updateTracking(tx, orderId, tracking.trackNumber, tracking.statuses);
    const reachedPoint = tracking.statuses.find((t) => t.code === 'ACCEPTED_AT_PICK_UP_POINT' && !codes.has(t.code));
    if (reachedPoint && status?.status === 'shipped') {
      await notify(tx, {
        userId: status.userId,
        type: 'order_status',
        title: `Заказ ${status.number} ждёт вас в пункте выдачи`,
        body: s.pointName
          ? `Пункт выдачи: ${s.pointName}. Возьмите с собой телефон — код получения придёт в SMS.`
          : 'Возьмите с собой телефон — код получения придёт в SMS.',
        link: `/account/profile/orders?id=${orderId}`,
      });
    }
    const delivered = tracking.statuses.find((t) => t.code === CDEK_DELIVERED);
    if (delivered && status?.status === 'shipped') {
      await transitionTx(tx, app.orderHooks, orderId, 'delivered', SYSTEM, { note: `Вручён получателю (${PROVIDER_LABEL.cdek})` });
      return 'delivered';
    }
    return 'updated';
  });
}

/** The order a CDEK webhook names, when its uuid is a shipment of ours. */
export function orderOfShipment(db: Db, provider: DeliveryProviderId, uuid: string): Promise<number | null> {
  return repo.orderOfShipment(db, provider, uuid);
}

/** Job: shipments in transit whose webhook may have been lost are read again (at most 50 a pass). */
export async function pollShipments(app: FastifyInstance): Promise<number> {
  let delivered = 0;
  for (const orderId of await repo.inTransit(app.db, 50)) {
    const outcome = await syncShipment(app, orderId).catch((err: unknown) => {
      if (err instanceof DeliveryProviderError) return 'unknown' as const;
      throw err;
    });
    if (outcome === 'delivered') delivered++;
  }
  return delivered;
}

/** The seller's "deliver" move of an order with the seller's courier: the history records the hand-over. */
export async function recordSellerDelivery(tx: Tx, orderId: number, now = new Date()): Promise<void> {
  await repo.appendHistory(tx, orderId, { code: CDEK_DELIVERED, name: 'Вручён курьером продавца', at: now.toISOString(), city: null });
}

/** The label PDF of an order's shipment (the caller checked the seller's rights on the order). */
export async function shipmentLabel(app: FastifyInstance, orderId: number): Promise<Buffer> {
  const s = await repo.shipmentForSync(app.db, orderId);
  if (!s || s.state !== 'created' || !s.providerUuid) throw new AppError('NOT_FOUND');
  const provider =
    s.provider === 'seller' ? sellerCourier(null, () => Promise.resolve([`Заказ ${s.number}`, `Пункт: ${s.pointName ?? '—'}`])) : cdekProvider(app);
  if (!provider) throw new AppError('NOT_FOUND');
  try {
    return await provider.label(s.providerUuid);
  } catch (err) {
    if (err instanceof DeliveryProviderError)
      throw new AppError('CONFLICT', {}, { label: 'Служба доставки не отдала накладную. Попробуйте через минуту' });
    throw err;
  }
}

/** Shipment views of orders, by order id. */
export async function shipmentViews(db: Db | Tx, orderIds: readonly number[]): Promise<Map<number, ShipmentView>> {
  const found = await repo.shipmentsOf(db, orderIds);
  return new Map(
    found.map((s) => [
      s.orderId,
      {
        provider: s.provider,
        providerName: PROVIDER_LABEL[s.provider],
        state: s.state,
        trackNumber: s.trackNumber,
        hasLabel: s.state === 'created',
        history: s.history,
      },
    ]),
  );
}

export type { Destination };
