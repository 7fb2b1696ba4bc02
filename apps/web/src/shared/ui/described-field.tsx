import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Label, control, hint and the field's problem (a client check or the server's words), wired for screen
 * readers. `block` is the CSS block of the screen's own look (e.g. "checkout-field", "account-field").
 * `announce: false` when the screen announces all its problems in one summary alert instead.
 */
export function DescribedField({ block, id, label, hint, optional, problem, announce = true, children }: {
  block: string;
  announce?: boolean;
  id: string;
  label: string;
  hint?: string | undefined;
  optional?: string | undefined;
  problem?: string | undefined;
  children: (props: ControlProps) => ReactNode;
}) {
  const describedBy = problem ? `${id}-problem` : hint ? `${id}-hint` : undefined;
  return (
    <div className={block}>
      <label htmlFor={id} className={`${block}__label`}>
        {label}
        {optional ? <span className={`${block}__optional`}> · {optional}</span> : null}
      </label>
      {children({ id, className: `${block}__control`, 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !problem ? <p id={`${id}-hint`} className={`${block}__hint`}>{hint}</p> : null}
      {problem ? <p id={`${id}-problem`} className={`${block}__problem`} role={announce ? 'alert' : undefined}>{problem}</p> : null}
    </div>
  );
}
