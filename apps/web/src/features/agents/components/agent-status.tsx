import type { AgentRequestStatus } from '@storefront/contract/agents';
import { useAgentsT } from '../messages';

const TONE = { new: 'accent', approved: 'success', rejected: 'danger' } as const satisfies Record<AgentRequestStatus, string>;

export function AgentStatus({ status }: { status: AgentRequestStatus }) {
  const t = useAgentsT();
  return <span className={`seller-status seller-status--${TONE[status]}`}>{t(`agents.status.${status}`)}</span>;
}
