import { VIBRATION_PATTERNS, type ToastType } from '@storefront/contract/constants';
import type { StartRoute } from '@storefront/contract/start-param';
import { getLaunchParams, isInsideTelegram } from './launch';
import type { TelegramRuntime } from './telegram/runtime';

/**
 * The only module that knows about Telegram. Inside Telegram it loads the Telegram runtime (and the SDK) with a
 * dynamic import, so the plain-web entry stays small; in a plain browser it degrades: no back button or close,
 * `navigator.vibrate` for haptics.
 */
let runtime: TelegramRuntime | null = null;
let loading: Promise<TelegramRuntime | null> | null = null;
let backHandler: (() => void) | null = null;
let closingConfirmations = 0;

function loadRuntime(): Promise<TelegramRuntime | null> {
  // The SDK and the runtime load side by side: two parallel requests, no waterfall.
  loading ??= Promise.all([import('./telegram/runtime'), import('@telegram-apps/sdk-react')])
    .then(([m, sdk]) => {
      runtime = m.startTelegram(sdk, getLaunchParams().tgData);
      runtime.setBackButton(backHandler);
      if (closingConfirmations > 0) runtime.setClosingConfirmation(true);
      return runtime;
    })
    .catch((error: unknown) => {
      console.warn('Telegram SDK is unavailable, continuing as a web app', error);
      return null;
    });
  return loading;
}

/** Runs `use` on the Telegram runtime once it is there; outside Telegram resolves to `fallback` without loading it. */
function withRuntime<T>(use: (rt: TelegramRuntime) => T, fallback: T): Promise<T> {
  return isInsideTelegram() ? loadRuntime().then((rt) => (rt ? use(rt) : fallback)) : Promise.resolve(fallback);
}

/**
 * Messenger back-button rule of spec §2: shown while a dialog is open or the app's history has more than one
 * entry. Back at the first entry (after going back) it stays, because there it closes the app.
 */
export function shouldShowBackButton(state: { historyIndex: number; dialogOpen: boolean; historyLength?: number }): boolean {
  return state.dialogOpen || state.historyIndex > 0 || (state.historyLength ?? 1) > 1;
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
  /** Inside Telegram: ready, expand, theme, safe areas, swipe guard (telegram/runtime.ts); a no-op elsewhere. */
  init(): Promise<void> {
    return withRuntime(() => undefined, undefined);
  },
  setBackButton(handler: (() => void) | null): void {
    backHandler = handler;
    runtime?.setBackButton(handler);
  },
  /** Telegram asks before the shopper closes the app while at least one caller holds this; returns the release. */
  holdClosingConfirmation(): () => void {
    closingConfirmations += 1;
    if (closingConfirmations === 1) runtime?.setClosingConfirmation(true);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      closingConfirmations -= 1;
      if (closingConfirmations === 0) runtime?.setClosingConfirmation(false);
    };
  },
  /** Inside Telegram keeps the focused field of `root` above the keyboard; returns the stop function. */
  keepFieldsAboveKeyboard(root: HTMLElement): () => void {
    let stop: (() => void) | undefined;
    let stopped = false;
    void withRuntime((rt) => {
      if (!stopped) stop = rt.keepFieldsAboveKeyboard(root);
    }, undefined);
    return () => {
      stopped = true;
      stop?.();
    };
  },
  /** The product or landing the Telegram start parameter opens, until startRouteShown(); null elsewhere. */
  startRoute(): Promise<StartRoute | null> {
    return withRuntime((rt) => rt.startRoute(), null);
  },
  startRouteShown(): void {
    runtime?.startRouteShown();
  },
  /** Closes the mini app; a plain browser tab cannot be closed by the page, so nothing happens there. */
  close(): void {
    runtime?.close();
  },
  haptic(type: ToastType): void {
    if (runtime?.haptic(type)) return;
    if (typeof navigator.vibrate === 'function') navigator.vibrate(vibrationPattern(type));
  },
  /** Opens an external link; t.me links stay inside Telegram when possible. */
  openLink(url: string): void {
    if (runtime?.openTelegramLink(url)) return;
    window.location.assign(url);
  },
  /** Opens a page beside the app: inside Telegram t.me links stay in Telegram, others open in its browser; else a new tab. */
  openExternal(url: string): void {
    if (runtime?.openTelegramLink(url) || runtime?.openLink(url)) return;
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  reload(): void {
    window.location.reload();
  },
  alert(message: string): void {
    window.alert(message);
  },
};
