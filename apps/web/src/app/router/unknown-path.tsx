import { Navigate } from 'react-router';
import { useStartupQuery } from '../../shared/lib/config-api';
import { PageLoader } from '../../shared/ui/loader';
import { paths } from '../../shared/lib/paths';

/**
 * An unknown path falls back to home. Until the startup configuration says whether the user is
 * logged in, an account deep link is not yet "unknown", so it waits.
 */
export function UnknownPath() {
  const { isLoading } = useStartupQuery();
  if (isLoading) return <PageLoader />;
  return <Navigate to={paths.home} replace />;
}
