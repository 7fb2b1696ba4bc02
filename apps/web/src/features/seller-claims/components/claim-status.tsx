import type { ClaimStatus } from '@storefront/contract/claims';
import { CLAIM_STATUS_TONE } from '../../../shared/commerce/claim-status';
import { StatusPill } from '../../../shared/ui/status-pill';
import { useSellerClaimsT } from '../messages';

export function SellerClaimStatus({ status }: { status: ClaimStatus }) {
  const t = useSellerClaimsT();
  return <StatusPill tone={CLAIM_STATUS_TONE[status]}>{t(`sellerClaims.status.${status}` as const)}</StatusPill>;
}
