import { DEFAULT_LOCALE, SHOWCASE_STATE } from '@storefront/contract/constants';
import { useMemo } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { Link } from 'react-router';
import { useT } from '../../../shared/lib/i18n';
import { useMenuConfig, useSession, useStartupConfig } from '../../../shared/lib/startup';
import { SlidePanel } from '../../../shared/ui/slide-panel';
import { paths } from '../../../shared/lib/paths';
import { collectNavEntries, staticGroupEntries, visibleNavEntries } from '../../router/nav';
import { useRouteTable } from '../../router/route-table-context';
import { LocaleSwitch } from './locale-switch';
import { MenuBalances } from './menu-balances';
import { MenuClock } from './menu-clock';
import { MenuHeader } from './menu-header';
import { showAccountEntry } from './menu-rules';
import { NavList } from './nav-list';
import './menu.css';

/** The navigation menu (lazy chunk): header, clock, admin balances, entries, personal account. */
export function NavMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const routes = useRouteTable();
  const menu = useMenuConfig();
  const startup = useStartupConfig();
  const { isAdmin } = useSession();
  const actionsCount = menu?.actionsCnt ?? startup?.actions_cnt.cnt ?? 0;
  // The seller writes menu captions in Russian: other languages keep the app's own translated names.
  const { locale } = useIntl();
  const captions = locale === DEFAULT_LOCALE ? menu?.burger_menu : undefined;
  const groups = startup?.staticGroups;
  const landingMode = startup?.showcaseStateId === SHOWCASE_STATE.landing;

  const entries = useMemo(
    () =>
      visibleNavEntries([...collectNavEntries(routes), ...staticGroupEntries(groups ?? [])], {
        actionsCount,
        isAdmin,
        landingMode,
        captions: captions ?? {},
      }),
    [routes, groups, actionsCount, isAdmin, landingMode, captions],
  );

  return (
    <SlidePanel open={open} onClose={onClose} label={t('menu.label')} side="start" width="min(86%, 360px)" className="nav-menu">
      <MenuHeader onClose={onClose} />
      <MenuClock />
      <MenuBalances />
      <nav aria-label={t('menu.navigation')}>
        <NavList entries={entries} onNavigate={onClose} />
        {showAccountEntry(menu?.clientInfo) ? (
          <ul className="nav-list">
            <li>
              <Link to={paths.profile} className="flat-button nav-list__link" onClick={onClose}>
                {t('menu.account')}
              </Link>
            </li>
          </ul>
        ) : null}
      </nav>
      <LocaleSwitch />
    </SlidePanel>
  );
}
