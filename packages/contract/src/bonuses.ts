import { z } from 'zod';
import { bonuses, count, isoDateTime, pageParam, pager, refCode, rowId, url } from './fields';
import { RU_PHONE } from './orders';

/**
 * Bonus wire shapes (spec §3 "Bonus transaction", "Bonus response"; §7 getClientBonusTransactions,
 * getWithdrawBonusesData, create withdraw, bonus payment, mlm transfer, fictitious sale order).
 * Amounts on the wire are bonuses (1 bonus = 1 ₽), two decimals at most; the server keeps kopecks.
 */

/** Transactions per page of getClientBonusTransactions. */
export const BONUS_PAGE_SIZE = 10;

/** The sort modal's choices (saved under SortingBonuses): none keeps the server's order (newest first). */
export const BONUS_SORTS = ['first', 'last'] as const;
export type BonusSort = (typeof BONUS_SORTS)[number];

export const WITHDRAW_METHODS = ['card', 'sbp', 'yoomoney'] as const;
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];
/** requested → processing (a provider payout is under way) → paid | rejected. */
export const WITHDRAWAL_STATUSES = ['requested', 'processing', 'paid', 'rejected'] as const;

/** SBP participants a payout may go to (YooKassa's bank_id of GET /v3/sbp_banks). */
export const SBP_BANKS = [
  { id: '100000000111', name: 'Сбербанк' },
  { id: '100000000004', name: 'Т-Банк' },
  { id: '100000000005', name: 'ВТБ' },
  { id: '100000000008', name: 'Альфа-Банк' },
  { id: '100000000007', name: 'Райффайзенбанк' },
  { id: '100000000001', name: 'Газпромбанк' },
  { id: '100000000022', name: 'ЮMoney' },
] as const;
export const isSbpBank = (id: string | undefined): boolean => SBP_BANKS.some((b) => b.id === id);

/** A YooMoney wallet number: 11–20 digits, starting with 41. */
export const isValidWallet = (input: string): boolean => /^41\d{9,18}$/.test(input.replace(/\s/g, ''));
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** A positive amount of bonuses with at most two decimals (kopecks). */
export const bonusAmountSchema = z.coerce
  .number()
  .positive()
  .max(100_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'Не больше двух знаков после запятой' });

export const toKopecks = (bonuses: number): number => Math.round(bonuses * 100);

