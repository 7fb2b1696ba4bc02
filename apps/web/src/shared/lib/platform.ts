import type * as TelegramSdk from '@telegram-apps/sdk-react';
import { VIBRATION_PATTERNS, type ToastType } from '@storefront/contract/constants';
import { getLaunchParams, isInsideTelegram } from './launch';

/**
 * The only module that knows about Telegram. Inside Telegram it loads the SDK lazily (so the
 * plain-web entry stays small); in a plain browser it degrades: no back button or close,
 * `navigator.vibrate` for haptics.
 */
type Sdk = typeof TelegramSdk;

const HAPTIC_TYPES = { success: 'success', danger: 'error', warning: 'warning' } as const;

let sdk: Sdk | null = null;
let initPromise: Promise<void> | null = null;
let backHandler: (() => void) | null = null;
let offBackClick: VoidFunction | null = null;

function applyBackButton(): void {
  if (!sdk) return;
  const { backButton } = sdk;
  offBackClick?.();
  offBackClick = null;
  if (!backHandler) {
    backButton.hide.ifAvailable();
    return;
  }
  backButton.show.ifAvailable();
  const subscribed = backButton.onClick.ifAvailable(backHandler);
  if (subscribed[0]) offBackClick = subscribed[1];
}

function hasSameOriginParent(): boolean {
  try {
    return window.parent !== window && window.parent.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

async function loadSdk(): Promise<void> {
  try {
    const mod = await import('@telegram-apps/sdk-react');
    // Telegram Web hosts the app cross-origin at web.telegram.org (the SDK's default target). A same-origin
    // parent can only be this server's own "open as in Telegram" launcher, so the bridge talks to it instead.
    if (hasSameOriginParent()) mod.targetOrigin.set(window.location.origin);
    mod.init();
    mod.miniApp.mountSync.ifAvailable();
    mod.miniApp.bindCssVars.ifAvailable();
    mod.themeParams.mountSync.ifAvailable();
    mod.themeParams.bindCssVars.ifAvailable();
    mod.backButton.mount.ifAvailable();
    mod.viewport.expand.ifAvailable();
    const viewport = mod.viewport.mount.ifAvailable();
    if (viewport[0]) viewport[1].then(() => mod.viewport.bindCssVars.ifAvailable()).catch(() => undefined);
    mod.miniApp.ready.ifAvailable();
    sdk = mod;
    applyBackButton();
  } catch (error) {
    console.warn('Telegram SDK is unavailable, continuing as a web app', error);
  }
}

/** Messenger back-button rule of spec §2: visible with a previous history entry or an open dialog. */
export function shouldShowBackButton(state: { historyIndex: number; dialogOpen: boolean }): boolean {
  return state.dialogOpen || state.historyIndex > 0;
}

export type BackAction = 'close-dialog' | 'close-app' | 'go-back';

/** Closes the dialog; else, at the first history entry, closes the app; else goes back. */
export function decideBackAction(state: { historyIndex: number; dialogOpen: boolean }): BackAction {
  if (state.dialogOpen) return 'close-dialog';
  if (state.historyIndex <= 0) return 'close-app';
  return 'go-back';
}

export function vibrationPattern(type: ToastType): number[] {
  return [...VIBRATION_PATTERNS[type]];
}

export const platform = {
  isTelegram(): boolean {
    return isInsideTelegram();
  },
  /** Raw init data for the startup call (never put in a URL). */
  initData(): string | null {
    return getLaunchParams().tgData;
  },
  /** ready, expand, theme CSS variables; a no-op outside Telegram. */
  init(): Promise<void> {
    if (!isInsideTelegram()) return Promise.resolve();
    initPromise ??= loadSdk();
    return initPromise;
  },
  setBackButton(handler: (() => void) | null): void {
    backHandler = handler;
    applyBackButton();
  },
  /** Closes the mini app; a plain browser tab cannot be closed by the page, so nothing happens there. */
  close(): void {
    sdk?.miniApp.close.ifAvailable();
  },
  haptic(type: ToastType): void {
    if (sdk?.hapticFeedback.notificationOccurred.ifAvailable(HAPTIC_TYPES[type])[0]) return;
    if (typeof navigator.vibrate === 'function') navigator.vibrate(vibrationPattern(type));
  },
  /** Opens an external link; t.me links stay inside Telegram when possible. */
  openLink(url: string): void {
    if (sdk && url.startsWith('https://t.me/') && sdk.openTelegramLink.ifAvailable(url)[0]) return;
    window.location.assign(url);
  },
  /** Opens a page beside the app: inside Telegram t.me links stay in Telegram, others open in its browser; else a new tab. */
  openExternal(url: string): void {
    if (sdk && url.startsWith('https://t.me/') && sdk.openTelegramLink.ifAvailable(url)[0]) return;
    if (sdk?.openLink.ifAvailable(url)[0]) return;
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  reload(): void {
    window.location.reload();
  },
  alert(message: string): void {
    window.alert(message);
  },
};
