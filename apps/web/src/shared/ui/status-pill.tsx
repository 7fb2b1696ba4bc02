import type { ReactNode } from 'react';
import './status-pill.css';

/** accent: in progress · success: done well · warning: needs attention · danger: refused · muted: over. */
export type PillTone = 'accent' | 'success' | 'warning' | 'danger' | 'muted';

export function StatusPill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return <span className={`status-pill status-pill--${tone}`}>{children}</span>;
}