/** Luhn checksum of a card number (spaces and dashes ignored; 13–19 digits). */
export function isValidCardNumber(input: string): boolean {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** SBP pays to a Russian phone number: +7 (912) 345-67-89, 8 912 345 67 89… */
export const isValidSbpPhone = (input: string): boolean => RU_PHONE.test(input.trim());

export function isValidWithdrawDetails(method: WithdrawMethod, details: string): boolean {
  return method === 'card' ? isValidCardNumber(details) : method === 'sbp' ? isValidSbpPhone(details) : isValidWallet(details);
}

/** What the server keeps and shows of payout details: the last four digits of a card, the last two pairs of a phone. */
export function maskWithdrawDetails(method: WithdrawMethod, details: string): string {
  const digits = details.replace(/\D/g, '');
  if (method === 'card') return `•••• ${digits.slice(-4)}`;
  if (method === 'yoomoney') return `ЮMoney •••• ${digits.slice(-4)}`;
  const phone = digits.slice(-10);
  return `+7 ••• •••-${phone.slice(6, 8)}-${phone.slice(8, 10)}`;
}

// ---- getClientBonusTransactions ----

export const bonusTransactionsQuerySchema = z.object({
  method: z.literal('getClientBonusTransactions'),
  /** Zero-based page (spec §4). */
  page: pageParam,
  sort: z.enum(BONUS_SORTS).optional(),
});

export const BONUS_ENTRY_STATUSES = ['pending', 'available', 'reversed'] as const;
/** What an entry means to its owner now: withdrawn = a debit that left the network (a paid withdrawal). */
export const BONUS_ENTRY_STATES = ['pending', 'available', 'reversed', 'withdrawn'] as const;

export const bonusTransactionSchema = z.object({
  Id: rowId,
  /** ISO date-time. */
  TransactionDate: isoDateTime,
  /** The operation's name in the shopper's language. */
  BonusOperationName: z.string(),
  /** Operation code (referral, cashback, spend, transfer_in, withdrawal, …). */
  Operation: z.string(),
  /** Bonuses: positive = credit, negative = debit. */
  Amount: bonuses,
  /** pending = expected (not spendable yet), reversed = cancelled with its order. */
  Status: z.enum(BONUS_ENTRY_STATUSES),
  ShowcaseName: z.string().nullable(),
  ShowcaseBotName: z.string().nullable(),
  /** true: a local (this showcase's) bonus; false: a network bonus. */
  ShowcaseBonus: z.boolean(),
  /** Exact kopecks of Amount (format as money: «2 393,40»). */
  AmountKopecks: z.number().int(),
  State: z.enum(BONUS_ENTRY_STATES),
  /** ISO date a pending entry becomes available; null while its order is not completed yet, or when not pending. */
  ReleaseDate: isoDateTime.nullable(),
  OrderId: rowId.nullable(),
  OrderNumber: z.string().nullable(),
  /** The buyer of the order the entry came from (referral lines, owner share), when it is not the viewer. */
  BuyerName: z.string().nullable(),
  ShowcaseId: rowId.nullable(),
  /** Referral line 1–3. */
  Level: z.number().int().nullable(),
});
export type BonusTransaction = z.infer<typeof bonusTransactionSchema>;

export const bonusBalanceSchema = z.object({
  /** Network bonuses spendable now (reserved withdrawals excluded). */
  GlobalValue: bonuses,
  /** Local bonuses of the current showcase ("Бонусов страницы"). */
  LocalValue: bonuses,
});

export const bonusTransactionsResponseSchema = z.object({
  balance: bonusBalanceSchema,
  /** Pending ("expected") bonuses, same split. */
  Expected: bonusBalanceSchema,
  /** Network bonuses held by withdrawal requests. */
  Reserved: bonuses,
  BonusTransactions: z.array(bonusTransactionSchema),
  /** currentPage is zero-based; totalPages ≥ 1. */
  pager,
});
export type BonusTransactionsResponse = z.infer<typeof bonusTransactionsResponseSchema>;

// ---- Withdrawals ----

export const withdrawalSchema = z.object({
  id: rowId,
  createdAt: isoDateTime,
  amount: bonuses,
  method: z.enum(WITHDRAW_METHODS),
  details: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  rejectReason: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
  /** The showcase whose network account pays (an owner's share), else null. */
  showcaseId: rowId.nullable(),
  payoutStatus: z.enum(['pending', 'succeeded', 'canceled']).nullable(),
  payoutError: z.string().nullable(),
  paidReference: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** GET /api/tg?method=getWithdrawBonusesData */
export const withdrawBonusesDataSchema = z.object({
  available: bonuses,
  reserved: bonuses,
  minimum: bonuses,
  methods: z.array(z.enum(WITHDRAW_METHODS)),
  /** The last details used per method, masked. */
  saved: z.object({ card: z.string().nullable(), sbp: z.string().nullable(), yoomoney: z.string().nullable() }),
  /** Saved payout destinations (sealed at rest, shown masked). */
  destinations: z.array(
    z.object({
      id: rowId,
      method: z.enum(WITHDRAW_METHODS),
      masked: z.string(),
      bankId: z.string().nullable(),
      bankName: z.string().nullable(),
    }),
  ),
  banks: z.array(z.object({ id: z.string(), name: z.string() })),
  history: z.array(withdrawalSchema),
});
export type WithdrawBonusesData = z.infer<typeof withdrawBonusesDataSchema>;

/** Where a payout goes: a saved destination (destinationId), or new details (saved, sealed, on the way). */
export interface WithdrawTarget {
  destinationId?: number | undefined;
  method?: WithdrawMethod | undefined;
  details?: string | undefined;
  bankId?: string | undefined;
}
const targetFields = {
  destinationId: rowId.positive().optional(),
  details: z.string().trim().min(1).max(40).optional(),
  /** SBP: the recipient's bank (SBP_BANKS). */
  bankId: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
};
/** A target names a saved destination, or valid details (and a bank for SBP). */
export function targetIssue(t: WithdrawTarget): { path: string[]; message: string } | null {
  if (t.destinationId !== undefined) return null;
  if (!t.method || !t.details || !isValidWithdrawDetails(t.method, t.details))
    return { path: ['details'], message: 'Проверьте номер карты, телефона или кошелька' };
  if (t.method === 'sbp' && !isSbpBank(t.bankId)) return { path: ['bankId'], message: 'Выберите банк получателя в СБП' };
  return null;
}
const refineTarget = <T extends WithdrawTarget>(b: T, ctx: z.RefinementCtx) => {
  const issue = targetIssue(b);
  if (issue) ctx.addIssue({ code: 'custom', ...issue });
};

/** POST /api/ajax/ {action: 'createWithdraw', amount, destinationId | method+details(+bankId)} — reserves the amount. */
export const createWithdrawBodySchema = z
  .object({ action: z.literal('createWithdraw'), amount: bonusAmountSchema, method: z.enum(WITHDRAW_METHODS).optional(), ...targetFields })
  .superRefine(refineTarget);
/**
 * The same through POST /api/tg {method: 'withdrawBonuses', amount, payoutMethod, details, bankId} (spec §7 "withdraw bonuses");
 * `method` names the dispatcher's method there, so the payout method travels as payoutMethod.
 */
export const withdrawBonusesBodySchema = z
  .object({ method: z.literal('withdrawBonuses'), amount: bonusAmountSchema, payoutMethod: z.enum(WITHDRAW_METHODS).optional(), ...targetFields })
  .superRefine((b, ctx) => refineTarget({ ...b, method: b.payoutMethod }, ctx));
export type CreateWithdrawBody = z.input<typeof createWithdrawBodySchema>;
export const createWithdrawResponseSchema = z.object({ withdrawal: withdrawalSchema, available: bonuses });

/** Operator: GET /api/tg?method=getWithdrawalRequests[&status=requested] */
export const withdrawalRequestsQuerySchema = z.object({
  method: z.literal('getWithdrawalRequests'),
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
});
export const withdrawalRequestSchema = withdrawalSchema.extend({ userId: rowId, userName: z.string() });
export const withdrawalRequestsResponseSchema = z.object({ withdrawals: z.array(withdrawalRequestSchema) });

/** Operator: POST /api/tg {method: 'payWithdrawal', id} / {method: 'rejectWithdrawal', id, reason}. */
/** «Выплатить»: through the provider's payouts (default), or marked paid by hand with the transfer's reference (fallback). */
export const payWithdrawalBodySchema = z
  .object({
    method: z.literal('payWithdrawal'),
    id: rowId.positive(),
    mode: z.enum(['provider', 'manual']).default('provider'),
    reference: z.string().trim().min(1).max(200).optional(),
  })
  .refine((b) => b.mode === 'provider' || b.reference !== undefined, {
    path: ['reference'],
    message: 'Укажите номер платёжного поручения или перевода',
  });
export const rejectWithdrawalBodySchema = z.object({
  method: z.literal('rejectWithdrawal'),
  id: rowId.positive(),
  reason: z.string().trim().min(1).max(500),
});

// ---- Transfers between members ("mlm transfer") ----

/** Client-chosen key of one transfer or payment: a retried request is applied once. */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
export const refCodeSchema = z
  .string()
  .trim()
  .min(4)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/);

/** GET /api/account/mlm/transfer/ — the transfer form's data. */
export const transferFormSchema = z.object({
  available: bonuses,
  refCode: refCode,
  history: z.array(
    z.object({
      id: rowId,
      date: isoDateTime,
      /** Bonuses: negative = sent, positive = received. */
      amount: bonuses,
      counterpart: z.string().nullable(),
    }),
  ),
});
export type TransferForm = z.infer<typeof transferFormSchema>;

/** GET /api/tg?method=findTransferRecipient&refCode= — who a ref code belongs to (the confirmation step). */
export const findRecipientQuerySchema = z.object({ method: z.literal('findTransferRecipient'), refCode: refCodeSchema });
export const transferRecipientSchema = z.object({ name: z.string(), refCode: refCode, avatarUrl: url.nullable() });
export type TransferRecipient = z.infer<typeof transferRecipientSchema>;

/** POST /api/ajax/ {action: 'createTransfer', refCode, amount, requestId?} — network bonuses to another member. */
export const createTransferBodySchema = z.object({
  action: z.literal('createTransfer'),
  refCode: refCodeSchema,
  amount: bonusAmountSchema,
  requestId: requestIdSchema.optional(),
});
export type CreateTransferBody = z.input<typeof createTransferBodySchema>;
export const createTransferResponseSchema = z.object({ available: bonuses, recipient: transferRecipientSchema, amount: bonuses });

// ---- Bonus payment (a showcase pays a member from its network account) ----

/**
 * POST /api/tg {method: 'createBonusPayment', ShowcaseID, refCode, amount, comment?, requestId?}
 * (admins of that showcase): debits the showcase's network account, credits the member's network bonuses.
 */
export const createBonusPaymentBodySchema = z.object({
  method: z.literal('createBonusPayment'),
  ShowcaseID: rowId.positive(),
  refCode: refCodeSchema,
  amount: bonusAmountSchema,
  comment: z.string().trim().max(300).default(''),
  requestId: requestIdSchema.optional(),
});
export type CreateBonusPaymentBody = z.input<typeof createBonusPaymentBodySchema>;
/** POST /api/tg {method: 'createShowcaseWithdraw', ShowcaseID, amount, target}: the owner withdraws the showcase's network share. */
export const createShowcaseWithdrawBodySchema = z
  .object({
    method: z.literal('createShowcaseWithdraw'),
    ShowcaseID: rowId.positive(),
    amount: bonusAmountSchema,
    payoutMethod: z.enum(WITHDRAW_METHODS).optional(),
    ...targetFields,
  })
  .superRefine((b, ctx) => refineTarget({ ...b, method: b.payoutMethod }, ctx));

export const createBonusPaymentResponseSchema = z.object({ showcaseBalance: bonuses, recipient: transferRecipientSchema, amount: bonuses });

// ---- Fictitious sale order ("what if") ----

/** POST /api/tg {method: 'createFictitiousSaleOrder', ShowcaseID, items, buyerRefCode?} (showcase admins); posts nothing. */
export const fictitiousSaleBodySchema = z.object({
  method: z.literal('createFictitiousSaleOrder'),
  ShowcaseID: rowId.positive(),
  items: z
    .array(z.object({ ProductId: rowId.positive(), Quantity: count.min(1).max(999) }))
    .min(1)
    .max(50),
  buyerRefCode: refCodeSchema.optional(),
});
export type FictitiousSaleBody = z.input<typeof fictitiousSaleBodySchema>;

export const fictitiousSaleResponseSchema = z.object({
  goodsTotal: bonuses,
  /** Network pool: Σ price × quantity × the product's bonus rate. */
  pool: bonuses,
  items: z.array(
    z.object({
      ProductId: rowId,
      Name: z.string(),
      Price: bonuses,
      Quantity: count,
      BonusRate: z.number(),
      Bonus: bonuses,
    }),
  ),
  owner: z.object({ showcaseName: z.string(), percent: z.number(), amount: bonuses }),
  /**
   * Lines 1–3 of the buyer's upline (the buyer: the seller or one of the seller's downline). paid: the line exists.
   * recipient: the member's name only when it is the seller or a downline member who agreed to be shown; else null.
   */
  levels: z.array(z.object({ level: z.number().int(), percent: z.number(), amount: bonuses, recipient: z.string().nullable(), paid: z.boolean() })),
  cashback: z.object({ percent: z.number(), amount: bonuses, fundAvailable: bonuses, covered: z.boolean() }),
});
export type FictitiousSale = z.infer<typeof fictitiousSaleResponseSchema>;

/** DEMO=1 only: POST /api/test/advance-clock {days} matures pending bonuses as if that many days had passed. */
export const advanceClockBodySchema = z.object({ days: z.number().int().min(0).max(3650) });
export const advanceClockResponseSchema = z.object({ matured: z.number().int(), now: z.string() });
