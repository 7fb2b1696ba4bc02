import { generatePath } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { copyText, LinkField, useCopiedState } from '../../../shared/lib/share';
import { Modal } from '../../../shared/ui/modal';
import { useWishlistsT } from '../messages';

/** The read-only link of a list: `${origin}/wishlist/shared/{token}`. */
export function sharedWishlistUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}${generatePath(paths.sharedWishlist, { token })}`;
}

interface ShareDialogProps {
  open: boolean;
  shareToken: string;
  onClose: () => void;
}

/** Shows the link (selectable if copying is refused) and copies it; "Ссылка скопирована" for 1.5 s. */
export function ShareDialog({ open, shareToken, onClose }: ShareDialogProps) {
  const t = useWishlistsT();
  const [copied, setCopied] = useCopiedState();
  const url = sharedWishlistUrl(shareToken);

  return (
    <Modal open={open} onClose={onClose} title={t('wishlists.share.title')}>
      <p className="wishlist-share__text">{t('wishlists.share.text')}</p>
      <LinkField
        label={t('wishlists.share.field')}
        labelClassName="wishlist-create__label"
        className="wishlist-field wishlist-share__url"
        value={url}
      />
      <button type="button" className="button button--primary wishlist-share__copy" onClick={() => void copyText(url).then((ok) => setCopied(ok))}>
        {copied ? t('wishlists.share.copied') : t('wishlists.share.copy')}
      </button>
      <p className="visually-hidden" role="status">
        {copied ? t('wishlists.share.copied') : ''}
      </p>
    </Modal>
  );
}
