import { z } from 'zod';
import { idParam, isoDateTime, url } from './fields';
import { PAYMENT_STATUSES } from './orders';
import { receiptSchema } from './receipts';

/**
 * Payment system 1: the wire shapes of a YooKassa-compatible provider API (v3), which the built-in
 * sandbox serves as well. Amounts are decimal strings of roubles ("1290.00").
 */
export const providerAmountSchema = z.object({
  value: z.string().regex(/^\d{1,9}\.\d{2}$/),
  currency: z.string().length(3),
});

export const createProviderPaymentSchema = z.object({
  amount: providerAmountSchema,
  capture: z.boolean().default(false),
  confirmation: z.object({ type: z.literal('redirect'), return_url: z.url().max(2000) }),
  description: z.string().max(128).default(''),
  metadata: z.record(z.string().max(32), z.string().max(512)).default({}),
  receipt: receiptSchema.optional(),
});
export type CreateProviderPayment = z.input<typeof createProviderPaymentSchema>;

export const providerPaymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(PAYMENT_STATUSES),
  paid: z.boolean(),
  amount: providerAmountSchema,
  description: z.string().optional(),
  confirmation: z.object({ type: z.string(), confirmation_url: url.optional(), return_url: url.optional() }).optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  created_at: isoDateTime.optional(),
  test: z.boolean().optional(),
  refundable: z.boolean().optional(),
  refunded_amount: providerAmountSchema.optional(),
  recipient: z.object({ account_id: z.string(), gateway_id: z.string().optional() }).optional(),
});
export type ProviderPayment = z.infer<typeof providerPaymentSchema>;

/** POST /v3/payments/{id}/capture: the amount to take (≤ the payment's; all of it by default) and its receipt. */
export const captureProviderPaymentSchema = z.object({ amount: providerAmountSchema.optional(), receipt: receiptSchema.optional() });

// ---- Refunds (POST /v3/refunds, GET /v3/refunds/{id}) ----

export const REFUND_STATUSES = ['pending', 'succeeded', 'canceled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const createProviderRefundSchema = z.object({
  payment_id: z.string().min(1).max(64),
  amount: providerAmountSchema,
  description: z.string().max(250).optional(),
  receipt: receiptSchema.optional(),
  metadata: z.record(z.string().max(32), z.string().max(512)).optional(),
});
export type CreateProviderRefund = z.input<typeof createProviderRefundSchema>;

export const providerRefundSchema = z.object({
  id: z.string().min(1),
  payment_id: z.string(),
  status: z.enum(REFUND_STATUSES),
  amount: providerAmountSchema,
  created_at: isoDateTime.optional(),
  description: z.string().optional(),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).optional(),
});
export type ProviderRefund = z.infer<typeof providerRefundSchema>;

// ---- Payouts (POST /v3/payouts, GET /v3/payouts/{id}) ----

export const payoutDestinationDataSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bank_card'), card: z.object({ number: z.string().regex(/^\d{13,19}$/) }) }),
  z.object({ type: z.literal('sbp'), phone: z.string().regex(/^\d{11,15}$/), bank_id: z.string().regex(/^\d{1,12}$/) }),
  z.object({ type: z.literal('yoo_money'), account_number: z.string().regex(/^\d{11,33}$/) }),
]);
export type PayoutDestinationData = z.infer<typeof payoutDestinationDataSchema>;

export const createProviderPayoutSchema = z.object({
  amount: providerAmountSchema,
  payout_destination_data: payoutDestinationDataSchema,
  description: z.string().max(128).optional(),
  metadata: z.record(z.string().max(32), z.string().max(512)).optional(),
});
export type CreateProviderPayout = z.input<typeof createProviderPayoutSchema>;

export const PAYOUT_STATUSES = ['pending', 'succeeded', 'canceled'] as const;

export const providerPayoutSchema = z.object({
  id: z.string().min(1),
  status: z.enum(PAYOUT_STATUSES),
  amount: providerAmountSchema,
  payout_destination: z.record(z.string(), z.unknown()).optional(),
  description: z.string().optional(),
  created_at: isoDateTime.optional(),
  test: z.boolean().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).optional(),
});
export type ProviderPayout = z.infer<typeof providerPayoutSchema>;

/** YooKassa's error body: `{type: "error", id, code, description, parameter}`. */
export const providerErrorSchema = z.object({
  type: z.literal('error'),
  id: z.string(),
  code: z.string(),
  description: z.string().optional(),
  parameter: z.string().optional(),
});

/** POST /api/payments/1/webhook: only the id is used; the payment itself is re-read from the provider. */
export const paymentWebhookSchema = z.object({
  type: z.string().optional(),
  event: z.string().max(100),
  object: z.object({ id: z.string().min(1).max(100) }).loose(),
});

export const paymentReturnQuerySchema = z.object({ orderId: idParam });

/** Kopecks as the provider's amount value: 129050 → "1290.50". */
export function toProviderAmount(kopecks: number): string {
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}
