import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { ScreenState } from '../../../shared/commerce/screen-state';
import { useShowcase } from '../../../shared/lib/startup';
import { ListIcon } from '../../../shared/ui/icons';
import { useWishlistsT } from '../messages';

/** Wishlists belong to accounts: an anonymous visitor is told to log in, with the ways to do it. */
export function LoginRequired() {
  const t = useWishlistsT();
  const showcase = useShowcase();
  const bot = showcase?.telegramBot ?? '';
  return (
    <ScreenState
      icon={<ListIcon size={48} className="wishlists__empty-icon" />}
      title={t('wishlists.login.title')}
      text={t('wishlists.login.text')}
      action={
        <div className="wishlists__login-actions">
          {bot ? (
            <a className="button button--primary" href={`https://t.me/${bot}`} target="_blank" rel="noreferrer">
              {t('wishlists.login.bot', { bot })}
            </a>
          ) : null}
          {showcase?.demo !== false ? (
            <Link className="button button--secondary" to={paths.test}>
              {t('wishlists.login.test')}
            </Link>
          ) : null}
        </div>
      }
    />
  );
}
