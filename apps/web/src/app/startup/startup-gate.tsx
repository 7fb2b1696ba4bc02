import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useMenuQuery, useStartupQuery } from '../../shared/lib/config-api';
import { platform } from '../../shared/lib/platform';
import { MenuDataContext, readInlineConfig, StartupDataContext } from '../../shared/lib/startup';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { startupBlock } from './startup-blocks';
import type { StartupConfig } from '@storefront/contract/startup';

// Only a banned user or a blocked/closed showcase sees it: its chunk stays out of the entry.
const StartupBlockScreen = lazy(() => import('./startup-block-screen').then((m) => ({ default: m.StartupBlockScreen })));

/**
 * First paint uses the inlined showcase config; the startup call then may block the app (bans,
 * critical referral) or fail (error screen; a reload starts over). The gate holds the app's one subscription to
 * the startup and menu answers and hands them to every reader below (see StartupDataContext).
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { data, error } = useStartupQuery();
  const menu = useMenuQuery().data;
  const startupValue = useMemo(() => ({ data }), [data]);
  const menuValue = useMemo(() => ({ data: menu }), [menu]);
  return (
    <StartupDataContext value={startupValue}>
      <MenuDataContext value={menuValue}>
        <GateContent data={data} error={error}>
          {children}
        </GateContent>
      </MenuDataContext>
    </StartupDataContext>
  );
}

function GateContent({ data, error, children }: { data: StartupConfig | undefined; error: unknown; children: ReactNode }) {
  const block = useMemo(() => (data ? startupBlock(data) : null), [data]);
  if (!data && error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => platform.reload()} />;
  if (block) {
    return (
      <Suspense fallback={<PageLoader />}>
        <StartupBlockScreen block={block} isLogged={data?.isLogged ?? false} />
      </Suspense>
    );
  }
  if (!data && !readInlineConfig()) return <PageLoader />;
  return children;
}
