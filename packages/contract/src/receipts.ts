import { z } from 'zod';

/**
 * 54-ФЗ receipts of payment system 1 (the `receipt` object of YooKassa's payments, captures and refunds).
 * VAT rates a product may carry; "none" = без НДС. 22 % is the standard rate from 1 January 2026.
 */
export const VAT_RATES = ['none', '0', '5', '7', '10', '20', '22'] as const;
export type VatRate = (typeof VAT_RATES)[number];

/**
 * YooKassa `vat_code` per rate, from "Отправка чеков сторонней онлайн-кассе: справочник значений параметров"
 * (https://yookassa.ru/developers/54fz/parameters-values, «Коды ставок НДС»): 1 без НДС, 2 — 0 %, 3 — 10 %,
 * 4 — 20 %, 5 — 10/110, 6 — 20/120, 7 — 5 %, 8 — 7 %, 9 — 5/105, 10 — 7/107, and from 2026 11 — 22 %, 12 — 22/122.
 */
export const VAT_CODE: Readonly<Record<VatRate, number>> = { none: 1, '0': 2, '10': 3, '20': 4, '5': 7, '7': 8, '22': 11 };

export const VAT_LABEL: Readonly<Record<VatRate, string>> = {
  none: 'Без НДС',
  '0': '0 %',
  '5': '5 %',
  '7': '7 %',
  '10': '10 %',
  '20': '20 %',
  '22': '22 %',
};

export const PAYMENT_SUBJECTS = ['commodity', 'service', 'payment', 'another'] as const;
export const PAYMENT_MODES = [
  'full_prepayment',
  'partial_prepayment',
  'advance',
  'full_payment',
  'partial_payment',
  'credit',
  'credit_payment',
] as const;

const amountSchema = z.object({ value: z.string().regex(/^\d{1,9}\.\d{2}$/), currency: z.string().length(3) });

export const receiptItemSchema = z.object({
  description: z.string().min(1).max(128),
  /** A decimal string ("2.00") as YooKassa's examples send it; numbers are accepted too. */
  quantity: z.union([z.string().regex(/^\d{1,6}(\.\d{1,3})?$/), z.number().positive()]),
  /** The price of one unit. */
  amount: amountSchema,
  vat_code: z.number().int().min(1).max(12),
  payment_subject: z.enum(PAYMENT_SUBJECTS).optional(),
  payment_mode: z.enum(PAYMENT_MODES).optional(),
});
export type ReceiptItem = z.infer<typeof receiptItemSchema>;

export const receiptSchema = z.object({
  customer: z
    .object({
      full_name: z.string().max(256).optional(),
      email: z.email().optional(),
      /** ITU-T E.164 digits, e.g. 79001234567. */
      phone: z
        .string()
        .regex(/^\d{11,15}$/)
        .optional(),
    })
    .optional(),
  items: z.array(receiptItemSchema).min(1).max(100),
  tax_system_code: z.number().int().min(1).max(6).optional(),
  email: z.email().optional(),
  phone: z
    .string()
    .regex(/^\d{11,15}$/)
    .optional(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** Kopecks of a receipt: Σ unit amount × quantity. */
export function receiptTotal(receipt: Receipt): number {
  return receipt.items.reduce((sum, i) => {
    const [r, k = '00'] = i.amount.value.split('.');
    return sum + Math.round((Number(r) * 100 + Number(k)) * Number(i.quantity));
  }, 0);
}
