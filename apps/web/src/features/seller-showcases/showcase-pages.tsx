import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { PageLoader } from '../../shared/ui/loader';
import { SETTINGS } from './settings-path';

// One route of the table serves both pages (the home entry keeps its size); each page is a lazy chunk of its own,
// so the settings never load the dashboard's chart library.
const Dashboard = lazy(() => import('./showcase-dashboard-page').then((m) => ({ default: m.ShowcaseDashboardPage })));
const Settings = lazy(() => import('./showcase-edit-page').then((m) => ({ default: m.ShowcaseEditPage })));

/** /account/profile/showcases/{id} (the dashboard) and /account/profile/showcases/{id}/settings; anything else goes home. */
export function ShowcasePages() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  if (rest !== '' && rest !== SETTINGS) return <Navigate to={paths.home} replace />;
  return <Suspense fallback={<PageLoader />}>{rest === '' ? <Dashboard /> : <Settings />}</Suspense>;
}
