import { generatePath, Link, useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { paths } from '../../shared/lib/paths';
import { ProductGrid } from '../../shared/commerce/product-card';
import { ScreenState } from '../../shared/commerce/screen-state';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useSharedWishlistQuery } from './api';
import { isNotFound } from '../../shared/lib/http-status';
import { WishlistNotFound } from './components/wishlist-not-found';
import { WishlistHeader } from './components/wishlist-header';
import { useWishlistsT, WishlistsMessages } from './messages';
import './wishlists.css';
import { withMessages } from '../../shared/lib/feature-messages';

/** Share tokens are base64url. */
const TOKEN = /^[A-Za-z0-9_-]{8,64}$/;

function SharedWishlistView() {
  const t = useWishlistsT();
  const { token = '' } = useParams();
  const valid = TOKEN.test(token);
  const { currentData: wishlist, error, refetch } = useSharedWishlistQuery(valid ? token : skipToken);

  if (!valid || isNotFound(error)) return <WishlistNotFound shared />;
  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!wishlist) return <PageLoader />;
  return (
    <section className="wishlist" aria-labelledby="wishlist-title">
      <WishlistHeader
        name={wishlist.name}
        count={wishlist.items.length}
        above={<p className="wishlist__owner">{t('wishlists.shared.owner', { owner: wishlist.ownerName })}</p>}
      />
      {wishlist.isOwner ? (
        <Link className="button button--secondary wishlist__edit" to={generatePath(paths.wishlist, { id: String(wishlist.id) })}>
          {t('wishlists.shared.edit')}
        </Link>
      ) : (
        <p className="wishlist__read-only">{t('wishlists.shared.readOnly')}</p>
      )}
      {wishlist.items.length === 0 ? (
        <ScreenState title={t('wishlists.items.empty.title')} />
      ) : (
        <ProductGrid products={wishlist.items} label={t('wishlists.items')} />
      )}
    </section>
  );
}

/** /wishlist/shared/{token}: anyone with the link sees the list read-only (and may buy from it). */
export const SharedWishlistPage = withMessages(WishlistsMessages, SharedWishlistView);
