import { useEffect, useState } from 'react';
import type { HomeScreenStatus } from '../../../shared/lib/host-runtime';
import { addToHomeScreen, canOfferHomeScreen, homeScreenStatus } from '../../../shared/lib/host-features';
import { useAccountT } from '../messages';

/**
 * «На главный экран» (Telegram Bot API 8.0 addToHomeScreen): shown only where the host can add the app and says it is
 * not there yet (checkHomeScreenStatus); nothing on the plain web or in MAX.
 */
export function HomeScreenButton() {
  const t = useAccountT();
  const [status, setStatus] = useState<HomeScreenStatus | null>(null);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    let live = true;
    void homeScreenStatus().then((s) => {
      if (live) setStatus(s);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!status || !canOfferHomeScreen(status)) return null;
  if (asked) return <p className="account-home-screen__hint">{t('account.homeScreen.asked')}</p>;
  return (
    <button
      type="button"
      className="button button--secondary account-home-screen"
      onClick={() => {
        void addToHomeScreen().then((offered) => {
          if (offered) setAsked(true);
        });
      }}
    >
      {t('account.homeScreen')}
    </button>
  );
}
