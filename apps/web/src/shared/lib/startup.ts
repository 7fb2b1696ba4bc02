import type { MenuConfig } from '@storefront/contract/menu';
import type { INLINE_CONFIG_GLOBAL, InlineConfig, StartupConfig } from '@storefront/contract/startup';
import { createContext, use } from 'react';
import { useMenuQuery, useStartupQuery } from './config-api';

/**
 * The contract's global name, checked against it by the compiler. Importing the value itself would
 * pull the contract's zod schemas (and zod) into the entry chunk.
 */
const INLINE_CONFIG_KEY: typeof INLINE_CONFIG_GLOBAL = '__STOREFRONT__';

/** The showcase part the server inlined into index.html; absent in dev. */
export function readInlineConfig(): InlineConfig | null {
  const value: unknown = (window as unknown as Record<string, unknown>)[INLINE_CONFIG_KEY];
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<InlineConfig>;
  return typeof candidate.showcaseId === 'number' && typeof candidate.showcaseName === 'string' ? (value as InlineConfig) : null;
}

/** What the shell shows about the showcase: the full startup answer once it arrived, else the inlined part. */
export type ShowcaseInfo = InlineConfig & Partial<Omit<StartupConfig, keyof InlineConfig>>;

/**
 * Dozens of components read the startup and menu answers (every product card, the header, the footer). Each
 * `useStartupQuery()` is a subscription of its own, set up with a dispatch on mount that every other subscriber then
 * re-checks: the app's first render spent most of its largest long task there (Lighthouse TBT, issue 18). Under these
 * contexts (given by the app's StartupGate, the one subscriber) the readers take the data from it; without them (a
 * component rendered alone) they subscribe. Two contexts, so the menu's answer does not re-render every product card.
 */
export const StartupDataContext = createContext<{ data: StartupConfig | undefined } | null>(null);
export const MenuDataContext = createContext<{ data: MenuConfig | undefined } | null>(null);

export function useShowcase(): ShowcaseInfo | null {
  return useStartupConfig() ?? readInlineConfig();
}

export function useStartupConfig(): StartupConfig | undefined {
  const shared = use(StartupDataContext);
  const own = useStartupQuery(undefined, { skip: shared !== null });
  return shared ? shared.data : own.data;
}

export function useMenuConfig(): MenuConfig | undefined {
  const shared = use(MenuDataContext);
  const own = useMenuQuery(undefined, { skip: shared !== null });
  return shared ? shared.data : own.data;
}

export interface Session {
  isLogged: boolean;
  isAdmin: boolean;
  clientId: number | null;
}

export function sessionFrom(startup: StartupConfig | undefined, menu: MenuConfig | undefined): Session {
  return {
    isLogged: Boolean(startup?.isLogged ?? menu?.clientInfo),
    isAdmin: Boolean(menu?.isShowcaseAdmin),
    clientId: menu?.clientInfo?.Id ?? null,
  };
}

export function useSession(): Session {
  return sessionFrom(useStartupConfig(), useMenuConfig());
}
