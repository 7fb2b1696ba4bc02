import type { AgentUploadResponse } from '@storefront/contract/agents';
import { useIntl } from '../../../shared/lib/intl';
import { SellerCard } from '../../../shared/ui/seller-card';
import { useAgentsT } from '../messages';
import { AgentStatus } from './agent-status';
import { DocumentsList } from './documents-list';
import { DocumentsUpload } from './documents-upload';

type Request = NonNullable<AgentUploadResponse['request']>;

/** The user's request: status, decision, documents, and uploads while it is under review. */
export function RequestCard({ request, limits }: { request: Request; limits: AgentUploadResponse['limits'] }) {
  const t = useAgentsT();
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(new Date(iso), { dateStyle: 'long' });
  const full = request.documents.length >= limits.maxCount;
  return (
    <SellerCard
      titleId="agent-request-title"
      title={t('agents.request.title', { date: date(request.createdAt) })}
      aside={<AgentStatus status={request.status} />}
      className="agent-request"
    >
      {request.comment ? (
        <p className="agent-request__comment">
          <span className="seller-field__label">{t('agents.request.comment')}: </span>
          <span dir="auto">{request.comment}</span>
        </p>
      ) : null}
      {request.decidedAt ? <p className="seller-showcase__meta">{t('agents.request.decided', { date: date(request.decidedAt) })}</p> : null}
      {request.status === 'rejected' && request.decisionReason ? (
        <p className="agent-request__reason" dir="auto">
          {t('agents.request.reason', { reason: request.decisionReason })}
        </p>
      ) : null}
      {request.status === 'approved' ? <p className="agent-request__approved">{t('agents.request.approvedText')}</p> : null}

      <h3 className="agent-request__subtitle">{t('agents.docs.title')}</h3>
      {request.documents.length > 0 ? (
        <DocumentsList documents={request.documents} label={t('agents.docs.list')} />
      ) : (
        <p className="muted">{t('agents.docs.empty')}</p>
      )}
      {request.status !== 'new' ? <p className="seller-field__hint">{t('agents.docs.closed')}</p> : null}
      {request.status === 'new' && full ? <p className="seller-field__hint">{t('agents.docs.full')}</p> : null}
      {request.status === 'new' && !full ? <DocumentsUpload requestId={request.id} limits={limits} attached={request.documents.length} /> : null}
    </SellerCard>
  );
}
