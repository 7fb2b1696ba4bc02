import { PATHS } from '@storefront/contract/constants';
import { WEB_PATHS } from '@storefront/contract/web-paths';
import { generatePath } from 'react-router';

/** Every route path of spec §2 (the table lives in the contract, shared with the server's links). Components build links from here, never from string literals. */
export const paths = WEB_PATHS;

export type PathKey = keyof typeof paths;

export const staticPagePath = (alias: string): string => generatePath(paths.staticPage, { alias });
export const showcaseSettingsPath = (id: number): string => generatePath(paths.showcaseEdit, { id: String(id) });

/** The app is served at `/` and, for the messengers, at `/api/tgbundle/` (Telegram) and `/api/maxbundle/` (MAX), one build. */
export function routerBasename(pathname: string): string {
  for (const prefix of [PATHS.tgBundle, PATHS.maxBundle]) {
    const bundle = prefix.replace(/\/$/, '');
    if (pathname === bundle || pathname.startsWith(prefix)) return bundle;
  }
  return '/';
}
