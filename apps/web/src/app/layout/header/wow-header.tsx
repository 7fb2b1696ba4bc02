import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../shared/lib/i18n';
import { useShowcase } from '../../../shared/lib/startup';
import { logoUrl } from '../logo-url';
import { displayShowcase } from '../display-showcase';
import { MenuButton } from './menu-button';

const WowShowcaseSwitcher = lazy(() => import('./wow-showcase-switcher').then((m) => ({ default: m.WowShowcaseSwitcher })));

/** Wow-tree mode: menu, the network title and a logo button that opens the showcase switcher. */
export function WowHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const t = useT();
  const showcase = useShowcase();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const shown = showcase ? displayShowcase(showcase, true) : null;
  return (
    <div className="app-header__bar">
      <MenuButton onClick={onOpenMenu} />
      <h1 className="app-header__title app-header__title--wow">{t('header.wowTitle')}</h1>
      <button
        type="button"
        className="app-header__logo-button"
        aria-label={t('header.switchShowcase')}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {shown ? <img src={logoUrl(shown.imageBaseUrl, shown.siteId, shown.updatedAfter)} alt="" width={32} height={32} /> : null}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <WowShowcaseSwitcher open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
