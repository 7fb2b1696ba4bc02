import type { ReactNode } from 'react';

/** A titled part of a bonus screen (a history): its list, or the line that says it is empty. */
export function BonusSubsection({
  id,
  title,
  heading: Heading = 'h2',
  empty,
  children,
}: {
  id: string;
  title: string;
  heading?: 'h2' | 'h3';
  /** What to say instead of the list when there is nothing in it; null when there is. */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section className="bonus-subsection" aria-labelledby={id}>
      <Heading id={id} className="bonus-subsection__title">
        {title}
      </Heading>
      {empty !== null ? <p className="muted">{empty}</p> : children}
    </section>
  );
}
