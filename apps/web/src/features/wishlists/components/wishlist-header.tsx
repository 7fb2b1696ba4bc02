import type { ReactNode } from 'react';
import { useWishlistsT } from '../messages';

/** The list's name as the page heading, with how many products it holds; `above` stands before the name. */
export function WishlistHeader({ name, count, above }: { name: string; count: number; above?: ReactNode }) {
  const t = useWishlistsT();
  return (
    <header className="wishlist__header">
      {above}
      <h1 id="wishlist-title" className="wishlist__title">
        {name}
      </h1>
      <p className="wishlist__count">{t('wishlists.count', { count })}</p>
    </header>
  );
}
