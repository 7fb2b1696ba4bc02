import type { ClaimStatus } from '@storefront/contract/claims';
import { useClaimsT } from '../messages';

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const t = useClaimsT();
  return <span className={`claim-status claim-status--${status}`}>{t(`claims.status.${status}` as const)}</span>;
}
