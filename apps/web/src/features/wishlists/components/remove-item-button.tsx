import type { ProductCard } from '@storefront/contract/catalog';
import { useRequestNotice } from '../../../shared/ui/use-request-notice';
import { useRemoveFromWishlistMutation } from '../api';
import { useWishlistsT } from '../messages';

export function RemoveItemButton({ wishlistId, product }: { wishlistId: number; product: ProductCard }) {
  const t = useWishlistsT();
  const request = useRequestNotice();
  const [remove, { isLoading }] = useRemoveFromWishlistMutation();
  const onClick = () => request(remove({ WishlistId: wishlistId, ProductId: product.id }).unwrap(), t('wishlists.removed', { name: product.name }));
  return (
    <button
      type="button"
      className="wishlist-remove"
      aria-label={t('wishlists.remove.label', { name: product.name })}
      disabled={isLoading}
      onClick={() => void onClick()}
    >
      {t('wishlists.remove')}
    </button>
  );
}
