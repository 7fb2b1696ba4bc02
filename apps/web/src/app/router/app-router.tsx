import { useCallback, useMemo, useState } from 'react';
import { UNSAFE_createBrowserHistory, useRoutes, type Location, type RouteObject } from 'react-router';
import { useStartupConfig } from '../../shared/lib/startup';
import { HistoryRouter } from '../../shared/lib/history-router';
import { routerBasename } from '../../shared/lib/paths';
import { keepShowcaseParam } from './keep-showcase-param';
import { RouteTableContext } from './route-table-context';
import { accountRoutes, buildRoutes, prepareLocation } from './routes';

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** One history for the app's lifetime; the route table changes only when account routes appear on login. */
export function AppRouter() {
  const config = useStartupConfig();
  const withAccount = Boolean(config?.isLogged) && accountRoutes.length > 0;
  const routes = useMemo(() => buildRoutes({ isLogged: withAccount }), [withAccount]);
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [basename] = useState(() => routerBasename(window.location.pathname));
  const prepare = useCallback((location: Location) => prepareLocation(routes, location, basename), [routes, basename]);
  return (
    <RouteTableContext value={routes}>
      <HistoryRouter history={history} basename={basename} onLocation={keepShowcaseParam} prepare={prepare}>
        <AppRoutes routes={routes} />
      </HistoryRouter>
    </RouteTableContext>
  );
}
