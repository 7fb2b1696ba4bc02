import { z } from 'zod';
import { ORDER_STATUSES, orderLineBaseSchema } from './orders';

/** Claim lifecycle: new → in_review → approved | rejected (approved makes the order 'returned'). */
export const CLAIM_STATUSES = ['new', 'in_review', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = ['new', 'in_review'];

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

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const claimLineSchema = orderLineBaseSchema;
export type ClaimLine = z.infer<typeof claimLineSchema>;

/** What every view of a claim shows (the buyer's here, the operator's in contract/operator). */
export const claimCoreSchema = z.object({
  id: z.number().int(),
  status: z.enum(CLAIM_STATUSES),
  reason: z.enum(CLAIM_REASONS),
  description: z.string(),
  /** The seller's or operator's answer, once given. */
  answer: z.string().nullable(),
  createdAt: z.string(),
});

export const claimSchema = claimCoreSchema.extend({
  updatedAt: z.string(),
  /** The order's own date: the list shows «Заказ № N от <order date>», the claim's date apart from it. */
  order: z.object({ id: z.number().int(), number: z.string(), createdAt: z.string() }),
  line: claimLineSchema,
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
  order: z.object({ id: z.number().int(), number: z.string(), status: z.enum(ORDER_STATUSES), createdAt: z.string() }),
  line: claimLineSchema,
  /** False when the order is not delivered or completed, or the line already has an open claim. */
  claimable: z.boolean(),
  blockedBy: z.enum(['order_status', 'open_claim']).nullable(),
  reasons: z.array(z.enum(CLAIM_REASONS)),
  /** The photo limits the server enforces, so that the client never hard-codes them. */
  photos: z.object({ maxCount: z.number().int(), maxBytes: z.number().int(), types: z.array(z.string()) }),
  description: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type ClaimForm = z.infer<typeof claimFormResponseSchema>;

/**
 * POST /api/account/claims (multipart/form-data): these text fields plus `photos` files.
 * A dedicated route rather than /api/ajax/, because only routes marked for it accept multipart bodies.
 */
export const createClaimFieldsSchema = z.object({
  orderItemId: id,
  reason: z.enum(CLAIM_REASONS),
  description: z.string().trim().min(CLAIM_DESCRIPTION.min).max(CLAIM_DESCRIPTION.max),
});
export const createClaimResponseSchema = z.object({ claim: claimSchema });

export const claimPhotoParamsSchema = z.object({ id, n: z.coerce.number().int().min(1).max(CLAIM_PHOTOS.maxCount) });

/** What a seller or operator decides. */
export const CLAIM_DECISIONS = ['in_review', 'approved', 'rejected'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];
export const claimAnswerSchema = z.string().trim().max(2000);
