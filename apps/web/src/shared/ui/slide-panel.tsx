import { SLIDE_PANEL_CLOSE_MS, SLIDE_PANEL_DEFAULT_WIDTH } from '@storefront/contract/constants';
import type { CSSProperties, ReactNode } from 'react';
import { DialogLayer } from './dialog';
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

/** Panel that slides in from an edge and closes with a 500 ms animation. Focus handling: DialogLayer. */
export function SlidePanel({ open, onClose, label, children, side = 'start', width = SLIDE_PANEL_DEFAULT_WIDTH, className }: SlidePanelProps) {
  const style = { '--panel-width': width, '--panel-ms': `${SLIDE_PANEL_CLOSE_MS}ms` } as CSSProperties;
  return (
    <DialogLayer
      open={open}
      onClose={onClose}
      closeMs={SLIDE_PANEL_CLOSE_MS}
      backdropClassName="panel-backdrop"
      surfaceClassName={`panel panel--${side}${className ? ` ${className}` : ''}`}
      style={style}
      label={label}
    >
      {children}
    </DialogLayer>
  );
}
