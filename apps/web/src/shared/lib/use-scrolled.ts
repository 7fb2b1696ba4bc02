import { SCROLL_THROTTLE_MS } from '@storefront/contract/constants';
import { useEffect, useState } from 'react';

/** Calls `fn` at most once per `ms`, and once more after the last call so the final state is never missed. */
export function throttle(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      fn();
    } else {
      clearTimeout(timer);
      timer = setTimeout(() => {
        last = Date.now();
        fn();
      }, wait);
    }
  };
  return { run, cancel: () => clearTimeout(timer) };
}

/** Whether the page is scrolled down, read from scroll events throttled to spec §9's 300 ms. */
export function useScrolled(offset = 8): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > offset);
  useEffect(() => {
    const check = throttle(() => setScrolled(window.scrollY > offset), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', check.run, { passive: true });
    return () => {
      window.removeEventListener('scroll', check.run);
      check.cancel();
    };
  }, [offset]);
  return scrolled;
}
