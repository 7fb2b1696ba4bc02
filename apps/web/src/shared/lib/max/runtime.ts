import type { ToastType } from '@storefront/contract/constants';
import type { HostRuntime } from '../host-runtime';
import { markStartRouteShown, pendingStartRoute } from '../telegram/runtime';
import { applyTheme } from '../telegram/theme';

/**
 * MAX Bridge (dev.max.ru/docs/webapps/bridge): `window.WebApp`, which the host script max-web-app.js sets up. Only the
 * parts this app uses are typed; every call is guarded, since a desktop or web client lacks some (haptics, share).
 */
export interface MaxWebApp {
  initData?: string;
  platform?: 'ios' | 'android' | 'desktop' | 'web';
  version?: string;
  ready?(): void;
  close?(): void;
  BackButton?: { show(): void; hide(): void; onClick(cb: () => void): void; offClick(cb: () => void): void };
  HapticFeedback?: { notificationOccurred(type: 'error' | 'success' | 'warning'): Promise<unknown> };
  enableClosingConfirmation?(): void;
  disableClosingConfirmation?(): void;
  openLink?(url: string): void;
  openMaxLink?(url: string): void;
  shareContent?(params: { text?: string; link?: string }): Promise<{ status: 'shared' | 'cancelled' }>;
  shareMaxContent?(params: { text?: string; link?: string }): Promise<{ status: 'shared' | 'cancelled' }>;
  openCodeReader?(fileSelect?: boolean): Promise<{ value: string }>;
}

declare global {
  interface Window {
    WebApp?: MaxWebApp;
  }
}

/** The host's script; the DEMO launcher (a same-origin parent) serves a stand-in that talks to it instead. */
export const MAX_BRIDGE_URL = 'https://st.max.ru/js/max-web-app.js';
export const DEMO_BRIDGE_PATH = '/api/test/max/bridge.js';

const HAPTIC = { success: 'success', danger: 'error', warning: 'warning' } as const;

function hasSameOriginParent(): boolean {
  try {
    return window.parent !== window && window.parent.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Adds MAX Bridge's script once; resolves to window.WebApp, or null when it cannot be loaded. */
export function loadBridge(doc: Document = document): Promise<MaxWebApp | null> {
  if (window.WebApp) return Promise.resolve(window.WebApp);
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.src = hasSameOriginParent() ? DEMO_BRIDGE_PATH : MAX_BRIDGE_URL;
    script.async = true;
    script.onload = () => resolve(window.WebApp ?? null);
    script.onerror = () => resolve(null);
    doc.head.append(script);
  });
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** MAX's own light and dark surfaces (its UI kit's palette), in Telegram's theme-parameter names that applyTheme reads. */
export const MAX_THEMES = {
  light: {
    bg_color: '#ffffff',
    secondary_bg_color: '#f0f1f4',
    text_color: '#1f1f1f',
    hint_color: '#8b8e94',
    link_color: '#0a84ff',
    button_color: '#0a84ff',
    button_text_color: '#ffffff',
  },
  dark: {
    bg_color: '#1c1d21',
    secondary_bg_color: '#0f1013',
    text_color: '#f2f3f5',
    hint_color: '#8b8e94',
    link_color: '#3d9bff',
    button_color: '#3d9bff',
    button_text_color: '#ffffff',
  },
} as const;

/**
 * MAX documents no theme parameters nor safe-area values: the app follows the client's colour scheme through
 * prefers-color-scheme (with MAX's palette) and the safe areas through env(safe-area-inset-*), which the shared CSS reads.
 */
function bindTheme(): void {
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  const apply = () => void applyTheme(MAX_THEMES[media?.matches ? 'dark' : 'light']);
  apply();
  media?.addEventListener?.('change', apply);
}

export function startMax(webApp: MaxWebApp, initData: string | null): HostRuntime {
  webApp.ready?.();
  document.documentElement.dataset.max = '';
  bindTheme();
  let backHandler: (() => void) | null = null;
  const settle = (p: Promise<{ status: string }> | undefined) =>
    p ? p.then(({ status }) => status === 'shared').catch(() => false) : Promise.resolve(false);
  return {
    setBackButton(handler) {
      if (backHandler) webApp.BackButton?.offClick(backHandler);
      backHandler = handler;
      if (!handler) {
        webApp.BackButton?.hide();
        return;
      }
      webApp.BackButton?.onClick(handler);
      webApp.BackButton?.show();
    },
    setClosingConfirmation(enabled) {
      if (enabled) webApp.enableClosingConfirmation?.();
      else webApp.disableClosingConfirmation?.();
    },
    close: () => webApp.close?.(),
    haptic(type: ToastType) {
      if (!webApp.HapticFeedback || webApp.platform === 'desktop' || webApp.platform === 'web') return false;
      void webApp.HapticFeedback.notificationOccurred(HAPTIC[type]).catch(() => undefined);
      return true;
    },
    openHostLink(url) {
      if (!url.startsWith('https://max.ru/') || !webApp.openMaxLink) return false;
      webApp.openMaxLink(url);
      return true;
    },
    openLink(url) {
      if (!webApp.openLink) return false;
      webApp.openLink(url);
      return true;
    },
    // MAX resizes the web view itself when the keyboard opens: nothing to keep above it.
    keepFieldsAboveKeyboard: () => () => undefined,
    startRoute: () => pendingStartRoute(initData, session()),
    startRouteShown: () => markStartRouteShown(initData, session()),
    // Inside MAX the share goes to MAX chats (shareMaxContent); the native sheet (shareContent) where that is missing.
    share: ({ text, link }) => settle(webApp.shareMaxContent?.({ text, link }) ?? webApp.shareContent?.({ text, link })),
    sharePrepared: () => Promise.resolve(false),
    scanQr: () =>
      webApp.openCodeReader
        ? webApp.openCodeReader(false).then(
            ({ value }) => value || null,
            () => null,
          )
        : Promise.resolve(null),
    addToHomeScreen: () => false,
    // MAX Bridge documents neither a home-screen shortcut nor a full-screen mode.
    homeScreenStatus: () => Promise.resolve('unsupported'),
    requestFullscreen: () => Promise.resolve(false),
    exitFullscreen: () => undefined,
  };
}
