import type { StartupRequest } from '@storefront/contract/startup';

/** Session keys under which the raw Telegram / MAX init data survives in-app reloads. */
const TG_DATA_SESSION_KEY = 'tgWebAppData';
const MAX_DATA_SESSION_KEY = 'maxWebAppData';
/** Session key under which the showcase a tab was opened with (`?s=`) survives reloads of pages without it. */
const S_PARAM_SESSION_KEY = 'sfShowcaseParam';
const MAX_QUERY_KEY = 64;
const MAX_QUERY_VALUE = 2048;

export interface LaunchParams {
  /** The page's query parameters at launch (the startup call and menu pass them through). */
  query: Record<string, string>;
  /** Raw Telegram init data when the app runs inside Telegram. */
  tgData: string | null;
  /** Raw MAX init data when the app runs inside MAX (MAX Bridge puts it in the hash as `WebAppData`). */
  maxData: string | null;
}

/** The host the app was opened in, decided once at start-up from the launch parameters. */
export type LaunchHost = 'telegram' | 'max' | 'web';

export function queryToRecord(search: string): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.length <= MAX_QUERY_KEY && value.length <= MAX_QUERY_VALUE) record[key] = value;
  }
  return record;
}

export function readTgDataFromHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('tgWebAppData');
  return value && value !== '' ? value : null;
}

/** MAX opens the app with `#WebAppData=…&WebAppPlatform=…&WebAppVersion=…` (dev.max.ru/docs/webapps/validation). */
export function readMaxDataFromHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('WebAppData');
  return value && value !== '' ? value : null;
}

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Without session storage a reload re-reads only what the address still carries.
  }
}

export function readLaunchParams(location: Pick<Location, 'search' | 'hash'>): LaunchParams {
  const fromHash = readTgDataFromHash(location.hash);
  if (fromHash) writeSession(TG_DATA_SESSION_KEY, fromHash);
  const maxFromHash = fromHash ? null : readMaxDataFromHash(location.hash);
  if (maxFromHash) writeSession(MAX_DATA_SESSION_KEY, maxFromHash);
  const query = queryToRecord(location.search);
  if (query.s) writeSession(S_PARAM_SESSION_KEY, query.s);
  const tgData = fromHash ?? (maxFromHash ? null : readSession(TG_DATA_SESSION_KEY));
  return { query, tgData, maxData: tgData ? null : (maxFromHash ?? readSession(MAX_DATA_SESSION_KEY)) };
}

let cached: LaunchParams | null = null;

/** Launch parameters are read once: later navigation changes the URL but not how the app was opened. */
export function getLaunchParams(): LaunchParams {
  cached ??= readLaunchParams(window.location);
  return cached;
}

/** Tests open the app several times in one document. */
export function resetLaunchParams(): void {
  cached = null;
}

export function isInsideTelegram(): boolean {
  return getLaunchParams().tgData !== null;
}

export function isInsideMax(): boolean {
  return getLaunchParams().maxData !== null;
}

export function launchHost(params: Pick<LaunchParams, 'tgData' | 'maxData'> = getLaunchParams()): LaunchHost {
  if (params.tgData !== null) return 'telegram';
  return params.maxData !== null ? 'max' : 'web';
}

/**
 * The showcase this tab was opened on with `?s=`: the launch's, else the one an earlier load of the tab
 * remembered (a reload of `/cart`, whose address lost the parameter, stays on that showcase).
 */
export function stickySParam(): string | null {
  return getLaunchParams().query.s ?? readSession(S_PARAM_SESSION_KEY);
}

/** The `s` parameter sent with every request: the current page's, else the one the tab was opened with. */
export function currentSParam(): string | null {
  return new URLSearchParams(window.location.search).get('s') ?? stickySParam();
}

export function buildStartupRequest(input: {
  query: Record<string, string>;
  tgData: string | null;
  maxData?: string | null;
  devMode: 0 | 1;
  globalFilter: string;
}): StartupRequest {
  const body: StartupRequest = { query: input.query, devMode: input.devMode };
  if (input.tgData) body.tgData = input.tgData;
  else if (input.maxData) body.maxData = input.maxData;
  // Only a composite global filter (with an underscore) is meaningful to the server.
  if (input.globalFilter.includes('_')) body.sf = input.globalFilter;
  return body;
}
