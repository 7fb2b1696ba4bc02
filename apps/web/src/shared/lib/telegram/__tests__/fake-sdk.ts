import { vi, type Mock } from 'vitest';

/**
 * A stand-in for `@telegram-apps/sdk-react` with the surface the runtime uses: every call is a `vi.fn` behind the
 * SDK's `ifAvailable` shape, signals are functions with `sub`, and every call is also recorded in `calls` in order.
 */
type Safe = { ifAvailable: Mock };
export interface FakeSdk {
  calls: string[];
  theme: { value: Record<string, string>; set(v: Record<string, string>): void };
  backHandlers: (() => void)[];
  module: Record<string, unknown>;
  fn(path: string): Mock;
}

function signal<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const read = (() => value) as (() => T) & { sub: (l: () => void) => () => void; set: (v: T) => void };
  read.sub = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  read.set = (v) => {
    value = v;
    for (const l of listeners) l();
  };
  return read;
}

export function createFakeSdk(): FakeSdk {
  const calls: string[] = [];
  const fns = new Map<string, Mock>();
  const backHandlers: (() => void)[] = [];
  const safe = (path: string, result: (...args: unknown[]) => unknown = () => undefined): Safe => {
    const mock = vi.fn((...args: unknown[]) => {
      calls.push(args.length > 0 && typeof args[0] !== 'function' ? `${path}:${String(args[0])}` : path);
      return [true, result(...args)];
    });
    fns.set(path, mock);
    return { ifAvailable: mock };
  };
  const themeState = signal<Record<string, string>>({});
  const height = signal(700);
  const module = {
    targetOrigin: { set: vi.fn() },
    init: vi.fn(() => calls.push('init')),
    miniApp: { ready: safe('miniApp.ready'), mountSync: safe('miniApp.mountSync'), close: safe('miniApp.close') },
    themeParams: { mountSync: safe('themeParams.mountSync'), state: themeState },
    viewport: {
      mount: safe('viewport.mount', () => Promise.resolve()),
      expand: safe('viewport.expand'),
      bindCssVars: safe('viewport.bindCssVars'),
      height,
      isMounted: () => true,
      requestFullscreen: safe('viewport.requestFullscreen', () => Promise.resolve()),
      exitFullscreen: safe('viewport.exitFullscreen'),
    },
    backButton: {
      mount: safe('backButton.mount'),
      show: safe('backButton.show'),
      hide: safe('backButton.hide'),
      onClick: safe('backButton.onClick', (handler) => {
        backHandlers.push(handler as () => void);
        return () => backHandlers.splice(backHandlers.indexOf(handler as () => void), 1);
      }),
    },
    closingBehavior: {
      mount: safe('closingBehavior.mount'),
      enableConfirmation: safe('closingBehavior.enable'),
      disableConfirmation: safe('closingBehavior.disable'),
    },
    swipeBehavior: {
      mount: safe('swipeBehavior.mount'),
      enableVertical: safe('swipeBehavior.enable'),
      disableVertical: safe('swipeBehavior.disable'),
    },
    hapticFeedback: { notificationOccurred: safe('haptic.notification') },
    openTelegramLink: safe('openTelegramLink'),
    shareURL: safe('shareURL'),
    shareMessage: safe('shareMessage', () => Promise.resolve()),
    addToHomeScreen: safe('addToHomeScreen'),
    checkHomeScreenStatus: safe('checkHomeScreenStatus', () => Promise.resolve('missed')),
    qrScanner: { open: safe('qrScanner.open'), close: safe('qrScanner.close') },
    openLink: safe('openLink'),
  };
  return {
    calls,
    backHandlers,
    module,
    theme: {
      get value() {
        return themeState();
      },
      set: (v) => themeState.set(v),
    },
    fn: (path) => {
      const mock = fns.get(path);
      if (!mock) throw new Error(`no fake for ${path}`);
      return mock;
    },
  };
}

/** Puts the document into "opened by Telegram": init data in the hash, as Telegram launches a Mini App. */
export function launchInTelegram(startParam?: string): void {
  const initData = new URLSearchParams({ auth_date: '1', user: '{"id":1}', hash: 'x', ...(startParam ? { start_param: startParam } : {}) });
  window.history.replaceState(
    null,
    '',
    `/#${new URLSearchParams({ tgWebAppData: initData.toString(), tgWebAppVersion: '8.0', tgWebAppPlatform: 'web' }).toString()}`,
  );
}
