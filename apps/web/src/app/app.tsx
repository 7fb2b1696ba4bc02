import { useEffect } from 'react';
import { firstScreen } from '../shared/lib/first-screen';
import { AppErrorBoundary } from '../shared/ui/error-fallback';
import { AppProviders, type ProvidersProps } from './providers';
import { AppRouter } from './router/app-router';
import { StartupGate } from './startup/startup-gate';

export function App(props: Omit<ProvidersProps, 'children'>) {
  // The first render is on the screen: lists render whole from now on (see firstScreen).
  useEffect(() => firstScreen.replaced(), []);
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
