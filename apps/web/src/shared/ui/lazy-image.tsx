import { LAZY_THRESHOLD_PX } from '@storefront/contract/constants';
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/** Loads its picture once it is within 100 px of the viewport. */
export function LazyImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${LAZY_THRESHOLD_PX}px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);
  return <img ref={ref} src={visible ? src : undefined} alt={alt} decoding="async" {...rest} />;
}
