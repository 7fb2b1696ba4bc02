import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { ScreenState } from '../../../shared/commerce/screen-state';
import { useShowcase } from '../../../shared/lib/startup';
import { UserIcon } from '../../../shared/ui/icons';
import { useCheckoutT } from '../messages';

/** Orders belong to accounts: an anonymous shopper is asked to log in through the bot (or the demo logins). */
export function LoginPrompt() {
  const t = useCheckoutT();
  const showcase = useShowcase();
  const bot = showcase?.telegramBot ?? '';
  return (
    <ScreenState
      icon={<UserIcon size={48} className="checkout__state-icon" />}
      title={t('checkout.loginTitle')}
      text={t('checkout.loginText')}
      action={
        <div className="checkout__state-actions">
          {bot ? (
            <a className="button button--primary" href={`https://t.me/${bot}`} target="_blank" rel="noreferrer">
              {t('checkout.loginBot', { bot })}
            </a>
          ) : null}
          {showcase?.demo !== false ? (
            <Link className="button button--secondary" to={paths.test}>
              {t('checkout.loginTest')}
            </Link>
          ) : null}
        </div>
      }
    />
  );
}
