import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * A new screen opens at its top: without this, going from a scrolled catalogue to the cart or checkout kept the
 * old scroll offset. Back/forward (POP) keep the browser's own restoration; a change of query only (filters,
 * pages, tabs) keeps the position too.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, type]);
}
