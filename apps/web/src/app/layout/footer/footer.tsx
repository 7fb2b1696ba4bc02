import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../shared/lib/i18n';
import { useMenuConfig, useShowcase } from '../../../shared/lib/startup';
import { useDisclosure } from '../../../shared/lib/use-disclosure';
import { TreeIcon } from '../../../shared/ui/icons';
import { UserText } from '../../../shared/ui/user-text';
import { paths } from '../../../shared/lib/paths';
import { displayShowcase } from '../display-showcase';
import { logoUrl } from '../logo-url';
import { useShowcaseCounters } from '../use-counters';
import { flooredBalance, footerLogoTarget } from './footer-rules';
import { ShareButton } from './share-button';
import './footer.css';

// Contacts are below the fold: their chunk loads after first paint (entry budget).
const Contacts = lazy(() => import('./contacts').then((m) => ({ default: m.Contacts })));
const PersonalBalanceDialog = lazy(() => import('./personal-balance-dialog').then((m) => ({ default: m.PersonalBalanceDialog })));

export function Footer() {
  const t = useT();
  const showcase = useShowcase();
  const menu = useMenuConfig();
  const counters = useShowcaseCounters();
  const balance = useDisclosure();
  if (!showcase) return null;
  const shown = displayShowcase(showcase, Boolean(menu?.wowTreeMode));
  const actionsCount = menu?.actionsCnt ?? showcase.actions_cnt?.cnt ?? 0;
  const stateId = menu?.showcaseStateId ?? shown.showcaseStateId;

  return (
    <footer className="app-footer">
      <div className="app-footer__brand">
        <Link to={footerLogoTarget(stateId, actionsCount)} aria-label={t('footer.logo', { name: shown.showcaseName })}>
          <img src={logoUrl(shown.imageBaseUrl, shown.siteId, menu?.updated_after ?? shown.updatedAfter)} alt="" width={56} height={56} />
        </Link>
        <div>
          <p className="app-footer__name" dir="auto">
            {shown.showcaseName}
          </p>
          <UserText className="app-footer__description" text={shown.showcaseDescription} />
        </div>
      </div>
      <Suspense fallback={null}>
        <Contacts />
      </Suspense>
      <div className="app-footer__actions">
        {showcase.bonusBalance !== undefined ? (
          <button type="button" className="button button--secondary" onClick={balance.show}>
            {t('footer.balance', { amount: flooredBalance(showcase.bonusBalance) })}
          </button>
        ) : null}
        <ShareButton />
        <Link to={paths.wowTreeTree} className="button button--secondary">
          <TreeIcon size={18} />
          {t('footer.tree')}
          {counters.total > 0 ? <span className="badge badge--inline">{counters.total}</span> : null}
        </Link>
      </div>
      {balance.requested ? (
        <Suspense fallback={null}>
          <PersonalBalanceDialog open={balance.open} onClose={balance.hide} />
        </Suspense>
      ) : null}
    </footer>
  );
}
