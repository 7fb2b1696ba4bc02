import type { ClaimStatus } from '@storefront/contract/claims';
import { useClaimsT } from '../messages';

const TONE = { new: 'accent', in_review: 'accent', approved: 'success', rejected: 'danger' } as const satisfies Record<ClaimStatus, string>;

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const t = useClaimsT();
  return <span className={`seller-status seller-status--${TONE[status]}`}>{t(`claims.status.${status}` as const)}</span>;
}
