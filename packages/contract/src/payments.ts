import { z } from 'zod';
import { PAYMENT_STATUSES } from './orders';

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
  capture: z.boolean().default(true),
  confirmation: z.object({ type: z.literal('redirect'), return_url: z.url().max(2000) }),
  description: z.string().max(128).default(''),
  metadata: z.record(z.string().max(32), z.string().max(512)).default({}),
});
export type CreateProviderPayment = z.input<typeof createProviderPaymentSchema>;

export const providerPaymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(PAYMENT_STATUSES),
  paid: z.boolean(),
  amount: providerAmountSchema,
  description: z.string().optional(),
  confirmation: z.object({ type: z.string(), confirmation_url: z.string().optional(), return_url: z.string().optional() }).optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  created_at: z.string().optional(),
});
export type ProviderPayment = z.infer<typeof providerPaymentSchema>;

/** POST /api/payments/1/webhook: only the id is used; the payment itself is re-read from the provider. */
export const paymentWebhookSchema = z.object({
  type: z.string().optional(),
  event: z.string().max(100),
  object: z.object({ id: z.string().min(1).max(100) }).loose(),
});

export const paymentReturnQuerySchema = z.object({ orderId: z.coerce.number().int().positive().max(2_147_483_647) });

/** Kopecks as the provider's amount value: 129050 → "1290.50". */
export function toProviderAmount(kopecks: number): string {
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}
