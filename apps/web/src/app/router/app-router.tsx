import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { useStartupConfig } from '../../shared/lib/startup';
import { translate } from '../../shared/lib/i18n';
import { platform } from '../../shared/lib/platform';
import { ErrorFallback } from '../../shared/ui/error-fallback';
import { routerBasename } from '../../shared/lib/paths';
import { keepShowcaseParam } from './keep-showcase-param';
import { RouteTableContext } from './route-table-context';
import { accountRoutes, buildRoutes } from './routes';

type AppDataRouter = ReturnType<typeof createBrowserRouter>;

function createAppRouter(routes: RouteObject[]): AppDataRouter | null {
  try {
    return createBrowserRouter(routes, { basename: routerBasename(window.location.pathname) });
  } catch (error) {
    console.error('Router build failed', error);
    platform.alert(translate('error.router'));
    return null;
  }
}

/** The router is rebuilt only when the table really changes (account routes appear on login). */
export function AppRouter() {
  const config = useStartupConfig();
  const withAccount = Boolean(config?.isLogged) && accountRoutes.length > 0;
  const routes = useMemo(() => buildRoutes({ isLogged: withAccount }), [withAccount]);
  const router = useMemo(() => createAppRouter(routes), [routes]);
  useEffect(() => {
    if (!router) return undefined;
    const stopKeeping = keepShowcaseParam(router);
    return () => {
      stopKeeping();
      router.dispose();
    };
  }, [router]);

  if (!router) return <ErrorFallback message={translate('error.router')} onRetry={() => platform.reload()} />;
  return (
    <RouteTableContext value={routes}>
      <RouterProvider router={router} />
    </RouteTableContext>
  );
}
