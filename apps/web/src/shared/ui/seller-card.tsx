import type { ReactNode } from 'react';

/**
 * A titled card of the owner's and operator's screens (shared/ui/seller-admin.css): a section named by its h2,
 * with an optional muted intro under the title. `className` adds the screen's own class.
 */
export function SellerCard({
  titleId,
  title,
  intro,
  className,
  children,
}: {
  titleId: string;
  title: ReactNode;
  intro?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section className={className ? `card seller-card ${className}` : 'card seller-card'} aria-labelledby={titleId}>
      <h2 id={titleId} className="seller-card__title">
        {title}
      </h2>
      {intro ? <p className="muted">{intro}</p> : null}
      {children}
    </section>
  );
}
