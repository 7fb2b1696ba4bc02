import { AppErrorBoundary } from '../shared/ui/error-fallback';
import { AppProviders, type ProvidersProps } from './providers';
import { AppRouter } from './router/app-router';
import { StartupGate } from './startup/startup-gate';

export function App(props: Omit<ProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <AppErrorBoundary>
        <StartupGate>
          <AppRouter />
        </StartupGate>
      </AppErrorBoundary>
    </AppProviders>
  );
}
