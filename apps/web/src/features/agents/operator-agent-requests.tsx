import type { AgentRequestStatus, OperatorAgentRequest } from '@storefront/contract/agents';
import { useState } from 'react';
import { useIntl } from '../../shared/lib/intl';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useAgentRequestsQuery } from './api';
import { AgentStatus } from './components/agent-status';
import { DecisionDialogs, type Decision } from './components/decision-dialogs';
import { DocumentsList } from './components/documents-list';
import { AgentsMessages, useAgentsT } from './messages';
import '../../shared/ui/seller-admin.css';
import './agents.css';
import { withMessages } from '../../shared/lib/feature-messages';
import { TitledSection } from '../../shared/ui/titled-section';

const FILTERS = ['new', 'approved', 'rejected', 'all'] as const;
type Filter = (typeof FILTERS)[number];

function RequestItem({ request, onDecide }: { request: OperatorAgentRequest; onDecide: (kind: 'approve' | 'reject') => void }) {
  const t = useAgentsT();
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(new Date(iso), { dateStyle: 'medium' });
  return (
    <article className="card seller-card agent-request" aria-label={request.user.name}>
      <div className="seller-card__head">
        <h3 className="seller-card__title" dir="auto">
          {request.user.name}
        </h3>
        <AgentStatus status={request.status} />
      </div>
      <p className="seller-showcase__meta">{t('agents.operator.from', { refCode: request.user.refCode, date: date(request.createdAt) })}</p>
      {request.comment ? (
        <p className="agent-request__comment" dir="auto">
          {request.comment}
        </p>
      ) : null}
      {request.documents.length > 0 ? (
        <DocumentsList documents={request.documents} label={t('agents.docs.list')} />
      ) : (
        <p className="muted">{t('agents.operator.noDocs')}</p>
      )}
      {request.decidedBy && request.decidedAt ? (
        <p className="seller-showcase__meta">{t('agents.operator.decidedBy', { name: request.decidedBy.name, date: date(request.decidedAt) })}</p>
      ) : null}
      {request.status === 'rejected' && request.decisionReason ? (
        <p className="agent-request__reason" dir="auto">
          {t('agents.request.reason', { reason: request.decisionReason })}
        </p>
      ) : null}
      {request.status === 'new' ? (
        <div className="seller__row">
          <button type="button" className="button button--primary" onClick={() => onDecide('approve')}>
            {t('agents.operator.approve')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => onDecide('reject')}>
            {t('agents.operator.reject')}
          </button>
        </div>
      ) : null}
    </article>
  );
}

function Queue() {
  const t = useAgentsT();
  const [filter, setFilter] = useState<Filter>('new');
  const [decision, setDecision] = useState<Decision>(null);
  const status: AgentRequestStatus | undefined = filter === 'all' ? undefined : filter;
  const { data, error, refetch, isFetching } = useAgentRequestsQuery(status);
  return (
    <TitledSection titleId="agent-queue-title" title={t('agents.operator.title')} className="seller agent-queue" titleClassName="seller__title">
      <div className="seller-states" role="group" aria-label={t('agents.operator.filter')}>
        {FILTERS.map((f) => (
          <button key={f} type="button" className="chip" aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {t(`agents.operator.filter.${f}`)}
          </button>
        ))}
      </div>
      {error ? <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} /> : null}
      {!data && !error ? <PageLoader /> : null}
      {data && data.length === 0 ? <p className="muted">{t('agents.operator.empty')}</p> : null}
      {data && data.length > 0 ? (
        <ul className="stack-list seller-list" aria-label={t('agents.operator.title')} aria-busy={isFetching}>
          {data.map((request) => (
            <li key={request.id}>
              <RequestItem request={request} onDecide={(kind) => setDecision({ kind, request })} />
            </li>
          ))}
        </ul>
      ) : null}
      <DecisionDialogs decision={decision} onClose={() => setDecision(null)} />
    </TitledSection>
  );
}

/** The operators' queue of agent requests, self-contained (its own messages) for the operator console to mount. */
export const OperatorAgentRequests = withMessages(AgentsMessages, Queue);
