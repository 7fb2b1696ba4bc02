import { z } from 'zod';
import { count, idParam as id, isoDateTime, refCode, rowId, showcaseState } from './fields';
import { CLAIM_DECISIONS, claimCoreSchema, claimedLineSchema } from './claims';
import { ORDER_STATUSES, orderRefundSchema } from './orders';

/**
 * Operator console (issue 5 "Operator console", DESIGN §6): showcase blocking, network bans, claim decisions and the
 * network's bonus rules. Every call is an /api/tg method with access 'operator'; withdrawals use the bonus methods
 * getWithdrawalRequests / payWithdrawal / rejectWithdrawal of contract/bonuses.
 */

const search = z.string().trim().max(100).optional();
const reason = z.string().trim().min(3).max(500);

// ---- Showcases ----

export const operatorShowcasesQuerySchema = z.object({
  method: z.literal('operatorShowcases'),
  search,
  state: z.coerce.number().int().min(0).max(3).optional(),
});

export const operatorShowcaseSchema = z.object({
  id: rowId,
  alias: z.string(),
  name: z.string(),
  stateId: showcaseState,
  ownerId: rowId,
  ownerName: z.string(),
  ownerRefCode: refCode,
  adminsCount: count,
  ordersCount: count,
  visibleProducts: count,
  /** While blocked: why, when, and the state an unblock restores (null when the block predates the console). */
  block: z.object({ reason: z.string(), blockedAt: isoDateTime, previousStateId: showcaseState }).nullable(),
});
export type OperatorShowcase = z.infer<typeof operatorShowcaseSchema>;
export const operatorShowcasesResponseSchema = z.object({ showcases: z.array(operatorShowcaseSchema) });
export type OperatorShowcasesResponse = z.infer<typeof operatorShowcasesResponseSchema>;

export const blockShowcaseBodySchema = z.object({ method: z.literal('operatorBlockShowcase'), id, reason });
export const unblockShowcaseBodySchema = z.object({ method: z.literal('operatorUnblockShowcase'), id });
/** The state the showcase returns to (the one it had before the block). */
export const unblockShowcaseResponseSchema = z.object({ stateId: showcaseState });
/** Approves a showcase's custom domain without the DNS record (ownership checked by the operator; the reason is kept). */
export const verifyDomainBodySchema = z.object({ method: z.literal('operatorVerifyDomain'), id, reason });

// ---- Users ----

export const operatorUsersQuerySchema = z.object({
  method: z.literal('operatorUsers'),
  search,
  banned: z.enum(['1', '0']).optional(),
});

export const operatorUserSchema = z.object({
  id: rowId,
  name: z.string(),
  username: z.string().nullable(),
  refCode: refCode,
  role: z.enum(['shopper', 'operator']),
  isBanned: z.boolean(),
  ban: z.object({ reason: z.string(), bannedAt: isoDateTime }).nullable(),
  createdAt: isoDateTime,
  ordersCount: count,
  showcasesOwned: count,
});
export type OperatorUser = z.infer<typeof operatorUserSchema>;
export const operatorUsersResponseSchema = z.object({ users: z.array(operatorUserSchema) });
export type OperatorUsersResponse = z.infer<typeof operatorUsersResponseSchema>;

export const banUserBodySchema = z.object({ method: z.literal('operatorBanUser'), id, reason });
export const unbanUserBodySchema = z.object({ method: z.literal('operatorUnbanUser'), id });

// ---- Claims ----

export const operatorClaimsQuerySchema = z.object({
  method: z.literal('operatorClaims'),
  /** open: new and in review (the default); decided: approved and rejected. */
  filter: z.enum(['open', 'decided']).default('open'),
});

export const operatorClaimSchema = claimCoreSchema.extend({
  orderNumber: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  showcaseName: z.string(),
  buyerName: z.string(),
  productName: z.string(),
  article: z.string(),
  /** Kopecks, as in contract/claims. */
  price: z.number().int(),
  quantity: count,
  photos: count,
  /** Refunds of the claim's order (a card-paid order returned in whole or in part), oldest first. */
  refunds: z.array(orderRefundSchema).optional(),
  /** Every line the claim names with the units claimed and returned (a partial return names some of them). */
  lines: z.array(claimedLineSchema).optional(),
  /** The buyer's note when escalating a rejection. */
  escalationNote: z.string().nullable().optional(),
});
export type OperatorClaim = z.infer<typeof operatorClaimSchema>;
export const operatorClaimsResponseSchema = z.object({ claims: z.array(operatorClaimSchema) });
export type OperatorClaimsResponse = z.infer<typeof operatorClaimsResponseSchema>;

export const decideClaimBodySchema = z.object({
  method: z.literal('operatorDecideClaim'),
  id,
  decision: z.enum(CLAIM_DECISIONS),
  answer: z.string().max(2000).optional(),
});

// ---- Network settings ----

export const SETTINGS_LIMITS = {
  maturationDays: { min: 0, max: 365 },
  withdrawalMin: { min: 1, max: 1_000_000 },
} as const;

const percent = z.number().int().min(0).max(100);

/** The bonus rules the server really reads (apps/server modules/bonuses/settings.ts and the checkout caps). */
export const networkSettingsSchema = z
  .object({
    /** Percent of an order's network pool: the showcase owner and the buyer's 1st / 2nd / 3rd line; together 100. */
    split: z.object({ showcaseOwner: percent, levels: z.tuple([percent, percent, percent]) }),
    maturationDays: z.number().int().min(SETTINGS_LIMITS.maturationDays.min).max(SETTINGS_LIMITS.maturationDays.max),
    /** Bonuses (whole), the least a withdrawal may ask for. */
    withdrawalMin: z.number().int().min(SETTINGS_LIMITS.withdrawalMin.min).max(SETTINGS_LIMITS.withdrawalMin.max),
    networkSpendCapPercent: percent,
    localSpendCapPercent: percent,
  })
  .refine((s) => s.split.showcaseOwner + s.split.levels.reduce((a, b) => a + b, 0) === 100, {
    path: ['split'],
    message: 'Доли владельца и трёх линий должны в сумме давать 100 %',
  });
export type NetworkSettings = z.infer<typeof networkSettingsSchema>;

export const networkSettingsQuerySchema = z.object({ method: z.literal('getNetworkSettings') });
export const networkSettingsResponseSchema = z.object({ settings: networkSettingsSchema, updatedAt: isoDateTime.nullable() });
export type NetworkSettingsResponse = z.infer<typeof networkSettingsResponseSchema>;

export const updateNetworkSettingsBodySchema = z.object({ method: z.literal('updateNetworkSettings'), settings: networkSettingsSchema });
