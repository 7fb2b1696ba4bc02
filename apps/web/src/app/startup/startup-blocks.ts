import { NO_REF_CRITICAL_CLOSE_MS } from '@storefront/contract/constants';
import type { StartupConfig } from '@storefront/contract/startup';
import type startupMessages from './locales/ru-RU.json';

export interface StartupBlock {
  kind: 'banned' | 'bannedOnShowcase' | 'notOpen' | 'noRefCritical';
  messageId: keyof typeof startupMessages;
  values: Record<string, string>;
  /** Close the app after this many ms; null keeps the message. */
  closeAfterMs: number | null;
}

/**
 * Spec §4/§8: a blocked showcase keeps its message; a user banned on the showcase sees the message
 * and the app closes; an unrecognised critical referral shows a danger message for 5 s, then closes.
 */
export function startupBlock(
  config: Pick<StartupConfig, 'isBanned' | 'isBannedOnShowcase' | 'noRefCritical' | 'networkName'> & Partial<Pick<StartupConfig, 'showcaseNotOpen'>>,
): StartupBlock | null {
  if (config.isBanned) {
    return { kind: 'banned', messageId: 'startup.banned', values: { network: config.networkName }, closeAfterMs: null };
  }
  if (config.isBannedOnShowcase) {
    return { kind: 'bannedOnShowcase', messageId: 'startup.bannedOnShowcase', values: {}, closeAfterMs: NO_REF_CRITICAL_CLOSE_MS };
  }
  // A draft showcase (state 0) is its owner's and admins' only; the server refuses everyone else its calls.
  if (config.showcaseNotOpen) {
    return { kind: 'notOpen', messageId: 'startup.notOpen', values: {}, closeAfterMs: null };
  }
  if (config.noRefCritical) {
    return { kind: 'noRefCritical', messageId: 'startup.noRefCritical', values: {}, closeAfterMs: NO_REF_CRITICAL_CLOSE_MS };
  }
  return null;
}
