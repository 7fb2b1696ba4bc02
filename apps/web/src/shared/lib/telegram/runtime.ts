import type * as TelegramSdk from '@telegram-apps/sdk-react';
import { parseStartParam, type StartRoute } from '@storefront/contract/start-param';
import type { HostRuntime } from '../host-runtime';
import { createKeyboardGuard } from './keyboard-guard';
import { createSwipeGuard } from './swipe-guard';
import { applyTheme } from './theme';
import './telegram.css';

/**
 * Everything that needs Telegram, loaded by platform.ts with a dynamic import only inside Telegram, so the plain
 * web entry carries none of it (nor the SDK).
 */
export type TelegramRuntime = HostRuntime;

type Sdk = typeof TelegramSdk;

const HAPTIC_TYPES = { success: 'success', danger: 'error', warning: 'warning' } as const;
const START_TAKEN_KEY = 'tgStartRouteTaken';
/** Telegram's own names for the viewport variables (telegram-web-app.js), instead of the SDK's --tg-viewport-*. */
const VIEWPORT_VARS: Record<string, string> = {
  height: '--tg-viewport-height',
  stableHeight: '--tg-viewport-stable-height',
  safeAreaInsetTop: '--tg-safe-area-inset-top',
  safeAreaInsetBottom: '--tg-safe-area-inset-bottom',
  safeAreaInsetLeft: '--tg-safe-area-inset-left',
  safeAreaInsetRight: '--tg-safe-area-inset-right',
  contentSafeAreaInsetTop: '--tg-content-safe-area-inset-top',
  contentSafeAreaInsetBottom: '--tg-content-safe-area-inset-bottom',
  contentSafeAreaInsetLeft: '--tg-content-safe-area-inset-left',
  contentSafeAreaInsetRight: '--tg-content-safe-area-inset-right',
};

