import {
  cdekDeliveryPointsSchema,
  cdekEntityResponseSchema,
  cdekOrderInfoSchema,
  cdekPrintInfoSchema,
  cdekTariffListSchema,
  cdekTokenSchema,
  type CdekLocation,
  type CdekOrderRequest,
} from '@storefront/contract/delivery';
import type { z } from 'zod';
import type { Fetcher } from '../payments/provider';
import { DeliveryProviderError, type DeliveryProvider, type Destination, type Quote } from './provider';

/** CDEK tariffs the store offers: «Посылка склад-склад» (to a pickup point) and «Посылка склад-дверь» (courier). */
export const TARIFF_PICKUP = 136;
export const TARIFF_COURIER = 137;
const OFFERED: ReadonlyMap<number, Quote['method']> = new Map([
  [TARIFF_PICKUP, 'pickup'],
  [TARIFF_COURIER, 'courier'],
]);

export interface CdekClientOptions {
  /** API base including /v2's parent: https://api.cdek.ru (paths below start with /v2). */
  baseUrl: string;
  account: string;
  secret: string;
  fetch: Fetcher;
  /** Where parcels leave from. */
  from: CdekLocation;
  /** Where CDEK posts ORDER_STATUS webhooks; subscribed once per client before the first shipment. */
  webhookUrl: string | null;
  now?: () => number;
}

/** A CDEK location of a destination: the city code when known, else the postal code and the city's name. */
export function cdekLocation(to: Destination): CdekLocation {
  return {
    ...(to.cdekCode !== null ? { code: to.cdekCode } : {}),
    ...(to.postalCode ? { postal_code: to.postalCode } : {}),
    country_code: 'RU',
    city: to.city,
    ...(to.address ? { address: to.address } : {}),
    ...(to.lat !== null && to.lon !== null ? { latitude: to.lat, longitude: to.lon } : {}),
  };
}

const roubles = (kopecks: number) => Math.round(kopecks) / 100;

/**
 * CDEK API v2 over HTTP. OAuth2 client credentials: POST /v2/oauth/token (form) gives a bearer token for `expires_in`
 * seconds; it is reused until a minute before it expires, and fetched again once when an answer is 401.
 */
