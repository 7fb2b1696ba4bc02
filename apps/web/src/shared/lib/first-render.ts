import { FIRST_SCREEN_CARDS } from '@storefront/contract/constants';
import { useDeferredValue, useState } from 'react';

let firstRender = false;

/** Marks the start of the app's first render when it replaces a first screen the server painted (main.tsx). */
export function beginFirstRender(): void {
  firstRender = true;
}

/**
 * Marks the end of the app's first render, the one that replaces the server-painted first screen (called from the
 * app's root effect, which runs once that render is committed).
 */
export function endFirstRender(): void {
  firstRender = false;
}

/**
 * How many of a list's `total` items to render. In the app's first render over the server's first screen, a long
 * list commits its first screen's worth (FIRST_SCREEN_CARDS) and the rest in a background render of its own right
 * after: the DOM, style and layout of a whole catalogue page were one long task (Lighthouse TBT, issue 18).
 * Everywhere else, all of them.
 */
export function useFirstScreenSlice(total: number): number {
  const [sliced] = useState(() => firstRender && total > FIRST_SCREEN_CARDS);
  // Unsliced, the deferred value is a constant: no initial value and no change, so no extra background render.
  const deferred = useDeferredValue(sliced ? total : 0, sliced ? FIRST_SCREEN_CARDS : undefined);
  return sliced ? Math.min(deferred, total) : total;
}
