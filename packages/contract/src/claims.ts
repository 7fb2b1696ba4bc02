import { z } from 'zod';
import { count, idParam, idParam as id, isoDateTime, rowId } from './fields';
import { ORDER_STATUSES, orderLineBaseSchema } from './orders';

/**
 * Claim lifecycle: new → in_review → approved | rejected; the buyer may escalate a rejection once (rejected →
 * escalated), and only the operator decides an escalated claim. Approval returns the claim's lines (all of them, or
 * the ones the seller chose); when that is everything left of the order, the order becomes 'returned'.
 */
export const CLAIM_STATUSES = ['new', 'in_review', 'approved', 'rejected', 'escalated'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = ['new', 'in_review', 'escalated'];

export const CLAIM_REASONS = ['defect', 'damaged', 'wrong_item', 'incomplete', 'not_as_described', 'other'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

/** Orders whose lines may be claimed. */
export const CLAIMABLE_ORDER_STATUSES = ['delivered', 'completed'] as const satisfies readonly (typeof ORDER_STATUSES)[number][];

/** Photos: up to 5 images of up to 5 MB each, JPEG, PNG or WebP (checked by their bytes, not their names). */
export const CLAIM_PHOTOS = {
  maxCount: 5,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
export const CLAIM_DESCRIPTION = { min: 10, max: 2000 } as const;

export const claimLineSchema = orderLineBaseSchema;
export type ClaimLine = z.infer<typeof claimLineSchema>;

/** A line a claim names: the units claimed and, once approved, the units returned. */
export const claimedLineSchema = claimLineSchema.extend({
  claimed: count,
  approved: count.nullable(),
});
export type ClaimedLine = z.infer<typeof claimedLineSchema>;

/** A line of the claim form: how many of its units may still be claimed (not returned, not in an open claim). */
export const claimFormLineSchema = claimLineSchema.extend({ claimable: z.number().int() });
export type ClaimFormLine = z.infer<typeof claimFormLineSchema>;

/** One chosen line: its order line id and how many units. */
export const claimLineChoiceSchema = z.object({ orderItemId: id, quantity: z.coerce.number().int().min(1).max(100_000) });
export type ClaimLineChoice = z.infer<typeof claimLineChoiceSchema>;
const lineChoices = z
  .array(claimLineChoiceSchema)
  .min(1)
  .max(100)
  .refine((lines) => new Set(lines.map((l) => l.orderItemId)).size === lines.length, 'Each line once');

/** The `lines` multipart field: JSON of the chosen lines, `[{"orderItemId":12,"quantity":1}]`. */
export const claimLinesFieldSchema = z
  .string()
  .max(8000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'lines must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(lineChoices);

/** What every view of a claim shows (the buyer's here, the operator's in contract/operator). */
export const claimCoreSchema = z.object({
  id: rowId,
  status: z.enum(CLAIM_STATUSES),
  reason: z.enum(CLAIM_REASONS),
  description: z.string(),
  /** The seller's or operator's answer, once given. */
  answer: z.string().nullable(),
  createdAt: isoDateTime,
});

export const claimSchema = claimCoreSchema.extend({
  updatedAt: isoDateTime,
  /** The order's own date: the list shows «Заказ № N от <order date>», the claim's date apart from it. */
  order: z.object({ id: rowId, number: z.string(), createdAt: isoDateTime }),
  /** The first line the claim names (the one it was opened from). */
  line: claimLineSchema,
  /** Every line the claim names, with the units claimed and returned. */
  lines: z.array(claimedLineSchema),
  /** When the buyer escalated a rejection to the operator. */
  escalatedAt: isoDateTime.nullable(),
  /** The buyer may still escalate (rejected, never escalated). */
  canEscalate: z.boolean(),
  /** Authorised photo URLs (/api/account/claims/{id}/photos/{n}), served only to the owner and staff. */
  photos: z.array(z.string()),
});
export type Claim = z.infer<typeof claimSchema>;

/** GET /api/account/claims/: the user's claims, newest first. */
export const claimsResponseSchema = z.object({ claims: z.array(claimSchema) });
export type ClaimsResponse = z.infer<typeof claimsResponseSchema>;

/** GET /api/account/claims/create/?id={orderId}&article={article} (spec §7). */
export const claimFormQuerySchema = z.object({ id, article: z.string().trim().min(1).max(64) });
export const claimFormResponseSchema = z.object({
  order: z.object({ id: rowId, number: z.string(), status: z.enum(ORDER_STATUSES), createdAt: isoDateTime }),
  line: claimLineSchema,
  /** Every line of the order with the units still claimable; the form preselects all of them (the whole order). */
  lines: z.array(claimFormLineSchema),
  /** False when the order is not delivered or completed, or the line already has an open claim. */
  claimable: z.boolean(),
  blockedBy: z.enum(['order_status', 'open_claim']).nullable(),
  reasons: z.array(z.enum(CLAIM_REASONS)),
  /** The photo limits the server enforces, so that the client never hard-codes them. */
  photos: z.object({ maxCount: count, maxBytes: z.number().int(), types: z.array(z.string()) }),
  description: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type ClaimForm = z.infer<typeof claimFormResponseSchema>;

/**
 * POST /api/account/claims (multipart/form-data): these text fields plus `photos` files.
 * A dedicated route rather than /api/ajax/, because only routes marked for it accept multipart bodies.
 */
export const createClaimFieldsSchema = z
  .object({
    /** One whole line (the older form); `lines` names several lines and quantities. */
    orderItemId: id.optional(),
    lines: claimLinesFieldSchema.optional(),
    reason: z.enum(CLAIM_REASONS),
    description: z.string().trim().min(CLAIM_DESCRIPTION.min).max(CLAIM_DESCRIPTION.max),
  })
  .refine((v) => v.orderItemId !== undefined || v.lines !== undefined, { path: ['lines'], message: 'Choose the lines' });
export const createClaimResponseSchema = z.object({ claim: claimSchema });

export const claimPhotoParamsSchema = z.object({ id, n: z.coerce.number().int().min(1).max(CLAIM_PHOTOS.maxCount) });

/** What a seller or operator decides. */
export const CLAIM_DECISIONS = ['in_review', 'approved', 'rejected'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];
export const claimAnswerSchema = z.string().trim().max(2000);

/** POST /api/account/claims/:id/escalate: the buyer sends a rejected claim to the operator, with an optional note. */
export const escalateClaimParamsSchema = z.object({ id });
export const escalateClaimBodySchema = z.object({ note: z.string().trim().max(2000).optional() });
export const escalateClaimResponseSchema = z.object({ claim: claimSchema });

// ---- The seller's claims inbox (/api/tg, showcase staff only) ----

/** A claim as the showcase's staff see it: the buyer and the order's state too. */
export const sellerClaimSchema = claimSchema.extend({
  buyerName: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  escalationNote: z.string().nullable(),
});
export type SellerClaim = z.infer<typeof sellerClaimSchema>;

export const sellerClaimsQuerySchema = z.object({
  method: z.literal('getShowcaseClaims'),
  ShowcaseID: idParam,
  /** open: new, in review, escalated; decided: approved and rejected; all: both. */
  filter: z.enum(['open', 'decided', 'all']).default('all'),
});
export const sellerClaimsResponseSchema = z.object({ claims: z.array(sellerClaimSchema) });
export type SellerClaimsResponse = z.infer<typeof sellerClaimsResponseSchema>;

export const sellerClaimQuerySchema = z.object({ method: z.literal('getShowcaseClaim'), ShowcaseID: idParam, id });
export const sellerClaimResponseSchema = z.object({ claim: sellerClaimSchema });

/** The seller's message to the buyer; a new claim moves to in_review. */
export const answerShowcaseClaimBodySchema = z.object({
  method: z.literal('answerShowcaseClaim'),
  ShowcaseID: idParam,
  id,
  answer: z.string().trim().min(1).max(2000),
});

/** Approve (all the claim's lines, or the chosen ones with at most the units claimed) or reject with a reason. */
export const decideShowcaseClaimBodySchema = z.object({
  method: z.literal('decideShowcaseClaim'),
  ShowcaseID: idParam,
  id,
  decision: z.enum(['approved', 'rejected']),
  answer: z.string().trim().max(2000).optional(),
  lines: lineChoices.optional(),
});
