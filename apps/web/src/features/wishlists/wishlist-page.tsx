import type { WishlistDetail } from '@storefront/contract/wishlists';
import { skipToken } from '@reduxjs/toolkit/query';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { ProductGrid } from '../../shared/commerce/product-card';
import { ScreenState } from '../../shared/commerce/screen-state';
import { useSession, useStartupConfig } from '../../shared/lib/startup';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { BackLink } from '../../shared/ui/back-link';
import { PageLoader } from '../../shared/ui/loader';
import { useWishlistQuery } from './api';
import { LoginRequired } from './components/login-required';
import { MoveToCartButton } from './components/move-to-cart-button';
import { RemoveItemButton } from './components/remove-item-button';
import { WishlistActions } from './components/wishlist-actions';
import { WishlistHeader } from './components/wishlist-header';
import { isNotFound } from '../../shared/lib/http-status';
import { WishlistNotFound } from './components/wishlist-not-found';
import { useWishlistsT, WishlistsMessages } from './messages';
import './wishlists.css';
import { withMessages } from '../../shared/lib/feature-messages';

function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function WishlistItems({ wishlist }: { wishlist: WishlistDetail }) {
  const t = useWishlistsT();
  if (wishlist.items.length === 0) {
    return (
      <ScreenState
        title={t('wishlists.items.empty.title')}
        text={t('wishlists.items.empty.text')}
        link={{ to: paths.catalog, label: t('wishlists.toCatalog'), secondary: true }}
      />
    );
  }
  return (
    <ProductGrid
      products={wishlist.items}
      label={t('wishlists.items')}
      renderFooter={wishlist.isOwner ? (product) => <RemoveItemButton wishlistId={wishlist.id} product={product} /> : undefined}
    />
  );
}

function WishlistView({ id }: { id: number | null }) {
  const t = useWishlistsT();
  const navigate = useNavigate();
  const { currentData: wishlist, error, refetch } = useWishlistQuery(id ?? skipToken);

  if (id === null || isNotFound(error)) return <WishlistNotFound />;
  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!wishlist) return <PageLoader />;
  return (
    <section className="wishlist" aria-labelledby="wishlist-title">
      <BackLink to={paths.wishlists}>{t('wishlists.toList')}</BackLink>
      <WishlistHeader name={wishlist.name} count={wishlist.items.length} />
      {wishlist.isOwner ? (
        <div className="wishlist__toolbar">
          <MoveToCartButton wishlistId={wishlist.id} disabled={wishlist.items.length === 0} />
          <WishlistActions wishlist={wishlist} onDeleted={() => void navigate(paths.wishlists, { replace: true })} />
        </div>
      ) : null}
      <WishlistItems wishlist={wishlist} />
    </section>
  );
}

function WishlistGate() {
  const startup = useStartupConfig();
  const { isLogged } = useSession();
  const id = parseId(useParams().id);
  if (!startup) return <PageLoader />;
  if (!isLogged) return <LoginRequired />;
  return <WishlistView id={id} />;
}

/** /wishlist/{id}: one of the user's lists; another user's id answers 404 and shows "not found". */
export const WishlistPage = withMessages(WishlistsMessages, WishlistGate);
