import type { ProductDetail } from '@storefront/contract/catalog';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ProductPicture } from '../../shared/commerce/product-card';
import { ExpandIcon } from '../../shared/ui/icons';
import { LazyImage } from '../../shared/ui/lazy-image';
import { useProductT } from './product-messages';

// The full-screen viewer is its own chunk: loaded when a shopper asks for it.
const GalleryViewer = lazy(() => import('./gallery-viewer').then((m) => ({ default: m.GalleryViewer })));

interface GalleryProps {
  name: string;
  images: ProductDetail['images'];
  /** The card picture, used when the product has no gallery. */
  fallback: string | null;
}

/** Swipeable row of big pictures (scroll snap, lazy) with thumbnails that jump to a picture. */
export function Gallery({ name, images, fallback }: GalleryProps) {
  const t = useProductT();
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [viewing, setViewing] = useState(false);

  // The picture mostly in view is the current one (works the same left-to-right and right-to-left).
  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.index));
        }
      },
      { root: track, threshold: 0.6 },
    );
    track.querySelectorAll('[data-index]').forEach((slide) => observer.observe(slide));
    return () => observer.disconnect();
  }, [images]);

  if (images.length === 0) {
    return (
      <div className="gallery gallery--single">
        <ProductPicture src={fallback} alt={name} />
      </div>
    );
  }

  const show = (index: number) => {
    setCurrent(index);
    trackRef.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest', inline: 'start' });
  };

  return (
    <section className="gallery" aria-label={t('product.gallery')}>
      <button type="button" className="icon-button gallery__fullscreen" aria-label={t('product.fullscreen')} onClick={() => setViewing(true)}>
        <ExpandIcon size={20} />
      </button>
      {viewing ? (
        <Suspense fallback={null}>
          <GalleryViewer
            name={name}
            images={images}
            start={current}
            onClose={(index) => {
              setViewing(false);
              show(index);
            }}
          />
        </Suspense>
      ) : null}
      <div className="gallery__track" ref={trackRef} tabIndex={0}>
        {images.map((image, index) => (
          <div className="gallery__slide" key={image.big} data-index={index}>
            {index === 0 ? (
              <img
                className="product-picture"
                src={image.big}
                alt={t('product.photo', { name, index: 1, total: images.length })}
                width={600}
                height={600}
                fetchPriority="high"
              />
            ) : (
              <LazyImage
                className="product-picture"
                src={image.big}
                alt={t('product.photo', { name, index: index + 1, total: images.length })}
                width={600}
                height={600}
              />
            )}
          </div>
        ))}
      </div>
      {images.length > 1 ? (
        <div className="gallery__thumbs">
          {images.map((image, index) => (
            <button
              key={image.small}
              type="button"
              className="gallery__thumb"
              aria-label={t('product.photo.show', { index: index + 1 })}
              aria-current={index === current || undefined}
              onClick={() => show(index)}
            >
              <LazyImage src={image.small} alt="" width={56} height={56} />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
