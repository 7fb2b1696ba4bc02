import { useEffect } from 'react';
import { useLogoutMutation } from '../../shared/lib/config-api';
import { platform } from '../../shared/lib/platform';
import { FailureIcon } from '../../shared/ui/icons';
import { StartupMessages, useStartupT } from './messages';
import type { StartupBlock } from './startup-blocks';

/** The launch address without its referral: `s=1_r=CODE` keeps the showcase part, `cmp` goes. */
export function withoutReferral(href: string): string {
  const url = new URL(href);
  const s = url.searchParams.get('s');
  if (s !== null) {
    const showcase = s.split('_')[0] ?? '';
    if (showcase) url.searchParams.set('s', showcase);
    else url.searchParams.delete('s');
  }
  url.searchParams.delete('cmp');
  return url.toString();
}

/**
 * Replaces the app with the block message; vibrates as a danger notice and closes the app when due. A web page
 * cannot close itself, so there the screen offers its way out: logging out (a banned account), or opening the
 * showcase without the referral it could not recognise.
 */
export function StartupBlockScreen(props: { block: StartupBlock; isLogged: boolean }) {
  return (
    <StartupMessages>
      <BlockMessage {...props} />
    </StartupMessages>
  );
}

function BlockMessage({ block, isLogged }: { block: StartupBlock; isLogged: boolean }) {
  const t = useStartupT();
  const [logout, logoutState] = useLogoutMutation();
  const inTelegram = platform.isTelegram();
  useEffect(() => {
    platform.haptic('danger');
    if (block.closeAfterMs === null) return undefined;
    const timer = setTimeout(() => platform.close(), block.closeAfterMs);
    return () => clearTimeout(timer);
  }, [block]);
  return (
    <section className={`startup-block startup-block--${block.kind}`} role="alert">
      <FailureIcon size={48} />
      <p>{t(block.messageId, block.values)}</p>
      {!inTelegram ? (
        <div className="button-column">
          {block.kind === 'noRefCritical' ? (
            <button type="button" className="button button--primary" onClick={() => window.location.assign(withoutReferral(window.location.href))}>
              {t('startup.continueWithoutReferral')}
            </button>
          ) : null}
          {isLogged && block.kind !== 'noRefCritical' ? (
            <button type="button" className="button button--secondary" disabled={logoutState.isLoading} onClick={() => void logout()}>
              {t('startup.logout')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
