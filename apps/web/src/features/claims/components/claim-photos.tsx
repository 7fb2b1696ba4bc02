import { useState } from 'react';
import { Modal } from '../../../shared/ui/modal';
import { photoSrc } from '../api';
import { useClaimsT } from '../messages';

/** Thumbnails; a tap opens the photo in a dialog. */
export function ClaimPhotos({ photos }: { photos: string[] }) {
  const t = useClaimsT();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const current = open === null ? undefined : photos[open];
  return (
    <>
      <ul className="wrap-list claim-photos" aria-label={t('claims.photos')}>
        {photos.map((url, i) => (
          <li key={url}>
            <button type="button" className="claim-photos__thumb" aria-label={t('claims.photo.open', { n: i + 1 })} onClick={() => setOpen(i)}>
              <img src={photoSrc(url)} alt="" width={64} height={64} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={current !== undefined}
        title={open === null ? '' : t('claims.photo.title', { n: open + 1 })}
        onClose={() => setOpen(null)}
        className="claim-photo-modal"
      >
        {current ? <img className="claim-photo-modal__img" src={photoSrc(current)} alt={t('claims.photo.title', { n: (open ?? 0) + 1 })} /> : null}
      </Modal>
    </>
  );
}
