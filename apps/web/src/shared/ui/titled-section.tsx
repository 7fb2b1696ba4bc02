import type { ReactNode } from 'react';

/**
 * A section named by its own heading (aria-labelledby → the heading's id), the shape of most cards and page
 * blocks. `level` is the heading's rank; the classes are the screen's own.
 */
export function TitledSection({
  titleId,
  title,
  level = 2,
  className,
  titleClassName,
  children,
}: {
  titleId: string;
  title: ReactNode;
  level?: 1 | 2 | 3;
  className?: string | undefined;
  titleClassName?: string | undefined;
  children?: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <section className={className} aria-labelledby={titleId}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A titled section in the panel look of shared/ui/controls.css (.titled-panel); `className` adds the screen's own block. */
export function TitledPanel({ titleId, title, className, children }: { titleId: string; title: ReactNode; className: string; children?: ReactNode }) {
  return (
    <TitledSection titleId={titleId} title={title} className={`titled-panel ${className}`} titleClassName="titled-panel__title">
      {children}
    </TitledSection>
  );
}
