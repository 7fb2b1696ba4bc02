import { DEV_MODE_TAPS, DEV_MODE_WINDOW_MS } from '@storefront/contract/constants';

/** Tap times within the window; the fifth tap inside 1 s triggers and clears the sequence. */
export function registerTap(
  taps: readonly number[],
  now: number,
  count: number = DEV_MODE_TAPS,
  windowMs: number = DEV_MODE_WINDOW_MS,
): { taps: number[]; triggered: boolean } {
  const recent = [...taps.filter((at) => now - at <= windowMs), now];
  return recent.length >= count ? { taps: [], triggered: true } : { taps: recent, triggered: false };
}

export const flipDevMode = (current: 0 | 1): 0 | 1 => (current === 1 ? 0 : 1);
