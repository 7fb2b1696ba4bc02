import type { AgentRequestStatus } from '@storefront/contract/agents';
import { useAgentsT } from '../messages';
import { StatusPill } from '../../../shared/ui/status-pill';

const TONE = { new: 'accent', approved: 'success', rejected: 'danger' } as const satisfies Record<AgentRequestStatus, string>;

export function AgentStatus({ status }: { status: AgentRequestStatus }) {
  const t = useAgentsT();
  return <StatusPill tone={TONE[status]}>{t(`agents.status.${status}`)}</StatusPill>;
}
