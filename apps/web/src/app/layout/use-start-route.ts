import { useEffect } from 'react';
import { generatePath, useNavigate } from 'react-router';
import type { StartRoute } from '@storefront/contract/start-param';
import { platform } from '../../shared/lib/platform';
import { paths } from '../../shared/lib/paths';

export function startRoutePath(route: StartRoute): string {
  return route.kind === 'product'
    ? generatePath(paths.product, { id: String(route.id) })
    : generatePath(paths.action, { actionId: String(route.id) });
}

/**
 * A Telegram deep link (`startapp=p_{id}` / `a_{id}`, README "Telegram start parameters") opens its product or
 * landing on top of the first screen, so the back button returns to the store and then closes the app. It counts
 * as shown once the navigation has finished: one cut short (the router is rebuilt on login) is tried again.
 */
export function useStartRoute(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void platform.startRoute().then(async (route) => {
      if (!live || !route) return;
      await navigate(startRoutePath(route));
      if (live) platform.startRouteShown();
    });
    return () => {
      live = false;
    };
  }, [navigate]);
}
