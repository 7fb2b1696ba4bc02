import { useEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { dialogStack } from '../lib/dialog-stack';
import { usePresence } from './use-presence';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert], [hidden]'));
}

/**
 * The behaviour every modal surface shares, while `open`: it joins the dialog stack (the messenger back button
 * closes the top one), takes focus, keeps Tab and Shift+Tab cycling inside it, pulls focus back if it lands
 * behind, answers Escape only when it is the top dialog (a nested one closes alone), and on closing gives focus
 * back to where it was. The listeners sit on the document, so they work wherever focus is.
 */
export function useModalBehaviour(open: boolean, onClose: () => void, surface: RefObject<HTMLElement | null>): void {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const entry = dialogStack.register(() => closeRef.current());
    surface.current?.focus();
    const onKeyDown = (e: KeyboardEvent) => {
      const root = surface.current;
      if (!root || !entry.isTop() || e.defaultPrevented) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        closeRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusables(root);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        e.preventDefault();
        root.focus();
        return;
      }
      const active = document.activeElement;
      const inside = active instanceof Node && root.contains(active);
      if (e.shiftKey && (!inside || active === first || active === root)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (!inside || active === last)) {
        e.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (e: FocusEvent) => {
      const root = surface.current;
      if (root && entry.isTop() && e.target instanceof Node && !root.contains(e.target)) (focusables(root)[0] ?? root).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      entry.remove();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open, surface]);
}

export interface DialogLayerProps {
  open: boolean;
  onClose: () => void;
  /** Length of the closing animation; the layer unmounts after it. */
  closeMs: number;
  backdropClassName: string;
  surfaceClassName: string;
  style?: CSSProperties;
  /** Accessible name: the id of a visible title, else a label. */
  labelledBy?: string | undefined;
  label?: string | undefined;
  children: ReactNode;
}

/**
 * The one modal primitive of the app (Modal and SlidePanel draw on it): a backdrop in a portal whose click
 * closes, and an `aria-modal` dialog surface with useModalBehaviour. While closing, the backdrop lets clicks
 * through (`is-closing`), so the page is usable during the animation.
 */
export function DialogLayer({ open, onClose, closeMs, backdropClassName, surfaceClassName, style, labelledBy, label, children }: DialogLayerProps) {
  const { mounted, closing } = usePresence(open, closeMs);
  const surface = useRef<HTMLDivElement>(null);
  useModalBehaviour(open, onClose, surface);
  if (!mounted) return null;
  return createPortal(
    <div
      className={`${backdropClassName}${closing ? ' is-closing' : ''}`}
      style={style}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={surface}
        className={surfaceClassName}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
