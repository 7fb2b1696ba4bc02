import { useState } from 'react';
import { useNotify } from '../lib/use-notify';
import { useT } from '../lib/i18n';
import { errorMessageOf } from '../ui/error-fallback';
import { HeartIcon } from '../ui/icons';
import { useToggleFavouriteMutation } from './commerce-api';
import './commerce.css';

export interface FavouriteToggleProps {
  productId: number;
  /** Used in the accessible label ("В избранное: {name}", pressed when it is there). */
  productName: string;
  isFavourite: boolean;
  /** 'overlay' sits on a card's picture; 'plain' is an ordinary icon button. */
  variant?: 'overlay' | 'plain';
  className?: string;
}

/**
 * Heart button: shows the new state at once, keeps it until the refreshed product data arrives,
 * and rolls back with a toast when the server refuses.
 */
export function FavouriteToggle({ productId, productName, isFavourite, variant = 'overlay', className }: FavouriteToggleProps) {
  const t = useT();
  const notify = useNotify();
  const [toggle, { isLoading }] = useToggleFavouriteMutation();
  // The local answer applies only while the prop still holds the value it was given for.
  const [local, setLocal] = useState<{ value: boolean; forProp: boolean } | null>(null);
  const pressed = local && local.forProp === isFavourite ? local.value : isFavourite;

  const onClick = async () => {
    if (isLoading) return;
    setLocal({ value: !pressed, forProp: isFavourite });
    try {
      const result = await toggle({ ProductId: productId }).unwrap();
      setLocal({ value: result.isFavourite, forProp: isFavourite });
    } catch (error) {
      setLocal(null);
      notify({ message: errorMessageOf(error), type: 'danger' });
    }
  };

  return (
    <button
      type="button"
      className={`favourite-toggle favourite-toggle--${variant}${className ? ` ${className}` : ''}`}
      aria-pressed={pressed}
      aria-label={t('commerce.favourite', { name: productName })}
      aria-busy={isLoading || undefined}
      onClick={() => void onClick()}
    >
      <HeartIcon size={22} fill={pressed ? 'currentColor' : 'none'} />
    </button>
  );
}
