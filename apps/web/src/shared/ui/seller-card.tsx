import type { ReactNode } from 'react';

/**
 * A titled card of the owner's and operator's screens (shared/ui/seller-admin.css), with an optional muted intro
 * under the title. `aside` (a status, a kind) stands at the inline end of the title row (`seller-card__head`).
 * `className` adds the screen's own class.
 */
export function SellerCard({
  titleId,
  title,
  aside,
  intro,
  className,
  children,
}: {
  titleId: string;
  title: ReactNode;
  aside?: ReactNode;
  intro?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const heading = (
    <h2 id={titleId} className="seller-card__title">
      {title}
    </h2>
  );
  return (
    <section className={className ? `card seller-card ${className}` : 'card seller-card'} aria-labelledby={titleId}>
      {aside ? (
        <div className="seller-card__head">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {intro ? <p className="muted">{intro}</p> : null}
      {children}
    </section>
  );
}
