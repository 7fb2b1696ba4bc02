import type { ClaimStatus } from '@storefront/contract/claims';
import { useClaimsT } from '../messages';
import { StatusPill } from '../../../shared/ui/status-pill';

const TONE = { new: 'accent', in_review: 'accent', approved: 'success', rejected: 'danger', escalated: 'warning' } as const satisfies Record<
  ClaimStatus,
  string
>;

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const t = useClaimsT();
  return <StatusPill tone={TONE[status]}>{t(`claims.status.${status}` as const)}</StatusPill>;
}
