import { useSearchParams } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { useT } from '../../shared/lib/i18n';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useAgentUploadQuery } from './api';
import { ApplyForm } from './components/apply-form';
import { RequestCard } from './components/request-card';
import { AgentsMessages, useAgentsT } from './messages';
import '../../shared/ui/seller-admin.css';
import './agents.css';
import { withMessages } from '../../shared/lib/feature-messages';
import { SellerPage } from '../../shared/ui/seller-page';

/** `?rq={id}` opens that request (spec §7 /account/mlm/upload/ with rq); without it, the latest one. */
function useRequestId(): number | undefined {
  const [params] = useSearchParams();
  const rq = Number(params.get('rq'));
  return Number.isInteger(rq) && rq > 0 ? rq : undefined;
}

function AgentView() {
  const t = useAgentsT();
  const tc = useT();
  const { data, error, refetch } = useAgentUploadQuery(useRequestId());
  return (
    <SellerPage titleId="agents-title" title={t('agents.title')} back={{ to: paths.account, label: tc('nav.account') }} className="agents">
      <p className="muted agents__intro">{t('agents.intro')}</p>
      {error ? <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} /> : null}
      {!data && !error ? <PageLoader /> : null}
      {data?.request ? <RequestCard request={data.request} limits={data.limits} /> : null}
      {data?.canApply ? <ApplyForm again={data.request !== null} /> : null}
    </SellerPage>
  );
}

/** /account/profile/agent: apply to become an agent, attach documents, follow the decision. */
export const AgentPage = withMessages(AgentsMessages, AgentView);
