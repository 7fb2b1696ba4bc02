/**
 * Telegram closes (minimises) the Mini App on a vertical swipe. While the shopper scrolls a list, a panel or the
 * page itself, that swipe must scroll, so vertical swipes are off from the touch until the scrolling settles.
 * At the top of the page, outside inner scroll areas, the native gesture keeps working.
 */
const SCROLLABLE = new Set(['auto', 'scroll', 'overlay']);

/** The nearest ancestor (below the document) that scrolls vertically and has something to scroll. */
export function scrollableAncestor(target: EventTarget | null, doc: Document = document): Element | null {
  const view = doc.defaultView;
  for (let el = target instanceof Element ? target : null; el && el !== doc.body && el !== doc.documentElement; el = el.parentElement) {
    const overflowY = view?.getComputedStyle(el).overflowY ?? '';
    if (SCROLLABLE.has(overflowY) && el.scrollHeight > el.clientHeight) return el;
  }
  return null;
}

export function startsInScrolledArea(target: EventTarget | null, doc: Document = document): boolean {
  if (scrollableAncestor(target, doc)) return true;
  return (doc.scrollingElement?.scrollTop ?? 0) > 0;
}

export interface SwipeGuardOptions {
  setVerticalSwipes: (enabled: boolean) => void;
  doc?: Document;
  /** Quiet time after the last scroll before swipes come back (momentum scrolling goes on after the finger lifts). */
  settleMs?: number;
}

export function createSwipeGuard({ setVerticalSwipes, doc = document, settleMs = 350 }: SwipeGuardOptions): () => void {
  let disabled = false;
  let touching = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (enabled: boolean) => {
    if (disabled !== enabled) return;
    disabled = !enabled;
    setVerticalSwipes(enabled);
  };
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!touching) set(true);
    }, settleMs);
  };
  const onTouchStart = (event: Event) => {
    touching = true;
    if (!startsInScrolledArea(event.target, doc)) return;
    clearTimeout(timer);
    set(false);
  };
  const onTouchEnd = () => {
    touching = false;
    if (disabled) settle();
  };
  const onScroll = () => {
    if (disabled && !touching) settle();
  };

  const options = { capture: true, passive: true } as const;
  doc.addEventListener('touchstart', onTouchStart, options);
  doc.addEventListener('touchend', onTouchEnd, options);
  doc.addEventListener('touchcancel', onTouchEnd, options);
  doc.addEventListener('scroll', onScroll, options);
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('touchstart', onTouchStart, options);
    doc.removeEventListener('touchend', onTouchEnd, options);
    doc.removeEventListener('touchcancel', onTouchEnd, options);
    doc.removeEventListener('scroll', onScroll, options);
    set(true);
  };
}
