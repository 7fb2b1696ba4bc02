import type { StartupRequest } from '@storefront/contract/startup';

/** Session key under which the raw Telegram init data survives in-app reloads. */
const TG_DATA_SESSION_KEY = 'tgWebAppData';
const MAX_QUERY_KEY = 64;
const MAX_QUERY_VALUE = 2048;

export interface LaunchParams {
  /** The page's query parameters at launch (the startup call and menu pass them through). */
  query: Record<string, string>;
  /** Raw Telegram init data when the app runs inside Telegram. */
  tgData: string | null;
}

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

function readSession(): string | null {
  try {
    return window.sessionStorage.getItem(TG_DATA_SESSION_KEY);
  } catch {
    return null;
  }
}

function writeSession(value: string): void {
  try {
    window.sessionStorage.setItem(TG_DATA_SESSION_KEY, value);
  } catch {
    // Without session storage a reload inside Telegram re-reads the hash.
  }
}

export function readLaunchParams(location: Pick<Location, 'search' | 'hash'>): LaunchParams {
  const fromHash = readTgDataFromHash(location.hash);
  if (fromHash) writeSession(fromHash);
  return { query: queryToRecord(location.search), tgData: fromHash ?? readSession() };
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

/** The `s` parameter sent with every request: the current page's, else the one the app was opened with. */
export function currentSParam(): string | null {
  return new URLSearchParams(window.location.search).get('s') ?? getLaunchParams().query.s ?? null;
}

export function buildStartupRequest(input: {
  query: Record<string, string>;
  tgData: string | null;
  devMode: 0 | 1;
  globalFilter: string;
}): StartupRequest {
  const body: StartupRequest = { query: input.query, devMode: input.devMode };
  if (input.tgData) body.tgData = input.tgData;
  // Only a composite global filter (with an underscore) is meaningful to the server.
  if (input.globalFilter.includes('_')) body.sf = input.globalFilter;
  return body;
}
