import { z } from 'zod';
import { isoDateTime, kopecks, url } from './fields';

/**
 * Delivery (issue 17). Two layers:
 *  1. The wire of CDEK's API v2 (https://api.cdek.ru/v2, test https://api.edu.cdek.ru/v2) as the store uses it — the
 *     client validates every answer with these schemas and the DEMO sandbox answers in them:
 *       POST /v2/oauth/token (form: grant_type=client_credentials, client_id, client_secret) → token
 *       POST /v2/calculator/tarifflist, POST /v2/calculator/tariff                        → prices and periods
 *       GET  /v2/deliverypoints?city_code=&type=PVZ                                         → pickup points
 *       POST /v2/orders (202), GET /v2/orders/{uuid}, DELETE /v2/orders/{uuid}              → shipments
 *       POST /v2/print/waybills, GET /v2/print/waybills/{uuid}, GET …/{uuid}.pdf            → the label
 *       POST /v2/webhooks {type: ORDER_STATUS, url}                                         → status pushes
 *  2. The store's own API: delivery options of an address (GET /api/delivery/options), the choice inside the order,
 *     the shipment and its tracking history in the order views, the seller's courier settings.
 */

// ---------- CDEK API v2 wire ----------

export const cdekTokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
  scope: z.string().optional(),
  jti: z.string().optional(),
});
export type CdekToken = z.infer<typeof cdekTokenSchema>;

/** CDEK's error item: `{code: "v2_…", message}`. */
export const cdekErrorSchema = z.object({ code: z.string(), message: z.string() });
export type CdekError = z.infer<typeof cdekErrorSchema>;

