import type { ClaimStatus } from '@storefront/contract/claims';
import { useClaimsT } from '../messages';
import { CLAIM_STATUS_TONE } from '../../../shared/commerce/claim-status';
import { StatusPill } from '../../../shared/ui/status-pill';

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const t = useClaimsT();
  return <StatusPill tone={CLAIM_STATUS_TONE[status]}>{t(`claims.status.${status}` as const)}</StatusPill>;
}
