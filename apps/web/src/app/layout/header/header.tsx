import { lazy, Suspense } from 'react';
import { useMenuConfig } from '../../../shared/lib/startup';
import { readDevMode } from '../../../shared/lib/storage';
import { useScrolled } from '../../../shared/lib/use-scrolled';
import { MenuButton } from './menu-button';
import { NormalHeader } from './normal-header';
import './header.css';

// Wow-tree mode is rare: its header is a separate chunk.
const WowHeader = lazy(() => import('./wow-header').then((m) => ({ default: m.WowHeader })));

/** Normal or wow-tree header; a red bottom border marks developer mode; a shadow lifts it once the page scrolls. */
export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const menu = useMenuConfig();
  const scrolled = useScrolled();
  if (menu && !menu.showHeader) return null;
  const devMode = readDevMode() === 1 || Boolean(menu?.devMode);
  return (
    <header
      className={`app-header${devMode ? ' app-header--dev' : ''}${scrolled ? ' app-header--scrolled' : ''}`}
      data-dev-mode={devMode || undefined}
    >
      {menu?.wowTreeMode ? (
        <Suspense
          fallback={
            <div className="app-header__bar">
              <MenuButton onClick={onOpenMenu} />
            </div>
          }
        >
          <WowHeader onOpenMenu={onOpenMenu} />
        </Suspense>
      ) : (
        <NormalHeader onOpenMenu={onOpenMenu} />
      )}
    </header>
  );
}