function hasSameOriginParent(): boolean {
  try {
    return window.parent !== window && window.parent.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function startParamOf(initData: string | null): string | null {
  return initData ? new URLSearchParams(initData).get('start_param') : null;
}

/** The start parameter's product or landing while the app has not shown it yet in this launch (reloads included). */
export function pendingStartRoute(initData: string | null, storage: Storage | null): StartRoute | null {
  const startParam = startParamOf(initData);
  if (!startParam || storage?.getItem(START_TAKEN_KEY) === startParam) return null;
  return parseStartParam(startParam)?.route ?? null;
}

export function markStartRouteShown(initData: string | null, storage: Storage | null): void {
  const startParam = startParamOf(initData);
  if (startParam) storage?.setItem(START_TAKEN_KEY, startParam);
}

function mountViewport(tg: Sdk): void {
  const mounted = tg.viewport.mount.ifAvailable();
  if (!mounted[0]) return;
  mounted[1]
    .then(() => {
      tg.viewport.bindCssVars.ifAvailable((key) => VIEWPORT_VARS[key] ?? '');
      tg.viewport.expand.ifAvailable();
    })
    .catch(() => undefined);
}

function bindTheme(tg: Sdk): void {
  tg.themeParams.mountSync.ifAvailable();
  const apply = () => applyTheme(tg.themeParams.state());
  apply();
  tg.themeParams.state.sub(apply);
  tg.miniApp.mountSync.ifAvailable();
}

/** `tg` is the SDK module: platform.ts imports it beside this chunk, in parallel, rather than one after the other. */
export function startTelegram(tg: Sdk, initData: string | null): TelegramRuntime {
  // Telegram Web hosts the app cross-origin at web.telegram.org (the SDK's default target). A same-origin parent can
  // only be this server's own "open as in Telegram" launcher, so the bridge talks to it instead.
  if (hasSameOriginParent()) tg.targetOrigin.set(window.location.origin);
  tg.init();
  // First of all: Telegram hides its loading placeholder and opens the app full height.
  tg.miniApp.ready.ifAvailable();
  tg.viewport.expand.ifAvailable();
  document.documentElement.dataset.tg = '';
  bindTheme(tg);
  mountViewport(tg);
  tg.backButton.mount.ifAvailable();
  tg.closingBehavior.mount.ifAvailable();
  tg.swipeBehavior.mount.ifAvailable();
  // Mounting turns vertical swipes off (the SDK's default); the guard below turns them off only while scrolling.
  tg.swipeBehavior.enableVertical.ifAvailable();
  createSwipeGuard({
    setVerticalSwipes: (enabled) => void (enabled ? tg.swipeBehavior.enableVertical.ifAvailable() : tg.swipeBehavior.disableVertical.ifAvailable()),
  });

  let offBackClick: VoidFunction | null = null;
  return {
    setBackButton(handler) {
      offBackClick?.();
      offBackClick = null;
      if (!handler) {
        tg.backButton.hide.ifAvailable();
        return;
      }
      tg.backButton.show.ifAvailable();
      const subscribed = tg.backButton.onClick.ifAvailable(handler);
      if (subscribed[0]) offBackClick = subscribed[1];
    },
    setClosingConfirmation(enabled) {
      if (enabled) tg.closingBehavior.enableConfirmation.ifAvailable();
      else tg.closingBehavior.disableConfirmation.ifAvailable();
    },
    close: () => void tg.miniApp.close.ifAvailable(),
    haptic: (type) => tg.hapticFeedback.notificationOccurred.ifAvailable(HAPTIC_TYPES[type])[0],
    openHostLink: (url) => url.startsWith('https://t.me/') && tg.openTelegramLink.ifAvailable(url)[0],
    openLink: (url) => tg.openLink.ifAvailable(url)[0],
    keepFieldsAboveKeyboard: (root) =>
      createKeyboardGuard(root, {
        onViewportChange: (listener) => tg.viewport.height.sub(listener),
        telegramHeight: () => (tg.viewport.isMounted() ? tg.viewport.height() : null),
      }),
    startRoute: () => pendingStartRoute(initData, session()),
    startRouteShown: () => markStartRouteShown(initData, session()),
    // Telegram's share of a link is t.me/share (openTelegramLink); a prepared inline message goes through shareMessage (Bot API 8.0).
    share: ({ text, link }) => Promise.resolve(tg.shareURL.ifAvailable(link, text)[0]),
    // True once Telegram's sheet took the message: sent, or declined there by the shopper (then nothing else opens).
    sharePrepared: async (id) => {
      const shared = tg.shareMessage.ifAvailable(id);
      if (!shared[0]) return false;
      return shared[1].then(
        () => true,
        (err: unknown) => err instanceof Error && err.message.includes('USER_DECLINED'),
      );
    },
    scanQr: () =>
      new Promise<string | null>((resolve) => {
        const opened = tg.qrScanner.open.ifAvailable({
          onCaptured: (qr) => {
            resolve(qr);
            tg.qrScanner.close.ifAvailable();
          },
        });
        if (!opened[0]) resolve(null);
        else opened[1].then(() => resolve(null)).catch(() => resolve(null));
      }),
    addToHomeScreen: () => tg.addToHomeScreen.ifAvailable()[0],
    homeScreenStatus: async () => {
      const checked = tg.checkHomeScreenStatus.ifAvailable();
      if (!checked[0]) return 'unsupported';
      const status = await Promise.resolve(checked[1]).catch(() => 'unknown');
      return status === 'added' || status === 'missed' || status === 'unsupported' ? status : 'unknown';
    },
    requestFullscreen: async () => {
      const requested = tg.viewport.requestFullscreen.ifAvailable();
      if (!requested[0]) return false;
      return Promise.resolve(requested[1]).then(
        () => true,
        () => false,
      );
    },
    exitFullscreen: () => void tg.viewport.exitFullscreen.ifAvailable(),
  };
}
