import { SHOWCASE_STATE } from '@storefront/contract/constants';
import { Link } from 'react-router';
import { useT } from '../../../shared/lib/i18n';
import { useMenuConfig, useSession, useShowcase } from '../../../shared/lib/startup';
import { CartIcon, HeartIcon, ListIcon, SearchIcon } from '../../../shared/ui/icons';
import { paths } from '../../../shared/lib/paths';
import { BlockableLink } from './blockable-link';
import { headerLinkState } from './header-rules';
import { MenuButton } from './menu-button';
import { ProfileButton } from './profile-button';

export function NormalHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const t = useT();
  const showcase = useShowcase();
  const menu = useMenuConfig();
  const { isLogged } = useSession();
  const links = headerLinkState(menu);
  return (
    <div className="app-header__bar">
      <MenuButton onClick={onOpenMenu} />
      <Link to={paths.home} className="app-header__title" dir="auto">
        {showcase?.showcaseName ?? ''}
      </Link>
      <nav className="app-header__actions" aria-label={t('header.actions')}>
        {showcase?.showcaseStateId === SHOWCASE_STATE.landing ? null : (
          <Link to={paths.search} className="icon-button" aria-label={t('header.search')}>
            <SearchIcon />
          </Link>
        )}
        <BlockableLink
          to={paths.favorites}
          label={t('header.favourites', { count: links.favourites })}
          blocked={links.favouritesBlocked}
          badge={links.favourites}
        >
          <HeartIcon />
        </BlockableLink>
        {isLogged ? (
          <Link to={paths.wishlists} className="icon-button" aria-label={t('header.wishlists')}>
            <ListIcon />
          </Link>
        ) : null}
        <BlockableLink to={paths.cart} label={t('header.cart', { count: links.cart })} blocked={links.cartBlocked} badge={links.cart}>
          <CartIcon />
        </BlockableLink>
        <ProfileButton />
      </nav>
    </div>
  );
}
