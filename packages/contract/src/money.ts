import { z } from 'zod';
import { bonuses, isoDateTime, rowId, url } from './fields';
import { bonusAmountSchema, requestIdSchema, WITHDRAW_METHODS, withdrawalSchema } from './bonuses';

/**
 * The money of a showcase (its network account: the owner's 40 % share; its local fund: «Баланс страницы»), the owner's
 * moves (withdrawal, fund top-up), the audit of every move, payout destinations, and the operator's adjustments.
 * Amounts on the wire are roubles/bonuses with two decimals; the server keeps kopecks.
 */

export const MONEY_AUDIT_ACTIONS = [
  'bonus_payment',
  'withdrawal_requested',
  'withdrawal_paid',
  'withdrawal_rejected',
  'topup_created',
  'topup_paid',
  'topup_canceled',
  'operator_credit',
  'operator_debit',
  'cashback_skipped',
] as const;

export const moneyAuditEntrySchema = z.object({
  id: rowId,
  at: z.string(),
  action: z.enum(MONEY_AUDIT_ACTIONS),
  /** Signed, as it moved the account (a payment out is negative). */
  amount: bonuses,
  actor: z.string().nullable(),
  counterpart: z.string().nullable(),
  reason: z.string(),
});
export type MoneyAuditEntry = z.infer<typeof moneyAuditEntrySchema>;

export const fundTopupSchema = z.object({
  id: rowId,
  amount: bonuses,
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  createdAt: isoDateTime,
  confirmationUrl: url.nullable(),
});

/** GET /api/tg?method=getShowcaseMoney&ShowcaseID= (owner and admins read; only the owner moves money). */
export const showcaseMoneyQuerySchema = z.object({ method: z.literal('getShowcaseMoney'), ShowcaseID: z.coerce.number().int().positive() });
export const showcaseMoneySchema = z.object({
  role: z.enum(['owner', 'admin', 'operator']),
  canMoveMoney: z.boolean(),
  network: z.object({ available: bonuses, pending: bonuses, reserved: bonuses }),
  fund: z.object({ available: bonuses, pending: bonuses }),
  minimumWithdrawal: bonuses,
  withdrawals: z.array(withdrawalSchema),
  topups: z.array(fundTopupSchema),
  audit: z.array(moneyAuditEntrySchema),
});
export type ShowcaseMoney = z.infer<typeof showcaseMoneySchema>;

/** POST /api/tg {method: 'createFundTopup', ShowcaseID, amount}: a card payment into the local fund (owner only). */
export const createFundTopupBodySchema = z.object({
  method: z.literal('createFundTopup'),
  ShowcaseID: rowId.positive(),
  amount: bonusAmountSchema.refine((v) => v >= 1, 'Не меньше 1 ₽'),
  requestId: requestIdSchema.optional(),
});
export const createFundTopupResponseSchema = z.object({ topup: fundTopupSchema, confirmationUrl: url.nullable() });

// ---- payout destinations ----

export const savePayoutDestinationBodySchema = z.object({
  method: z.literal('savePayoutDestination'),
  payoutMethod: z.enum(WITHDRAW_METHODS),
  details: z.string().trim().min(1).max(40),
  bankId: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
});
export const deletePayoutDestinationBodySchema = z.object({ method: z.literal('deletePayoutDestination'), id: rowId.positive() });

// ---- the operator ----

export const ADJUSTABLE_ACCOUNTS = ['user_network', 'user_local', 'showcase_network', 'showcase_fund'] as const;

/** POST /api/tg {method: 'operatorAdjustAccount', kind, userId?, showcaseId?, amount (signed), reason}: credit or debit with a reason. */
export const operatorAdjustBodySchema = z
  .object({
    method: z.literal('operatorAdjustAccount'),
    kind: z.enum(ADJUSTABLE_ACCOUNTS),
    userId: rowId.positive().optional(),
    showcaseId: rowId.positive().optional(),
    amount: z
      .number()
      .refine(
        (v) => v !== 0 && Math.abs(v) <= 100_000_000 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
        'Ненулевая сумма, не больше двух знаков после запятой',
      ),
    reason: z.string().trim().min(3).max(500),
    requestId: requestIdSchema.optional(),
  })
  .refine((b) => (b.kind.startsWith('user_') ? b.userId !== undefined : true) && (b.kind === 'user_network' ? true : b.showcaseId !== undefined), {
    path: ['kind'],
    message: 'Укажите владельца счёта',
  });
export const operatorAdjustResponseSchema = z.object({ balance: z.number() });
