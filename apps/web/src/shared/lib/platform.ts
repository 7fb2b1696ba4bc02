import { VIBRATION_PATTERNS, type ToastType } from '@storefront/contract/constants';
import type { StartRoute } from '@storefront/contract/start-param';
import type { HostRuntime } from './host-runtime';
import { getLaunchParams, launchHost, type LaunchHost } from './launch';

/**
 * The only module that knows which host runs the app: Telegram, MAX or the plain web, chosen once at start-up from
 * the launch parameters. Inside a messenger it loads that host's runtime with a dynamic import (Telegram: the runtime
 * and the SDK; MAX: the runtime, which adds MAX Bridge's script), so the plain-web entry stays small and neither host
 * loads the other's code. In a plain browser it degrades: no back button or close, `navigator.vibrate` for haptics,
 * the Web Share API for sharing.
 */
let runtime: HostRuntime | null = null;
let loading: Promise<HostRuntime | null> | null = null;
let backHandler: (() => void) | null = null;
let closingConfirmations = 0;

function startHost(host: Exclude<LaunchHost, 'web'>): Promise<HostRuntime | null> {
  const launch = getLaunchParams();
  if (host === 'max') {
    return import('./max/runtime').then(async (m) => {
      const bridge = await m.loadBridge();
      return bridge ? m.startMax(bridge, bridge.initData || launch.maxData) : null;
    });
  }
  // The SDK and the runtime load side by side: two parallel requests, no waterfall.
  return Promise.all([import('./telegram/runtime'), import('@telegram-apps/sdk-react')]).then(([m, sdk]) => m.startTelegram(sdk, launch.tgData));
}

function loadRuntime(host: Exclude<LaunchHost, 'web'>): Promise<HostRuntime | null> {
  loading ??= startHost(host)
    .then((rt) => {
      runtime = rt;
      rt?.setBackButton(backHandler);
      if (rt && closingConfirmations > 0) rt.setClosingConfirmation(true);
      return rt;
    })
    .catch((error: unknown) => {
      console.warn(`The ${host} host API is unavailable, continuing as a web app`, error);
      return null;
    });
  return loading;
}

/** Runs `use` on the host runtime once it is there; on the plain web resolves to `fallback` without loading anything. */
function withRuntime<T>(use: (rt: HostRuntime) => T, fallback: T): Promise<T> {
  const host = launchHost();
  return host === 'web' ? Promise.resolve(fallback) : loadRuntime(host).then((rt) => (rt ? use(rt) : fallback));
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
  host(): LaunchHost {
    return launchHost();
  },
  isTelegram(): boolean {
    return launchHost() === 'telegram';
  },
  isMax(): boolean {
    return launchHost() === 'max';
  },
  /** Raw init data of the host for the startup call (never put in a URL). */
  initData(): string | null {
    const launch = getLaunchParams();
    return launch.tgData ?? launch.maxData;
  },
  /** Inside a messenger: ready, theme, safe areas, back button (telegram/runtime.ts, max/runtime.ts); a no-op elsewhere. */
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
  /** Opens an external link; the host's own links (t.me, max.ru) stay inside the messenger when possible. */
  openLink(url: string): void {
    if (runtime?.openHostLink(url)) return;
    window.location.assign(url);
  },
  /** Opens a page beside the app: the host's own links stay in the messenger, others open in its browser; else a new tab. */
  openExternal(url: string): void {
    if (runtime?.openHostLink(url) || runtime?.openLink(url)) return;
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  /**
   * Shares a text and a link through the host: Telegram's t.me/share, MAX's share to chats; on the web the Web Share
   * API where the browser has it. False when nothing was offered (the caller keeps its own targets).
   */
  async share(input: { text: string; link: string }): Promise<boolean> {
    if (runtime) return runtime.share(input);
    if (typeof navigator.share !== 'function') return false;
    return navigator.share({ text: input.text, url: input.link }).then(
      () => true,
      () => false,
    );
  },
  /** Whether the host has a QR scanner (Telegram, MAX on phones). */
  canScanQr(): boolean {
    return runtime !== null && launchHost() !== 'web';
  },
  /** The host's QR scanner: the scanned text, or null (cancelled, or no scanner here). */
  scanQr(): Promise<string | null> {
    return runtime ? runtime.scanQr() : Promise.resolve(null);
  },
  /** The host's runtime for the features only lazy screens use (shared/lib/host-features.ts); null on the plain web. */
  runtime(): Promise<HostRuntime | null> {
    return withRuntime((rt) => rt, null);
  },
  reload(): void {
    window.location.reload();
  },
  alert(message: string): void {
    window.alert(message);
  },
};
