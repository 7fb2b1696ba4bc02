import type { ReactNode } from 'react';
import { TitledSection } from '../../../shared/ui/titled-section';

/** A card of the account screen with its heading; `className` is the card's own block. */
export function AccountCard({ titleId, title, className, children }: { titleId: string; title: string; className: string; children: ReactNode }) {
  return (
    <TitledSection titleId={titleId} title={title} className={`card ${className}`} titleClassName="account-consents__title">
      {children}
    </TitledSection>
  );
}
