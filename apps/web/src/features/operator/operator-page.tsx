import { lazy, Suspense, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { ScreenState } from '../../shared/commerce/screen-state';
import { useMenuQuery } from '../../shared/lib/config-api';
import { PageLoader } from '../../shared/ui/loader';
import { ClaimsTab } from './components/claims-tab';
import { SettingsTab } from './components/settings-tab';
import { ShowcasesTab } from './components/showcases-tab';
import { UsersTab } from './components/users-tab';
import { WithdrawalsTab } from './components/withdrawals-tab';
import { OperatorMessages, useOperatorT } from './messages';
import '../../shared/ui/seller-admin.css';
import './operator.css';
import { SellerPage } from '../../shared/ui/seller-page';

/** Loads the agents feature's request queue (that feature owns agent requests and their documents); the app composes it. */
export type AgentRequestsLoader = () => Promise<ComponentType>;

const TAB_KEYS = ['withdrawals', 'showcases', 'users', 'claims', 'settings', 'agents'] as const;
type Tab = (typeof TAB_KEYS)[number];
const isTab = (value: string | null): value is Tab => value !== null && (TAB_KEYS as readonly string[]).includes(value);

/** Sections as links (`?tab=`), so each one has its own address and the back button walks them. */
function OperatorConsole({ loadAgentRequests }: { loadAgentRequests: AgentRequestsLoader }) {
  const t = useOperatorT();
  const [params] = useSearchParams();
  // The agents section is fetched only when it is first opened.
  const tabs: Record<Tab, ComponentType> = useMemo(
    () => ({
      withdrawals: WithdrawalsTab,
      showcases: ShowcasesTab,
      users: UsersTab,
      claims: ClaimsTab,
      settings: SettingsTab,
      agents: lazy(() => loadAgentRequests().then((Component) => ({ default: Component }))),
    }),
    [loadAgentRequests],
  );
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'withdrawals';
  const Section = tabs[tab];
  const active = useRef<HTMLAnchorElement>(null);
  // The bar scrolls sideways on a phone: keep the open section's link in view.
  useEffect(() => {
    active.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <SellerPage titleId="operator-title" title={t('operator.title')} back={{ to: paths.account, label: t('operator.back') }} className="operator">
      <nav className="operator-tabs" aria-label={t('operator.tabs')}>
        {TAB_KEYS.map((key) => (
          <Link
            key={key}
            className="operator-tabs__link"
            to={`${paths.operator}?tab=${key}`}
            aria-current={key === tab ? 'page' : undefined}
            ref={key === tab ? active : undefined}
            replace
          >
            {t(`operator.tab.${key}`)}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<PageLoader />}>
        <Section />
      </Suspense>
    </SellerPage>
  );
}

/** Only operators get the console; the server refuses its methods to everyone else as well. */
function OperatorGate({ loadAgentRequests }: { loadAgentRequests: AgentRequestsLoader }) {
  const t = useOperatorT();
  const { data: menu, isError } = useMenuQuery();
  if (!menu && !isError) return <PageLoader />;
  if (menu?.clientInfo?.Role !== 'operator') {
    return <ScreenState role="alert" title={t('operator.denied.title')} text={t('operator.denied.text')} />;
  }
  return <OperatorConsole loadAgentRequests={loadAgentRequests} />;
}

/** /account/operator: the operator console (issue 5), with the agents' queue the route table hands it. */
export function OperatorPage({ loadAgentRequests }: { loadAgentRequests: AgentRequestsLoader }) {
  return (
    <OperatorMessages>
      <OperatorGate loadAgentRequests={loadAgentRequests} />
    </OperatorMessages>
  );
}

export function operatorScreen(loadAgentRequests: AgentRequestsLoader): ComponentType {
  return function OperatorScreen() {
    return <OperatorPage loadAgentRequests={loadAgentRequests} />;
  };
}
