import type { AgentRequestStatus } from '@storefront/contract/agents';
import { useAgentsT } from '../messages';

export function AgentStatus({ status }: { status: AgentRequestStatus }) {
  const t = useAgentsT();
  return <span className={`agent-status agent-status--${status}`}>{t(`agents.status.${status}`)}</span>;
}
