import { z } from 'zod';
import { count, idInput, idParam as id, kopecks, pageParam, pager, rowId } from './fields';
import { buyerOrderActionSchema, ORDER_STATUSES, orderEventSchema, orderHeadSchema, orderLineBaseSchema, orderRefundSchema } from './orders';
import { DELIVERY_METHODS, orderDeliveryChoiceSchema, shipmentViewSchema } from './delivery';
import { SALE_ORDERS_EXPORT_MAX_DAYS, SELLER_ACTIONS, TRACKING_NUMBER_PATTERN } from './sale-order-rules';

export * from './sale-order-rules';

/**
 * Sale orders (issue 5): the orders placed on the showcases a seller owns or administers.
 * GET /api/account/sale-orders/ (list, ?id= one), GET /api/account/sale-orders/export.csv, and the seller's
 * `orderAction` types on POST /api/ajax/ (`as: 'seller'`).
 */

/** A calendar day, YYYY-MM-DD, that exists. */
const day = z.iso.date();

const periodChecks = <T extends { from?: string | undefined; to?: string | undefined }>(value: T, ctx: z.RefinementCtx) => {
  if (value.from && value.to && value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Дата «по» раньше даты «с»' });
};

/** GET /api/account/sale-orders/: filters and the zero-based page (spec §4 paging); `id` asks for one order. */
export const saleOrdersQuerySchema = z
  .object({
    id: id.optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    from: day.optional(),
    to: day.optional(),
    showcaseId: id.optional(),
    page: pageParam,
  })
  .superRefine(periodChecks);
export type SaleOrdersQuery = z.input<typeof saleOrdersQuerySchema>;

/** GET /api/account/sale-orders/export.csv?from&to[&showcaseId]: the period is required. */
export const saleOrdersExportQuerySchema = z.object({ from: day, to: day, showcaseId: id.optional() }).superRefine((value, ctx) => {
  periodChecks(value, ctx);
  const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
  if (days >= SALE_ORDERS_EXPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `Период выгрузки — не больше ${SALE_ORDERS_EXPORT_MAX_DAYS} дней` });
});
export type SaleOrdersExportQuery = z.input<typeof saleOrdersExportQuerySchema>;

const sellerBase = { action: z.literal('orderAction'), as: z.literal('seller'), orderId: idInput };

/** POST /api/ajax/ {action: 'orderAction', as: 'seller', orderId, type, …}: a seller moves an order of a showcase they administer. */
export const sellerOrderActionSchema = z.discriminatedUnion('type', [
  z.object({ ...sellerBase, type: z.literal('confirm') }),
  z.object({ ...sellerBase, type: z.literal('assemble') }),
  z.object({
    ...sellerBase,
    type: z.literal('ship'),
    /** Required when the order has no delivery provider; with one, the provider's shipment gives the number. */
    trackingNumber: z.string().trim().regex(TRACKING_NUMBER_PATTERN, 'Трек-номер: от 3 до 40 латинских букв, цифр, пробелов и дефисов').optional(),
  }),
  z.object({ ...sellerBase, type: z.literal('deliver') }),
  z.object({ ...sellerBase, type: z.literal('cancel'), reason: z.string().trim().min(3, 'Укажите причину отмены: не меньше 3 символов').max(500) }),
]);
export type SellerOrderActionBody = z.input<typeof sellerOrderActionSchema>;

export const saleOrderBuyerSchema = z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() });

export const saleOrderListItemSchema = orderHeadSchema.extend({
  buyerName: z.string(),
  itemsCount: count,
  total: kopecks,
  trackingNumber: z.string().nullable(),
});
export type SaleOrderListItem = z.infer<typeof saleOrderListItemSchema>;

/** The seller sees the lines as bought, without the buyer's claim flag. */
export const saleOrderLineSchema = orderLineBaseSchema;

export const saleOrderSchema = saleOrderListItemSchema.extend({
  buyer: saleOrderBuyerSchema,
  delivery: z.object({ method: z.enum(DELIVERY_METHODS), city: z.string(), address: z.string() }),
  deliveryChoice: orderDeliveryChoiceSchema.nullable().optional(),
  shipment: shipmentViewSchema.nullable().optional(),
  comment: z.string(),
  lines: z.array(saleOrderLineSchema),
  goodsTotal: kopecks,
  bonusNetworkSpent: kopecks,
  bonusLocalSpent: kopecks,
  /** Status of the latest payment, when there is one. */
  paymentStatus: z.string().nullable(),
  /** Refunds of a card-paid order, oldest first. */
  refunds: z.array(orderRefundSchema).optional(),
  events: z.array(orderEventSchema),
  /** The moves the seller may make now (only legal ones). */
  actions: z.array(z.enum(SELLER_ACTIONS)),
});
export type SaleOrder = z.infer<typeof saleOrderSchema>;

/** The showcases the list covers (for the showcase filter). */
export const saleOrdersShowcaseSchema = z.object({ id: rowId, name: z.string() });

export const saleOrdersResponseSchema = z.object({
  orders: z.array(saleOrderListItemSchema),
  pager: pager.extend({ total: count }),
  showcases: z.array(saleOrdersShowcaseSchema),
});
export type SaleOrdersResponse = z.infer<typeof saleOrdersResponseSchema>;

export const saleOrderResponseSchema = z.object({ order: saleOrderSchema });
export type SaleOrderResponse = z.infer<typeof saleOrderResponseSchema>;

/** Every `orderAction` of /api/ajax/: the buyer's (no `as`, or `as: 'buyer'`) and the seller's (`as: 'seller'`). */
export const orderActionSchema = z.discriminatedUnion('as', [buyerOrderActionSchema, sellerOrderActionSchema]);