export function cdekClient(opts: CdekClientOptions): DeliveryProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const now = opts.now ?? Date.now;
  let token: { value: string; until: number } | null = null;
  let subscribed = false;

  async function fetchToken(): Promise<string> {
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: opts.account, client_secret: opts.secret });
    let res: Response;
    try {
      res = await opts.fetch(`${base}/v2/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
      });
    } catch (err) {
      throw new DeliveryProviderError(`CDEK unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) throw new DeliveryProviderError(`CDEK refused the credentials (${res.status})`, 'v2_unauthorized', res.status);
    const parsed = cdekTokenSchema.safeParse(safeJson(text));
    if (!parsed.success) throw new DeliveryProviderError('CDEK token answer is malformed');
    token = { value: parsed.data.access_token, until: now() + (parsed.data.expires_in - 60) * 1000 };
    return token.value;
  }

  async function raw(method: string, path: string, body?: unknown, retried = false): Promise<Response> {
    const bearer = token && token.until > now() ? token.value : await fetchToken();
    let res: Response;
    try {
      res = await opts.fetch(/^https?:\/\//.test(path) ? path : `${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (err) {
      throw new DeliveryProviderError(`CDEK unreachable: ${(err as Error).message}`);
    }
    if (res.status === 401 && !retried) {
      token = null;
      return raw(method, path, body, true);
    }
    return res;
  }

  async function call<S extends z.ZodType>(schema: S, method: string, path: string, body?: unknown): Promise<z.output<S> | null> {
    const res = await raw(method, path, body);
    const text = await res.text();
    const json = safeJson(text);
    if (res.status === 404) return null;
    if (!res.ok) {
      const error = firstError(json);
      throw new DeliveryProviderError(`CDEK answered ${res.status}: ${error?.message ?? text.slice(0, 200)}`, error?.code ?? null, res.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new DeliveryProviderError(`unexpected CDEK answer: ${parsed.error.issues[0]?.message ?? ''}`);
    return parsed.data;
  }

  async function subscribe(): Promise<void> {
    if (subscribed || !opts.webhookUrl) return;
    const res = await call(cdekEntityResponseSchema, 'POST', '/v2/webhooks', { type: 'ORDER_STATUS', url: opts.webhookUrl });
    if (res?.entity) subscribed = true;
  }

  async function byNumber(number: string): Promise<string | null> {
    const found = await call(cdekOrderInfoSchema, 'GET', `/v2/orders?im_number=${encodeURIComponent(number)}`);
    return found?.entity.uuid ?? null;
  }

  return {
    id: 'cdek',
    async quote(to, parcel) {
      const answer = await call(cdekTariffListSchema, 'POST', '/v2/calculator/tarifflist', {
        type: 1,
        currency: 1,
        lang: 'rus',
        from_location: opts.from,
        to_location: cdekLocation(to),
        packages: [{ weight: parcel.weightGrams, length: 30, width: 20, height: 15 }],
      });
      if (!answer) return [];
      return answer.tariff_codes
        .filter((t) => OFFERED.has(t.tariff_code))
        .map((t) => ({
          method: OFFERED.get(t.tariff_code)!,
          tariffCode: t.tariff_code,
          price: Math.round(t.delivery_sum * 100),
          daysMin: t.period_min,
          daysMax: t.period_max,
        }));
    },
    async pickupPoints(to) {
      const q = new URLSearchParams({ country_code: 'RU', type: 'ALL', is_handout: 'true' });
      if (to.cdekCode !== null) q.set('city_code', String(to.cdekCode));
      if (to.fiasId) q.set('fias_guid', to.fiasId);
      if (to.cdekCode === null && !to.fiasId && to.postalCode) q.set('postal_code', to.postalCode);
      const points = (await call(cdekDeliveryPointsSchema, 'GET', `/v2/deliverypoints?${q.toString()}`)) ?? [];
      return points
        .filter((p) => p.is_handout)
        .map((p) => ({
          code: p.code,
          name: p.name,
          address: p.location.address,
          metro: p.nearest_metro_station ?? null,
          workTime: p.work_time,
          type: p.type,
          lat: p.location.latitude,
          lon: p.location.longitude,
        }));
    },
    async create(s) {
      await subscribe();
      const existing = await byNumber(s.orderNumber);
      if (existing) return { uuid: existing };
      const body: CdekOrderRequest = {
        type: 1,
        number: s.orderNumber,
        tariff_code: s.tariffCode ?? TARIFF_PICKUP,
        from_location: opts.from,
        ...(s.pointCode ? { delivery_point: s.pointCode } : { to_location: cdekLocation(s.destination) }),
        recipient: {
          name: s.recipient.name,
          phones: [{ number: s.recipient.phone }],
          ...(s.recipient.email ? { email: s.recipient.email } : {}),
        },
        packages: [
          {
            number: '1',
            weight: s.parcel.weightGrams,
            length: 30,
            width: 20,
            height: 15,
            items: s.items.map((i) => ({
              name: i.name.slice(0, 255),
              ware_key: i.article || 'item',
              payment: { value: 0 },
              cost: roubles(i.price),
              weight: Math.max(
                1,
                Math.round(
                  s.parcel.weightGrams /
                    Math.max(
                      1,
                      s.items.reduce((n, x) => n + x.quantity, 0),
                    ),
                ),
              ),
              amount: i.quantity,
            })),
          },
        ],
      };
      const res = await call(cdekEntityResponseSchema, 'POST', '/v2/orders', body);
      const invalid = res?.requests.find((r) => r.state === 'INVALID');
      if (!res?.entity || invalid) {
        const e = invalid?.errors?.[0];
        throw new DeliveryProviderError(`CDEK refused the order: ${e?.message ?? 'no entity'}`, e?.code ?? null, 400);
      }
      return { uuid: res.entity.uuid };
    },
    async track(uuid) {
      const info = await call(cdekOrderInfoSchema, 'GET', `/v2/orders/${encodeURIComponent(uuid)}`);
      if (!info) return null;
      const statuses = [...info.entity.statuses]
        .sort((a, b) => Date.parse(a.date_time) - Date.parse(b.date_time))
        .map((s) => ({ code: s.code, name: s.name, at: new Date(s.date_time).toISOString(), city: s.city ?? null }));
      return { uuid: info.entity.uuid, trackNumber: info.entity.cdek_number ?? null, statuses };
    },
    async cancel(uuid) {
      const res = await call(cdekEntityResponseSchema, 'DELETE', `/v2/orders/${encodeURIComponent(uuid)}`);
      const invalid = res?.requests.find((r) => r.state === 'INVALID');
      if (invalid)
        throw new DeliveryProviderError(`CDEK refused to cancel: ${invalid.errors?.[0]?.message ?? ''}`, invalid.errors?.[0]?.code ?? null);
    },
    async label(uuid) {
      const made = await call(cdekEntityResponseSchema, 'POST', '/v2/print/waybills', { orders: [{ order_uuid: uuid }], copy_count: 1 });
      if (!made?.entity) throw new DeliveryProviderError('CDEK did not make the waybill');
      const info = await call(cdekPrintInfoSchema, 'GET', `/v2/print/waybills/${encodeURIComponent(made.entity.uuid)}`);
      const ready = info?.entity.statuses.some((s) => s.code === 'READY');
      if (!info?.entity.url || !ready) throw new DeliveryProviderError('CDEK waybill is not ready yet', 'v2_print_not_ready');
      // CDEK gives an absolute URL of the PDF on its own host; it needs the same bearer token.
      const res = await raw('GET', info.entity.url);
      if (!res.ok) throw new DeliveryProviderError(`CDEK waybill download failed (${res.status})`);
      return Buffer.from(await res.arrayBuffer());
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** CDEK errors come as `{errors: [...]}` or inside `{requests: [{errors: [...]}]}`. */
function firstError(json: unknown): { code: string; message: string } | null {
  if (!json || typeof json !== 'object') return null;
  const o = json as { errors?: Array<{ code: string; message: string }>; requests?: Array<{ errors?: Array<{ code: string; message: string }> }> };
  return o.errors?.[0] ?? o.requests?.find((r) => r.errors?.length)?.errors?.[0] ?? null;
}
