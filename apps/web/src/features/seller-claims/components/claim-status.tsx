import type { ClaimStatus } from '@storefront/contract/claims';
import { StatusPill } from '../../../shared/ui/status-pill';
import { useSellerClaimsT } from '../messages';

const TONE = { new: 'accent', in_review: 'accent', escalated: 'warning', approved: 'success', rejected: 'danger' } as const satisfies Record<
  ClaimStatus,
  string
>;

export function SellerClaimStatus({ status }: { status: ClaimStatus }) {
  const t = useSellerClaimsT();
  return <StatusPill tone={TONE[status]}>{t(`sellerClaims.status.${status}` as const)}</StatusPill>;
}
