import type { ProductDetail } from '@storefront/contract/catalog';
import { useEffect, useRef, useState } from 'react';
import { enterFullscreen, exitFullscreen } from '../../shared/lib/host-features';
import { DialogLayer } from '../../shared/ui/dialog';
import { CloseIcon } from '../../shared/ui/icons';
import { useProductT } from './product-messages';

interface GalleryViewerProps {
  name: string;
  images: ProductDetail['images'];
  start: number;
  onClose: (index: number) => void;
}

/**
 * The product's pictures over the whole screen (its own lazy chunk): an overlay that covers the app, and on top of it
 * the host's full screen where there is one (Telegram 8.0+ requestFullscreen) or the browser's Fullscreen API.
 * Arrow keys and the buttons page through; Escape, ✕ and the messenger back button close it.
 */
export function GalleryViewer({ name, images, start, onClose }: GalleryViewerProps) {
  const t = useProductT();
  const [index, setIndex] = useState(start);
  const stage = useRef<HTMLDivElement>(null);
  const total = images.length;
  const image = images[index];
  const close = () => onClose(index);

  useEffect(() => {
    void enterFullscreen(stage.current);
    return () => void exitFullscreen();
  }, []);

  const step = (delta: number) => setIndex((i) => (i + delta + total) % total);
  return (
    <DialogLayer
      open
      onClose={close}
      closeMs={0}
      backdropClassName="gallery-viewer"
      surfaceClassName="gallery-viewer__surface"
      label={t('product.viewer')}
    >
      <div
        ref={stage}
        className="gallery-viewer__stage"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
            e.preventDefault();
            const forward = (e.key === 'ArrowRight') !== (document.documentElement.dir === 'rtl');
            step(forward ? 1 : -1);
          }
        }}
      >
        <button type="button" className="icon-button gallery-viewer__close" aria-label={t('product.viewer.close')} onClick={close}>
          <CloseIcon size={24} />
        </button>
        {image ? <img className="gallery-viewer__image" src={image.big} alt={t('product.photo', { name, index: index + 1, total })} /> : null}
        {total > 1 ? (
          <div className="gallery-viewer__nav">
            <button type="button" className="button button--secondary" aria-label={t('product.viewer.previous')} onClick={() => step(-1)}>
              ‹
            </button>
            <span className="gallery-viewer__count" aria-live="polite">
              {t('product.viewer.count', { index: index + 1, total })}
            </span>
            <button type="button" className="button button--secondary" aria-label={t('product.viewer.next')} onClick={() => step(1)}>
              ›
            </button>
          </div>
        ) : null}
      </div>
    </DialogLayer>
  );
}
