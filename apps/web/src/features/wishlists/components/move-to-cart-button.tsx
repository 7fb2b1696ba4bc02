import { useNotify } from '../../../shared/lib/use-notify';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { CartIcon } from '../../../shared/ui/icons';
import { useMoveWishlistToCartMutation } from '../api';
import { useWishlistsT } from '../messages';

/** Puts every product of the list into the cart and reports what was moved and what was not (out of stock). */
export function MoveToCartButton({ wishlistId, disabled }: { wishlistId: number; disabled: boolean }) {
  const t = useWishlistsT();
  const notify = useNotify();
  const [move, { isLoading }] = useMoveWishlistToCartMutation();

  const onClick = async () => {
    try {
      const { moved, skipped } = await move({ WishlistId: wishlistId }).unwrap();
      if (moved > 0) notify({ message: t('wishlists.moved', { count: moved }) });
      if (skipped.length > 0) {
        const names = skipped.join(', ');
        notify({ message: t(moved > 0 ? 'wishlists.skipped' : 'wishlists.nothingMoved', { names }), type: 'warning' });
      }
    } catch (error) {
      notify({ message: errorMessageOf(error), type: 'danger' });
    }
  };

  return (
    <button
      type="button"
      className="button button--primary"
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      onClick={() => void onClick()}
    >
      <CartIcon size={18} />
      {t('wishlists.moveToCart')}
    </button>
  );
}
