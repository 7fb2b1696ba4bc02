import { z } from 'zod';
import { count, idInput, isoDateTime, kopecks, rowId, url } from './fields';
import { checkoutConsentsSchema } from './consent';
import { deliveryChoiceSchema, DELIVERY_METHODS, orderDeliveryChoiceSchema, shipmentViewSchema } from './delivery';
import { PAYMENT_SYSTEM_IDS } from './constants';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY, normalisePhone, RU_PHONE } from './order-rules';

/** Order states of DESIGN §6. */
export const ORDER_STATUSES = [
  'new',
  'awaiting_payment',
  'paid',
  'assembling',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'waiting_for_capture', 'succeeded', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY, normalisePhone, RU_PHONE };

export const contactSchema = z.object({
  name: z.string().trim().min(2).max(100),
  phone: z.string().trim().regex(RU_PHONE),
  email: z.union([z.literal(''), z.email().max(200)]).optional(),
});

export const deliverySchema = z.object({
  method: z.enum(DELIVERY_METHODS),
  city: z.string().trim().min(2).max(100),
  address: z.string().trim().min(5).max(300),
  /** The suggestion service's id of the chosen address, when one was picked. */
  fiasId: z.string().max(64).optional(),
  /** The provider, tariff and pickup point chosen from GET /api/delivery/options (issue 17). */
  choice: deliveryChoiceSchema.optional(),
});

/** POST /api/orders with header Idempotency-Key (IDEMPOTENCY_KEY); the same key returns the same order. */
export const placeOrderBodySchema = z.object({
  contact: contactSchema,
  delivery: deliverySchema,
  paymentSystemId: z.union(PAYMENT_SYSTEM_IDS.map((id) => z.literal(id)) as [z.ZodLiteral<1>, z.ZodLiteral<2>]),
  /** Bonuses to spend, in kopecks (1 bonus = 1 ₽ = 100). */
  bonusNetwork: kopecks.min(0).default(0),
  bonusLocal: kopecks.min(0).default(0),
  comment: z.string().trim().max(1000).default(''),
  /** 152-ФЗ: the consent documents ticked at checkout; the order purpose is required (issue 17). */
  consents: checkoutConsentsSchema.default({}),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

/** GET /api/orders/checkout: what the checkout screen needs to show caps and totals before placing. */
export const checkoutInfoSchema = z.object({
  goodsTotal: kopecks,
  itemsCount: count,
  bonus: z.object({
    networkAvailable: kopecks,
    localAvailable: kopecks,
    /** Network bonuses may pay up to 50 % of the goods, local ones up to 100 % (DESIGN §6). */
    networkCap: kopecks,
    localCap: kopecks,
  }),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  city: z.string(),
  paymentSystems: z.array(z.object({ id: rowId, available: z.boolean() })),
  acceptsOrders: z.boolean(),
  /** Where the client asks for address suggestions: `${url || api base}/suggest/address` with `Authorization: Token {token}`. */
  suggest: z.object({ url: url, token: z.string() }),
});
export type CheckoutInfo = z.infer<typeof checkoutInfoSchema>;

/** One line of an order as bought: what the buyer, the seller and a claim all show. */
export const orderLineBaseSchema = z.object({
  id: rowId,
  productId: rowId,
  name: z.string(),
  article: z.string(),
  price: kopecks,
  quantity: count,
  picture: url.nullable(),
});
export type OrderLineBase = z.infer<typeof orderLineBaseSchema>;

export const orderLineSchema = orderLineBaseSchema.extend({
  /** A claim can be made on this line (delivered or completed order, none open yet). */
  claimable: z.boolean(),
});

export const orderEventSchema = z.object({ status: z.enum(ORDER_STATUSES), at: z.string(), note: z.string() });

/** What every view of an order starts with: the buyer's order and the seller's sale order. */
export const orderHeadSchema = z.object({
  id: rowId,
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  showcaseId: rowId,
  showcaseName: z.string(),
  createdAt: isoDateTime,
  paymentSystemId: rowId,
});

/** Money given back for a card-paid order (cancellation, return, a claim's partial return); amount in kopecks. */
export const orderRefundSchema = z.object({
  id: rowId,
  amount: kopecks,
  status: z.enum(['pending', 'succeeded', 'canceled']),
  createdAt: isoDateTime,
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderSchema = orderHeadSchema.extend({
  payment: z.object({ status: z.enum(PAYMENT_STATUSES), confirmationUrl: url.nullable() }).nullable(),
  goodsTotal: kopecks,
  bonusNetworkSpent: kopecks,
  bonusLocalSpent: kopecks,
  total: kopecks,
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string().optional() }),
  delivery: z.object({ method: z.enum(DELIVERY_METHODS), city: z.string(), address: z.string() }),
  /** The delivery chosen at checkout and its price (part of `total`); null for orders without a provider. */
  deliveryChoice: orderDeliveryChoiceSchema.nullable().optional(),
  deliveryPrice: kopecks.optional(),
  shipment: shipmentViewSchema.nullable().optional(),
  comment: z.string(),
  trackingNumber: z.string().nullable(),
  lines: z.array(orderLineSchema),
  events: z.array(orderEventSchema),
  /** What the buyer may do now. */
  canCancel: z.boolean(),
  canPay: z.boolean(),
  /** Money given back for a card-paid order (cancellation, return, a claim's partial return), oldest first. */
  refunds: z.array(orderRefundSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** Answer of POST /api/orders: the order, and where to pay it when paying online. */
export const placeOrderResponseSchema = z.object({ order: orderSchema, confirmationUrl: url.nullable() });

/** GET /api/account/orders/ → list; with ?id= → one order. */
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });
export const orderResponseSchema = z.object({ order: orderSchema });

/**
 * POST /api/ajax/ {action: 'orderAction', orderId, type} — the buyer's actions on their own order:
 * cancel, repeat, pay, and confirmReceipt (delivered → completed, which starts the bonuses' maturation).
 * The seller's types of the same action (`as: 'seller'`) are in sale-orders.ts.
 */
const buyerActionBase = {
  action: z.literal('orderAction'),
  as: z.literal('buyer').optional(),
  orderId: idInput,
};
export const buyerOrderActionSchema = z.discriminatedUnion('type', [
  z.object({ ...buyerActionBase, type: z.literal('cancel') }),
  z.object({ ...buyerActionBase, type: z.literal('repeat') }),
  z.object({ ...buyerActionBase, type: z.literal('pay') }),
  z.object({ ...buyerActionBase, type: z.literal('confirmReceipt') }),
]);

/** Answer of an orderAction: the order as it is now; `pay` adds where to pay, `repeat` what went to the cart. */
export const repeatLineSchema = z.object({ productId: rowId, name: z.string(), quantity: count });
export const orderActionResponseSchema = z.object({
  order: orderSchema,
  confirmationUrl: url.nullable().optional(),
  added: z.array(repeatLineSchema).optional(),
  /** Lines that could not go to the cart in full: `quantity` is how many did (0 when none). */
  skipped: z.array(repeatLineSchema.extend({ requested: z.number().int() })).optional(),
});
export type OrderActionResponse = z.infer<typeof orderActionResponseSchema>;
