import type { ReactNode } from 'react';
import { TitledSection } from '../../shared/ui/titled-section';

/** A titled block below the product's header (description, attributes, videos). */
export function ProductSection({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <TitledSection titleId={titleId} title={title} className="titled-panel product-section" titleClassName="product-section__title">
      {children}
    </TitledSection>
  );
}
