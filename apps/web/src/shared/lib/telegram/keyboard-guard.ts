/**
 * Keeps the focused form field above the on-screen keyboard. Telegram shrinks the Mini App's viewport (its
 * `viewport_changed` height) or the web view's visual viewport when the keyboard opens; after either, the field
 * moves to the middle of what is still visible.
 */
const TEXT_INPUTS = /^(?:text|search|tel|url|email|number|password|date|datetime-local|time)$/;
const MARGIN = 16;

export function isTypingField(el: Element | null): el is HTMLElement {
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement) return TEXT_INPUTS.test(el.type);
  return el instanceof HTMLElement && el.isContentEditable;
}

/** The visible band of the window (visual viewport, clipped by Telegram's own viewport height when known). */
export function visibleBand(win: Window, telegramHeight: number | null): { top: number; bottom: number } {
  const vv = win.visualViewport;
  const top = vv ? vv.offsetTop : 0;
  let bottom = vv ? vv.offsetTop + vv.height : win.innerHeight;
  if (telegramHeight && telegramHeight > 0) bottom = Math.min(bottom, telegramHeight);
  return { top, bottom };
}

/** Pixels to scroll so the field sits in the middle of the band; 0 when it is already comfortably inside. */
export function scrollDelta(field: { top: number; bottom: number }, band: { top: number; bottom: number }, headerHeight = 0): number {
  const top = band.top + headerHeight + MARGIN;
  const bottom = band.bottom - MARGIN;
  if (field.top >= top && field.bottom <= bottom) return 0;
  const middle = (top + bottom) / 2;
  return Math.round((field.top + field.bottom) / 2 - middle);
}

export interface KeyboardGuardOptions {
  /** Calls back on each Telegram viewport change; returns the unsubscribe function. */
  onViewportChange?: (listener: () => void) => () => void;
  telegramHeight?: () => number | null;
  win?: Window;
  /** Time the keyboard takes to open on phones. */
  settleMs?: number;
}

export function createKeyboardGuard(root: HTMLElement, opts: KeyboardGuardOptions = {}): () => void {
  const win = opts.win ?? window;
  const doc = root.ownerDocument;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const reveal = () => {
    const field = doc.activeElement;
    if (!isTypingField(field) || !root.contains(field)) return;
    const header = doc.querySelector('.app-header');
    const delta = scrollDelta(
      field.getBoundingClientRect(),
      visibleBand(win, opts.telegramHeight?.() ?? null),
      header?.getBoundingClientRect().height ?? 0,
    );
    if (delta !== 0) win.scrollBy({ top: delta, behavior: 'smooth' });
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(reveal, opts.settleMs ?? 300);
  };
  const onFocusIn = (event: FocusEvent) => {
    if (isTypingField(event.target as Element | null)) later();
  };

  root.addEventListener('focusin', onFocusIn);
  win.visualViewport?.addEventListener('resize', later);
  win.addEventListener('resize', later);
  const offViewport = opts.onViewportChange?.(later);
  return () => {
    clearTimeout(timer);
    root.removeEventListener('focusin', onFocusIn);
    win.visualViewport?.removeEventListener('resize', later);
    win.removeEventListener('resize', later);
    offViewport?.();
  };
}
