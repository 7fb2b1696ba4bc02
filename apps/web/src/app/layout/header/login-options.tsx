import { Link } from 'react-router';
import { useBotLoginT } from '../../../features/bot-login/messages';
import { PhoneLoginForm } from '../../../features/phone-login/phone-login-form';
import { paths } from '../../../shared/lib/paths';
import { useShowcase } from '../../../shared/lib/startup';
import { BotIcon } from '../../../shared/ui/icons';

/**
 * The ways in for an anonymous visitor: the messenger bot (it answers with a one-time login link), a one-time
 * SMS code where the server has an SMS gateway, and on demo servers the test login. Inside BotLoginMessages.
 */
export function LoginOptions({ onNavigate }: { onNavigate?: () => void }) {
  const t = useBotLoginT();
  const showcase = useShowcase();
  const bot = showcase?.telegramBot ?? '';
  return (
    <div className="account-panel">
      <p className="account-panel__lead">{t('botLogin.panel.lead')}</p>
      {bot ? (
        <a className="button button--primary" href={`https://t.me/${bot}?start=login`} target="_blank" rel="noreferrer">
          <BotIcon size={20} />
          {t('botLogin.panel.bot', { bot })}
        </a>
      ) : null}
      {showcase?.phoneLogin ? (
        <>
          <p className="account-panel__or">{t('botLogin.panel.phone')}</p>
          <PhoneLoginForm mode="login" onDone={onNavigate} />
        </>
      ) : null}
      {showcase?.demo !== false ? (
        <Link className="button button--secondary" to={paths.test} onClick={onNavigate}>
          {t('botLogin.panel.test')}
        </Link>
      ) : null}
    </div>
  );
}
