import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronIcon } from './icons';
import './back-link.css';

/** A "back to the list" link whose chevron points to the start side (left in LTR, right in RTL). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="back-link" to={to}>
      <ChevronIcon size={18} className="back-link__arrow" />
      {children}
    </Link>
  );
}
