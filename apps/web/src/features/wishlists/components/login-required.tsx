import { LoginState } from '../../../shared/commerce/login-state';
import { ListIcon } from '../../../shared/ui/icons';
import { useWishlistsT } from '../messages';

/** Wishlists belong to accounts: an anonymous visitor is told to log in, with the ways to do it. */
export function LoginRequired() {
  const t = useWishlistsT();
  return (
    <LoginState
      icon={<ListIcon size={48} className="wishlists__empty-icon" />}
      title={t('wishlists.login.title')}
      text={t('wishlists.login.text')}
      actionsClassName="wishlists__login-actions"
      botLabel={(bot) => t('wishlists.login.bot', { bot })}
      testLabel={t('wishlists.login.test')}
    />
  );
}
