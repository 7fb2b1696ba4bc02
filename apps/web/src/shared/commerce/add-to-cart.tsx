import { useState } from 'react';
import { useNotify } from '../lib/use-notify';
import { useT } from '../lib/i18n';
import { errorMessageOf } from '../ui/error-fallback';
import { CartIcon } from '../ui/icons';
import { useCartQuantity } from './cart-host';
import { useDeleteFromCartMutation, useUpdateCartQuantityMutation } from './commerce-api';
import { Stepper } from './stepper';
import './commerce.css';

export interface AddToCartProps {
  productId: number;
  /** Used in the accessible labels of the stepper. */
  productName: string;
  stock: number;
  size?: 'sm' | 'lg';
  /**
   * Called instead of deleting when "−" is pressed at quantity 1 (the cart page asks first).
   * Without it the line is deleted at once.
   */
  onRemoveRequest?: () => void;
  className?: string;
}

/**
 * "В корзину" button that becomes a quantity stepper once the product is in the cart. The quantity
 * sent is the line's new absolute quantity; above the stock the server refuses with a localised
 * message, shown as a toast.
 */
export function AddToCart({ productId, productName, stock, size = 'sm', onRemoveRequest, className }: AddToCartProps) {
  const t = useT();
  const notify = useNotify();
  const { quantity: inCart, fetchedAt } = useCartQuantity(productId);
  const [update, updateState] = useUpdateCartQuantityMutation();
  const [remove, removeState] = useDeleteFromCartMutation();
  // The requested quantity is shown until the cart is fetched again (or the request fails).
  const [pending, setPending] = useState<{ quantity: number; since: number | undefined } | null>(null);
  const quantity = pending && pending.since === fetchedAt ? pending.quantity : inCart;
  const busy = updateState.isLoading || removeState.isLoading;

  const change = async (next: number) => {
    if (busy) return;
    if (next <= 0 && onRemoveRequest) {
      onRemoveRequest();
      return;
    }
    setPending({ quantity: Math.max(0, next), since: fetchedAt });
    try {
      if (next <= 0) await remove({ ProductId: productId }).unwrap();
      else await update({ ProductId: productId, Quantity: next }).unwrap();
    } catch (error) {
      setPending(null);
      notify({ message: errorMessageOf(error), type: 'danger' });
    }
  };

  const classes = `add-to-cart add-to-cart--${size}${className ? ` ${className}` : ''}`;
  if (quantity <= 0) {
    const soldOut = stock <= 0;
    return (
      <button
        type="button"
        className={`${classes} button ${soldOut ? 'button--secondary' : 'button--primary'}`}
        disabled={soldOut}
        aria-busy={busy || undefined}
        onClick={() => void change(1)}
      >
        {soldOut ? null : <CartIcon size={18} />}
        {t(soldOut ? 'commerce.outOfStock' : 'commerce.addToCart')}
      </button>
    );
  }
  return (
    <Stepper
      block="stepper"
      className={classes}
      label={t('commerce.inCart', { name: productName })}
      value={t('commerce.quantity', { count: quantity })}
      busy={busy}
      decrease={{ label: t('commerce.decrease', { name: productName }), onClick: () => void change(quantity - 1) }}
      increase={{ label: t('commerce.increase', { name: productName }), onClick: () => void change(quantity + 1) }}
    />
  );
}
