import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, control, hint and the field's problem, wired for screen readers. */
export function FormField({ id, label, hint, optional, problem, children }: {
  id: string;
  label: string;
  hint?: string | undefined;
  optional?: string | undefined;
  problem?: string | undefined;
  children: (props: ControlProps) => ReactNode;
}) {
  const describedBy = problem ? `${id}-problem` : hint ? `${id}-hint` : undefined;
  return (
    <div className="account-field">
      <label htmlFor={id} className="account-field__label">
        {label}
        {optional ? <span className="account-field__optional"> · {optional}</span> : null}
      </label>
      {children({ id, className: 'account-field__control', 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !problem ? <p id={`${id}-hint`} className="account-field__hint">{hint}</p> : null}
      {problem ? <p id={`${id}-problem`} className="account-field__problem" role="alert">{problem}</p> : null}
    </div>
  );
}
