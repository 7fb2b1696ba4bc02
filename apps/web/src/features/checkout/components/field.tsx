import type { ComponentProps, ReactNode } from 'react';
import { DescribedField } from '../../../shared/ui/described-field';
import { TitledSection } from '../../../shared/ui/titled-section';

export type { ControlProps } from '../../../shared/ui/described-field';

/** A checkout field in the checkout's look; the form announces all problems in one summary, not per field. */
export function Field(props: Omit<ComponentProps<typeof DescribedField>, 'block' | 'announce'>) {
  return <DescribedField block="checkout-field" announce={false} {...props} />;
}

/** A numbered block of the one-screen checkout. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection titleId={id} title={title} className="card checkout-section" titleClassName="checkout-section__title">
      {children}
    </TitledSection>
  );
}
