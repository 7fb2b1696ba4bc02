import type { ToastType } from '@storefront/contract/constants';
import type { StartRoute } from '@storefront/contract/start-param';

/**
 * What a messenger host (Telegram, MAX) gives the app; platform.ts loads the host's runtime with a dynamic import only
 * inside that host, so the plain web entry carries neither runtime. A method answers false (or null) where the host
 * cannot do it, and platform.ts falls back to the browser.
 */
export interface HostRuntime {
  setBackButton(handler: (() => void) | null): void;
  setClosingConfirmation(enabled: boolean): void;
  close(): void;
  /** False when the host cannot vibrate (old client, desktop): the caller falls back to navigator.vibrate. */
  haptic(type: ToastType): boolean;
  /** Opens a link of the host's own (t.me inside Telegram, max.ru inside MAX) inside the messenger. */
  openHostLink(url: string): boolean;
  openLink(url: string): boolean;
  keepFieldsAboveKeyboard(root: HTMLElement): () => void;
  /** The product or landing of the start parameter until it has been shown once in this launch. */
  startRoute(): StartRoute | null;
  startRouteShown(): void;
  /** The host's own share sheet for a text and a link; false where it has none. */
  share(input: { text: string; link: string }): Promise<boolean>;
  /** Offers a message the server prepared (Telegram shareMessage); true once the host's sheet took it (sent or declined), false where it cannot or it failed. */
  sharePrepared(id: string): Promise<boolean>;
  /** The host's QR scanner; null where it has none or the shopper cancelled. */
  scanQr(): Promise<string | null>;
  /** Offers a home-screen shortcut to the Mini App; false where unsupported. */
  addToHomeScreen(): boolean;
  /** Whether the app is on the home screen (Telegram's checkHomeScreenStatus); 'unsupported' where the host cannot add it. */
  homeScreenStatus(): Promise<HomeScreenStatus>;
  /** The host's own full screen (Telegram 8.0+ requestFullscreen); false where it has none (the page uses the browser's). */
  requestFullscreen(): Promise<boolean>;
  exitFullscreen(): void;
}

export type HomeScreenStatus = 'unsupported' | 'unknown' | 'added' | 'missed';
