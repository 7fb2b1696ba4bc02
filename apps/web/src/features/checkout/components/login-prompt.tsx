import { LoginState } from '../../../shared/commerce/login-state';
import { UserIcon } from '../../../shared/ui/icons';
import { useCheckoutT } from '../messages';

/** Orders belong to accounts: an anonymous shopper is asked to log in through the bot (or the demo logins). */
export function LoginPrompt() {
  const t = useCheckoutT();
  return (
    <LoginState
      icon={<UserIcon size={48} className="screen-state__icon" />}
      title={t('checkout.loginTitle')}
      text={t('checkout.loginText')}
      actionsClassName="checkout__state-actions"
      botLabel={(bot) => t('checkout.loginBot', { bot })}
      testLabel={t('checkout.loginTest')}
    />
  );
}
