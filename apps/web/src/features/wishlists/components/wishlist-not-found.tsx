import { paths } from '../../../shared/lib/paths';
import { ScreenState } from '../../../shared/commerce/screen-state';
import { useWishlistsT } from '../messages';

export function WishlistNotFound({ shared = false }: { shared?: boolean }) {
  const t = useWishlistsT();
  return (
    <ScreenState
      title={t('wishlists.notFound.title')}
      text={t(shared ? 'wishlists.shared.notFound.text' : 'wishlists.notFound.text')}
      link={{ to: shared ? paths.catalog : paths.wishlists, label: t(shared ? 'wishlists.toCatalog' : 'wishlists.toList') }}
    />
  );
}
