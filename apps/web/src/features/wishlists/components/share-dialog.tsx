import { COPY_CONFIRM_MS } from '@storefront/contract/constants';
import { useEffect, useId, useState } from 'react';
import { generatePath } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { copyText } from '../../../shared/lib/share';
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
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const url = sharedWishlistUrl(shareToken);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <Modal open={open} onClose={onClose} title={t('wishlists.share.title')}>
      <p className="wishlist-share__text">{t('wishlists.share.text')}</p>
      <label htmlFor={inputId} className="field__label--quiet wishlist-create__label">
        {t('wishlists.share.field')}
      </label>
      <input
        id={inputId}
        className="control wishlist-field wishlist-share__url"
        value={url}
        readOnly
        dir="ltr"
        onFocus={(e) => e.currentTarget.select()}
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
