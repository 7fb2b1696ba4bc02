import type { ReactNode } from 'react';
import { TitledSection } from './titled-section';

/**
 * A titled card of the owner's and operator's screens (shared/ui/seller-admin.css), with an optional muted intro
 * under the title. `className` adds the screen's own class.
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
    <TitledSection
      titleId={titleId}
      title={title}
      className={className ? `card seller-card ${className}` : 'card seller-card'}
      titleClassName="seller-card__title"
    >
      {intro ? <p className="muted">{intro}</p> : null}
      {children}
    </TitledSection>
  );
}
