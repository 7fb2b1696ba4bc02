import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, control, hint and the field's problem (client check or the server's words), wired for screen readers. */
export function Field({ id, label, hint, optional, problem, children }: {
  id: string;
  label: string;
  hint?: string | undefined;
  optional?: string | undefined;
  problem?: string | undefined;
  children: (props: ControlProps) => ReactNode;
}) {
  const describedBy = problem ? `${id}-problem` : hint ? `${id}-hint` : undefined;
  return (
    <div className="checkout-field">
      <label htmlFor={id} className="checkout-field__label">
        {label}
        {optional ? <span className="checkout-field__optional"> · {optional}</span> : null}
      </label>
      {children({ id, className: 'checkout-field__control', 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !problem ? <p id={`${id}-hint`} className="checkout-field__hint">{hint}</p> : null}
      {problem ? <p id={`${id}-problem`} className="checkout-field__problem">{problem}</p> : null}
    </div>
  );
}

/** A numbered block of the one-screen checkout. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="checkout-section" aria-labelledby={id}>
      <h2 id={id} className="checkout-section__title">{title}</h2>
      {children}
    </section>
  );
}
