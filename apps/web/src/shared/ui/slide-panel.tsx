import { SLIDE_PANEL_CLOSE_MS, SLIDE_PANEL_DEFAULT_WIDTH } from '@storefront/contract/constants';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogRegistration } from '../lib/dialog-stack';
import { usePresence } from './use-presence';
import './slide-panel.css';

export interface SlidePanelProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the panel. */
  label: string;
  children: ReactNode;
  /** Edge it slides from: the inline start (menu), the inline end, or the bottom (sheet). */
  side?: 'start' | 'end' | 'bottom';
  /** Inline size for side panels; default 50%. */
  width?: string;
  className?: string;
}

/** Panel that slides in from an edge and closes with a 500 ms animation. */
export function SlidePanel({ open, onClose, label, children, side = 'start', width = SLIDE_PANEL_DEFAULT_WIDTH, className }: SlidePanelProps) {
  const { mounted, closing } = usePresence(open, SLIDE_PANEL_CLOSE_MS);
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogRegistration(open, onClose);
  // Focus moves into the panel so Escape and screen readers start there.
  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);
  if (!mounted) return null;
  const style = { '--panel-width': width, '--panel-ms': `${SLIDE_PANEL_CLOSE_MS}ms` } as CSSProperties;
  return createPortal(
    <div
      className={`panel-backdrop${closing ? ' is-closing' : ''}`}
      style={style}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        tabIndex={-1}
        className={`panel panel--${side}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
