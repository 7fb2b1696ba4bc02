import { generatePath, Link } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { useWishlistsQuery, type WishlistSummary } from '../../shared/commerce/commerce-api';
import { ScreenState } from '../../shared/commerce/screen-state';
import { useSession, useStartupConfig } from '../../shared/lib/startup';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { ChevronIcon } from '../../shared/ui/icons';
import { PageLoader } from '../../shared/ui/loader';
import { CreateWishlistForm } from './components/create-wishlist-form';
import { LoginRequired } from './components/login-required';
import { WishlistActions } from './components/wishlist-actions';
import { useWishlistsT, WishlistsMessages } from './messages';
import '../../shared/ui/panels.css';
import './wishlists.css';
import { withMessages } from '../../shared/lib/feature-messages';
import { TitledSection } from '../../shared/ui/titled-section';

function WishlistRow({ wishlist }: { wishlist: WishlistSummary }) {
  const t = useWishlistsT();
  return (
    <li className="card wishlist-row">
      <Link className="row-link" to={generatePath(paths.wishlist, { id: String(wishlist.id) })}>
        <span className="wishlist-row__name">{wishlist.name}</span>
        <span className="wishlist-row__count">{t('wishlists.count', { count: wishlist.itemsCount })}</span>
        <ChevronIcon size={18} className="row-chevron wishlist-row__chevron" />
      </Link>
      <WishlistActions wishlist={wishlist} />
    </li>
  );
}

function WishlistsList() {
  const t = useWishlistsT();
  const { data, error, refetch } = useWishlistsQuery();
  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!data) return <PageLoader />;
  if (data.wishlists.length === 0) {
    return <ScreenState title={t('wishlists.empty.title')} text={t('wishlists.empty.text')} />;
  }
  return (
    <ul className="stack-list wishlists__list" aria-label={t('wishlists.title')}>
      {data.wishlists.map((wishlist) => (
        <WishlistRow key={wishlist.id} wishlist={wishlist} />
      ))}
    </ul>
  );
}

function WishlistsView() {
  const t = useWishlistsT();
  const startup = useStartupConfig();
  const { isLogged } = useSession();
  if (!startup) return <PageLoader />;
  if (!isLogged) return <LoginRequired />;
  return (
    <TitledSection titleId="wishlists-title" title={t('wishlists.title')} level={1} className="wishlists" titleClassName="wishlists__title">
      <CreateWishlistForm />
      <WishlistsList />
    </TitledSection>
  );
}

/** /wishlist: the logged-in user's named lists: create, rename, share, delete. */
export const WishlistsPage = withMessages(WishlistsMessages, WishlistsView);
