import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface BlockableLinkProps {
  to: string;
  label: string;
  blocked: boolean;
  badge?: number;
  children: ReactNode;
}

/** A header icon link whose click is prevented while blocked (empty cart, no favourites). */
export function BlockableLink({ to, label, blocked, badge, children }: BlockableLinkProps) {
  return (
    <Link
      to={to}
      className="icon-button"
      aria-label={label}
      aria-disabled={blocked || undefined}
      onClick={(e) => {
        if (blocked) e.preventDefault();
      }}
    >
      {children}
      {badge ? (
        <span className="badge" aria-hidden="true">
          {badge > 99 ? '99+' : badge}
        </span>
      ) : null}
    </Link>
  );
}
