import { ACCOUNT_PANEL_AUTO_CLOSE_MS } from '@storefront/contract/constants';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../shared/lib/i18n';
import { useSession } from '../../../shared/lib/startup';
import { useDisclosure } from '../../../shared/lib/use-disclosure';
import { UserIcon } from '../../../shared/ui/icons';
import { paths } from '../../../shared/lib/paths';

const AccountPanel = lazy(() => import('./account-panel').then((m) => ({ default: m.AccountPanel })));

/** Logged in: a link to the profile. Anonymous: a bottom panel that closes itself after 2 s. */
export function ProfileButton() {
  const t = useT();
  const { isLogged } = useSession();
  const panel = useDisclosure();
  const { open, hide } = panel;

  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(hide, ACCOUNT_PANEL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, hide]);

  if (isLogged) {
    return (
      <Link to={paths.profile} className="icon-button" aria-label={t('header.profile')}>
        <UserIcon />
      </Link>
    );
  }
  return (
    <>
      <button type="button" className="icon-button" aria-label={t('header.login')} aria-haspopup="dialog" onClick={panel.show}>
        <UserIcon />
      </button>
      {panel.requested ? (
        <Suspense fallback={null}>
          <AccountPanel open={open} onClose={hide} />
        </Suspense>
      ) : null}
    </>
  );
}
