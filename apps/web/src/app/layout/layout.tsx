import { LOGIN_EXPIRED_QUERY } from '@storefront/contract/constants';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useNavigationPending } from '../../shared/lib/history-router';
import { useT } from '../../shared/lib/i18n';
import { getLaunchParams } from '../../shared/lib/launch';
import { selectNotices } from '../../shared/lib/notices';
import { useScrollLock } from '../../shared/lib/use-scroll-lock';
import { useWowTreeModeExit } from '../../features/wow-tree/use-wow-tree-mode';
import { useAppSelector } from '../../shared/lib/hooks';
import { Header } from './header/header';
import { Announcement } from './storefront-blocks';
import { useBackButton } from './use-back-button';
import { useRedirectTarget } from './use-redirect-target';
import { useScrollToTop } from './use-scroll-to-top';
import { useStartRoute } from './use-start-route';
import './layout.css';

const loadMenu = () => import('./menu/nav-menu');
// The footer is below the fold (the main area is at least a screen tall): its chunk loads after first paint.
const Footer = lazy(() => import('./footer/footer').then((m) => ({ default: m.Footer })));
const NavMenu = lazy(() => loadMenu().then((m) => ({ default: m.NavMenu })));
const NoticeHost = lazy(() => import('../../shared/ui/notice-host').then((m) => ({ default: m.NoticeHost })));
// Only a browser sent back by a spent bot login link loads this (server: modules/bot/routes.ts).
const LoginExpiredNotice = lazy(() => import('../../features/bot-login/login-expired-notice').then((m) => ({ default: m.LoginExpiredNotice })));

/** Route "/": header, main area and footer around every page. */
export function Layout() {
  const t = useT();
  const navigating = useNavigationPending();
  const hasNotices = useAppSelector((state) => selectNotices(state).length > 0);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  useBackButton();
  useRedirectTarget();
  useStartRoute();
  useScrollToTop();
  useWowTreeModeExit();
  useScrollLock(menuOpen);

  // The menu is not part of first paint: fetch its chunk once the browser is idle.
  useEffect(() => {
    const id = window.setTimeout(() => void loadMenu().catch(() => undefined), 1500);
    return () => window.clearTimeout(id);
  }, []);

  const openMenu = useCallback(() => {
    setMenuRequested(true);
    setMenuOpen(true);
  }, []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <div className="app-shell">
      <Header onOpenMenu={openMenu} />
      <Announcement />
      {navigating ? <div className="nav-progress" role="progressbar" aria-label={t('common.loading')} /> : null}
      <main className="app-main">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {menuRequested ? (
        <Suspense fallback={null}>
          <NavMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      ) : null}
      {getLaunchParams().query[LOGIN_EXPIRED_QUERY.key] === LOGIN_EXPIRED_QUERY.value ? (
        <Suspense fallback={null}>
          <LoginExpiredNotice />
        </Suspense>
      ) : null}
      {hasNotices ? (
        <Suspense fallback={null}>
          <NoticeHost />
        </Suspense>
      ) : null}
    </div>
  );
}
