import type { ProductDetail } from '@storefront/contract/catalog';
import { useProductT } from './product-messages';
import { ProductSection } from './product-section';

/** Recognised hosts play embedded (lazy iframes); any other link opens outside. */
export function Videos({ name, videos }: { name: string; videos: ProductDetail['videos'] }) {
  const t = useProductT();
  if (videos.length === 0) return null;
  return (
    <ProductSection titleId="product-videos" title={t('product.videos')}>
      <ul className="stack-list product-videos">
        {videos.map((video, index) => (
          <li key={video.url}>
            {video.embedUrl ? (
              <iframe
                className="product-videos__frame"
                src={video.embedUrl}
                title={t('product.video.title', { index: index + 1, name })}
                loading="lazy"
                allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ) : (
              <a className="product-videos__link" href={video.url} target="_blank" rel="noopener noreferrer">
                {t('product.video.link', { host: video.host })}
              </a>
            )}
          </li>
        ))}
      </ul>
    </ProductSection>
  );
}
