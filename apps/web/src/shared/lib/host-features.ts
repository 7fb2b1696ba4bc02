import type { HomeScreenStatus } from './host-runtime';
import { platform } from './platform';

/**
 * Host features only lazy screens use (share dialog, account, product gallery), kept out of platform.ts so the entry
 * bundle does not carry them. Each asks the host's runtime (loaded by platform.ts only inside its messenger) and
 * answers what the plain web can do where the host cannot.
 */

/** Telegram's shareMessage (Bot API 8.0) for a message the server prepared; false elsewhere or when it failed (expired). */
export async function sharePreparedMessage(id: string): Promise<boolean> {
  const rt = await platform.runtime();
  return rt ? rt.sharePrepared(id) : false;
}

/** «На главный экран» only where the host can add the app and it is not there yet. */
export async function homeScreenStatus(): Promise<HomeScreenStatus> {
  const rt = await platform.runtime();
  return rt ? rt.homeScreenStatus() : 'unsupported';
}

export function canOfferHomeScreen(status: HomeScreenStatus): boolean {
  return status === 'missed' || status === 'unknown';
}

export async function addToHomeScreen(): Promise<boolean> {
  const rt = await platform.runtime();
  return rt?.addToHomeScreen() ?? false;
}

/**
 * Full screen for `element` (a gallery viewer): Telegram 8.0+ makes the whole Mini App full screen; a browser puts the
 * element itself there with the Fullscreen API. False when neither can (the caller's overlay still covers the page).
 */
export async function enterFullscreen(element: HTMLElement | null): Promise<boolean> {
  const rt = await platform.runtime();
  if (rt && (await rt.requestFullscreen())) return true;
  if (!element || typeof element.requestFullscreen !== 'function') return false;
  return element.requestFullscreen().then(
    () => true,
    () => false,
  );
}

export async function exitFullscreen(): Promise<void> {
  const rt = await platform.runtime();
  rt?.exitFullscreen();
  if (typeof document !== 'undefined' && document.fullscreenElement && typeof document.exitFullscreen === 'function') {
    await document.exitFullscreen().catch(() => undefined);
  }
}

/**
 * The MAX share target: inside MAX, MAX Bridge's shareMaxContent (to MAX chats); on the web, the browser's share sheet
 * (where the phone's MAX app is one of the choices). Inside Telegram nothing (it would open Telegram's own sheet).
 * False when nothing was offered: the caller copies the link instead.
 */
export function shareToMax(input: { text: string; link: string }): Promise<boolean> {
  return platform.isTelegram() ? Promise.resolve(false) : platform.share(input);
}
