import type { ClaimStatus } from '@storefront/contract/claims';
import type { PillTone } from '../ui/status-pill';

/** Tones of a claim's statuses, alike for the buyer and the seller; each feature gives its own words. */
export const CLAIM_STATUS_TONE = {
  new: 'accent',
  in_review: 'accent',
  escalated: 'warning',
  approved: 'success',
  rejected: 'danger',
} as const satisfies Record<ClaimStatus, PillTone>;