/** A location of the calculator and of orders: by CDEK city code, or by address (with city and coordinates). */
export const cdekLocationSchema = z.object({
  code: z.number().int().optional(),
  postal_code: z.string().optional(),
  country_code: z.string().optional(),
  city: z.string().optional(),
  address: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
export type CdekLocation = z.infer<typeof cdekLocationSchema>;

export const cdekPackageSchema = z.object({
  number: z.string().optional(),
  weight: z.number().int().positive(),
  length: z.number().int().positive().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  comment: z.string().optional(),
  items: z
    .array(
      z.object({
        name: z.string(),
        ware_key: z.string(),
        payment: z.object({ value: z.number() }),
        cost: z.number(),
        weight: z.number().int(),
        amount: z.number().int(),
      }),
    )
    .optional(),
});

export const cdekTariffListRequestSchema = z.object({
  type: z.number().int().optional(),
  date: isoDateTime.optional(),
  currency: z.number().int().optional(),
  lang: z.string().optional(),
  from_location: cdekLocationSchema,
  to_location: cdekLocationSchema,
  packages: z.array(cdekPackageSchema).min(1),
});
export type CdekTariffListRequest = z.infer<typeof cdekTariffListRequestSchema>;
export const cdekTariffRequestSchema = cdekTariffListRequestSchema.extend({ tariff_code: z.number().int() });
export type CdekTariffRequest = z.infer<typeof cdekTariffRequestSchema>;

/** delivery_mode: 1 door-door, 2 door-office, 3 office-door, 4 office-office, 6 door-postamat, 7 office-postamat. */
export const cdekTariffCodeSchema = z.object({
  tariff_code: z.number().int(),
  tariff_name: z.string(),
  tariff_description: z.string().optional(),
  delivery_mode: z.number().int(),
  delivery_sum: z.number(),
  period_min: z.number().int(),
  period_max: z.number().int(),
  calendar_min: z.number().int().optional(),
  calendar_max: z.number().int().optional(),
});
export type CdekTariffCode = z.infer<typeof cdekTariffCodeSchema>;
export const cdekTariffListSchema = z.object({
  tariff_codes: z.array(cdekTariffCodeSchema),
  errors: z.array(cdekErrorSchema).optional(),
});
export type CdekTariffList = z.infer<typeof cdekTariffListSchema>;
export const cdekTariffSchema = z.object({
  delivery_sum: z.number(),
  period_min: z.number().int(),
  period_max: z.number().int(),
  calendar_min: z.number().int().optional(),
  calendar_max: z.number().int().optional(),
  weight_calc: z.number().int(),
  total_sum: z.number(),
  currency: z.string(),
  services: z.array(z.object({ code: z.string(), sum: z.number() })).optional(),
  errors: z.array(cdekErrorSchema).optional(),
});
export type CdekTariff = z.infer<typeof cdekTariffSchema>;

export const cdekDeliveryPointSchema = z.object({
  code: z.string(),
  uuid: z.string().optional(),
  name: z.string(),
  address_comment: z.string().optional(),
  nearest_metro_station: z.string().optional(),
  work_time: z.string(),
  work_time_list: z.array(z.object({ day: z.number().int(), time: z.string() })).optional(),
  phones: z.array(z.object({ number: z.string() })).optional(),
  type: z.enum(['PVZ', 'POSTAMAT']),
  owner_code: z.string().optional(),
  is_handout: z.boolean(),
  is_reception: z.boolean().optional(),
  have_cashless: z.boolean().optional(),
  have_cash: z.boolean().optional(),
  location: z.object({
    country_code: z.string(),
    region_code: z.number().int().optional(),
    region: z.string().optional(),
    city_code: z.number().int(),
    city: z.string(),
    postal_code: z.string().optional(),
    longitude: z.number(),
    latitude: z.number(),
    address: z.string(),
    address_full: z.string(),
  }),
});
export type CdekDeliveryPoint = z.infer<typeof cdekDeliveryPointSchema>;
export const cdekDeliveryPointsSchema = z.array(cdekDeliveryPointSchema);

export const cdekOrderRequestSchema = z.object({
  type: z.number().int().optional(),
  number: z.string().max(40),
  tariff_code: z.number().int(),
  comment: z.string().optional(),
  shipment_point: z.string().optional(),
  delivery_point: z.string().optional(),
  from_location: cdekLocationSchema.optional(),
  to_location: cdekLocationSchema.optional(),
  recipient: z.object({ name: z.string(), phones: z.array(z.object({ number: z.string() })).min(1), email: z.string().optional() }),
  packages: z.array(cdekPackageSchema).min(1),
});
export type CdekOrderRequest = z.infer<typeof cdekOrderRequestSchema>;

export const cdekRequestSchema = z.object({
  request_uuid: z.string().optional(),
  type: z.string(),
  date_time: isoDateTime,
  state: z.enum(['ACCEPTED', 'WAITING', 'SUCCESSFUL', 'INVALID']),
  errors: z.array(cdekErrorSchema).optional(),
});
/** Answer of POST/DELETE /v2/orders, of the print forms and webhooks: the entity's uuid and the request's state. */
export const cdekEntityResponseSchema = z.object({
  entity: z.object({ uuid: z.string() }).optional(),
  requests: z.array(cdekRequestSchema),
});
export type CdekEntityResponse = z.infer<typeof cdekEntityResponseSchema>;

export const cdekStatusSchema = z.object({
  code: z.string(),
  name: z.string(),
  date_time: isoDateTime,
  city: z.string().optional(),
});
export type CdekStatus = z.infer<typeof cdekStatusSchema>;
export const cdekOrderInfoSchema = z.object({
  entity: z.object({
    uuid: z.string(),
    type: z.number().int().optional(),
    cdek_number: z.string().optional(),
    number: z.string().optional(),
    tariff_code: z.number().int(),
    delivery_point: z.string().optional(),
    statuses: z.array(cdekStatusSchema),
  }),
  requests: z.array(cdekRequestSchema),
});
export type CdekOrderInfo = z.infer<typeof cdekOrderInfoSchema>;

export const cdekPrintInfoSchema = z.object({
  entity: z.object({
    uuid: z.string(),
    url: url.optional(),
    statuses: z.array(
      z.object({ code: z.enum(['ACCEPTED', 'PROCESSING', 'READY', 'REMOVED', 'INVALID']), name: z.string(), date_time: isoDateTime }),
    ),
  }),
  requests: z.array(cdekRequestSchema).optional(),
});

export const cdekWebhookRequestSchema = z.object({ type: z.literal('ORDER_STATUS'), url: z.string().min(1).max(1000) });

/** What CDEK posts to the subscribed URL on every status change of an order. */
export const cdekWebhookSchema = z.object({
  type: z.string(),
  date_time: isoDateTime,
  uuid: z.string().min(1).max(64),
  attributes: z.object({
    is_return: z.boolean().optional(),
    cdek_number: z.string().optional(),
    number: z.string().optional(),
    status_code: z.string().optional(),
    status_date_time: isoDateTime.optional(),
    city_name: z.string().optional(),
    city_code: z.string().optional(),
    code: z.string(),
  }),
});
export type CdekWebhook = z.infer<typeof cdekWebhookSchema>;

/** CDEK's status codes the store acts on; the rest are kept in the history only. */
export const CDEK_DELIVERED = 'DELIVERED';
export const CDEK_NOT_DELIVERED = 'NOT_DELIVERED';
export const CDEK_MOVING = [
  'RECEIVED_AT_SHIPMENT_WAREHOUSE',
  'READY_TO_SHIP_AT_SENDING_OFFICE',
  'TAKEN_BY_TRANSPORTER_FROM_SENDER_CITY',
  'SENT_TO_RECIPIENT_CITY',
  'ACCEPTED_IN_RECIPIENT_CITY',
  'ACCEPTED_AT_PICK_UP_POINT',
  'TAKEN_BY_COURIER',
] as const;

// ---------- The store's delivery API ----------

/** How the buyer gets the order: a provider's pickup point, a provider's courier, the seller's own courier. */
export const DELIVERY_METHODS = ['pickup', 'courier', 'seller_courier'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_PROVIDERS = ['cdek', 'seller'] as const;
export type DeliveryProviderId = (typeof DELIVERY_PROVIDERS)[number];

export const PROVIDER_LABEL: Readonly<Record<DeliveryProviderId, string>> = { cdek: 'СДЭК', seller: 'Курьер продавца' };

/** GET /api/delivery/options: the address the buyer chose (city required; the suggestion's id when picked), and a point search. */
export const deliveryOptionsQuerySchema = z.object({
  city: z.string().trim().min(2).max(100),
  address: z.string().trim().max(300).default(''),
  fiasId: z.string().max(64).optional(),
  /** Narrows the pickup points to those whose address, name or metro holds these words. */
  q: z.string().trim().max(100).default(''),
  /** Units in the cart (the parcel's weight is estimated from them). */
  units: z.coerce.number().int().min(1).max(1000).default(1),
});
export type DeliveryOptionsQuery = z.input<typeof deliveryOptionsQuerySchema>;

/** One way to deliver with its price (kopecks) and dates (ISO days, inclusive). */
export const deliveryOptionSchema = z.object({
  provider: z.enum(DELIVERY_PROVIDERS),
  providerName: z.string(),
  method: z.enum(DELIVERY_METHODS),
  tariffCode: z.number().int().nullable(),
  price: kopecks,
  daysMin: z.number().int(),
  daysMax: z.number().int(),
  dateMin: z.string(),
  dateMax: z.string(),
  /** The server's signed quote: sent back in the order as `delivery.choice.quote` (the price cannot be changed by the client). */
  quote: z.string(),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

export const pickupPointSchema = z.object({
  provider: z.enum(DELIVERY_PROVIDERS),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  metro: z.string().nullable(),
  workTime: z.string(),
  type: z.enum(['PVZ', 'POSTAMAT']),
  lat: z.number(),
  lon: z.number(),
  /** From the chosen address (or the city centre), km with one decimal. */
  distanceKm: z.number().nullable(),
  price: kopecks,
  dateMin: z.string(),
  dateMax: z.string(),
  tariffCode: z.number().int().nullable(),
  /** The signed quote of delivery to this point. */
  quote: z.string(),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

export const deliveryOptionsSchema = z.object({
  options: z.array(deliveryOptionSchema),
  points: z.array(pickupPointSchema),
  /** Providers that failed to answer (their options are missing, the rest still work). */
  unavailable: z.array(z.enum(DELIVERY_PROVIDERS)),
});
export type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;

/**
 * The choice inside POST /api/orders `delivery`: the signed quote of the chosen option or pickup point. The server
 * checks its signature, expiry, showcase and city, so the price and the point are the ones it offered; the provider
 * is not asked again, so an order is placed even when the provider is down at that moment.
 */
export const deliveryChoiceSchema = z.object({ quote: z.string().min(10).max(2000) });
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;

export const SHIPMENT_STATES = ['pending', 'created', 'failed', 'cancelled'] as const;

/** The shipment of an order as the buyer and the seller see it. */
export const shipmentViewSchema = z.object({
  provider: z.enum(DELIVERY_PROVIDERS),
  providerName: z.string(),
  state: z.enum(SHIPMENT_STATES),
  trackNumber: z.string().nullable(),
  /** The label PDF can be downloaded (the seller's view only). */
  hasLabel: z.boolean(),
  history: z.array(z.object({ code: z.string(), name: z.string(), at: z.string(), city: z.string().nullable() })),
});
export type ShipmentView = z.infer<typeof shipmentViewSchema>;

/** What the order keeps of the choice (price in kopecks, the point's address as shown at checkout). */
export const orderDeliveryChoiceSchema = z.object({
  provider: z.enum(DELIVERY_PROVIDERS),
  providerName: z.string(),
  tariffCode: z.number().int().nullable(),
  pointCode: z.string().nullable(),
  pointName: z.string().nullable(),
  price: kopecks,
  dateMin: z.string(),
  dateMax: z.string(),
});
export type OrderDeliveryChoice = z.infer<typeof orderDeliveryChoiceSchema>;

/** The seller's own courier of a showcase: a flat price in the cities (zones) listed; none listed = off. */
export const sellerCourierSettingsSchema = z.object({
  enabled: z.boolean(),
  price: kopecks.max(10_000_000),
  /** City names as the address suggestions write them ("Москва", "Химки"). */
  cities: z.array(z.string().trim().min(2).max(100)).max(100),
  daysMin: z.number().int().min(0).max(60),
  daysMax: z.number().int().min(0).max(60),
});
export type SellerCourierSettings = z.infer<typeof sellerCourierSettingsSchema>;
export const DEFAULT_SELLER_COURIER: SellerCourierSettings = { enabled: false, price: 0, cities: [], daysMin: 1, daysMax: 2 };

/** GET/POST /api/seller/showcases/:id/courier (showcase admins only). */
export const sellerCourierBodySchema = sellerCourierSettingsSchema.refine((s) => s.daysMax >= s.daysMin, {
  path: ['daysMax'],
  message: 'Срок «до» не может быть меньше срока «от»',
});
