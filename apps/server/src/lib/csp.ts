import { VIDEO_EMBED_ORIGINS } from './video';

/**
 * Content-Security-Policy of the web app (DESIGN §5: the app itself and Telegram only). Scripts only from this
 * origin: the Telegram SDK is bundled, not loaded from telegram.org, so no third-party script host is allowed.
 * Images from data:/blob: and Telegram avatars (t.me, *.telegram.org); frames only this origin and the recognised
 * video players; framing only by this origin (the demo launchers), Telegram Web and MAX web (the Mini App iframe).
 * Under /api/maxbundle/ (as MAX opens the app) the page also allows MAX Bridge's script from st.max.ru (plugins/web.ts).
 */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://t.me', 'https://*.telegram.org'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", ...VIDEO_EMBED_ORIGINS],
  // Exactly the messengers' web clients that host the Mini App in an iframe (Telegram Web, MAX web), and this origin (DEMO launchers).
  'frame-ancestors': ["'self'", 'https://web.telegram.org', 'https://web.max.ru'],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
  // blob: for the Intl warm-up worker the app makes from its own code (apps/web/src/app/startup/warm-intl.ts).
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
};

/** The policy as a header value, with extra sources (e.g. the hash of an inline script) added per directive. */
export function cspHeader(extra: Record<string, string[]> = {}): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => [name, ...sources, ...(extra[name] ?? [])].join(' '))
    .join('; ');
}

/** Served with user-supplied SVG so that it cannot run scripts. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
