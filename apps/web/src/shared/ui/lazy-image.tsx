import { LAZY_THRESHOLD_PX } from '@storefront/contract/constants';
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

type LazyImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /**
   * A picture in the first screen (likely the page's largest paint): requested at once with high priority instead
   * of after an intersection check, so it does not wait a render for its request (Lighthouse LCP, issue 18).
   */
  priority?: boolean;
};

/** Loads its picture once it is within 100 px of the viewport. */
export function LazyImage({ src, alt, priority = false, ...rest }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(() => priority || typeof IntersectionObserver === 'undefined');
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
  if (priority) return <img ref={ref} src={src} alt={alt} fetchPriority="high" {...rest} />;
  return <img ref={ref} src={visible ? src : undefined} alt={alt} decoding="async" {...rest} />;
}
