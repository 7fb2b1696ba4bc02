import type { ProductCard } from '@storefront/contract/catalog';
import { useNotify } from '../../../shared/lib/use-notify';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useRemoveFromWishlistMutation } from '../api';
import { useWishlistsT } from '../messages';

export function RemoveItemButton({ wishlistId, product }: { wishlistId: number; product: ProductCard }) {
  const t = useWishlistsT();
  const notify = useNotify();
  const [remove, { isLoading }] = useRemoveFromWishlistMutation();
  const onClick = async () => {
    try {
      await remove({ WishlistId: wishlistId, ProductId: product.id }).unwrap();
      notify({ message: t('wishlists.removed', { name: product.name }) });
    } catch (error) {
      notify({ message: errorMessageOf(error), type: 'danger' });
    }
  };
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
