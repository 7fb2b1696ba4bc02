import { FormProblem } from './form-problem';
import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Label, control, hint and the field's problem (a client check or the server's words), wired for screen
 * readers, in the shared field look (shared/ui/controls.css). `block` is the screen's own class on the field, for
 * what is particular to it (e.g. "checkout-field").
 * `announce: false` when the screen announces all its problems in one summary alert instead.
 */
export function DescribedField({
  block,
  id,
  label,
  hint,
  optional,
  problem,
  announce = true,
  children,
}: {
  block?: string;
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
    <div className={block ? `field ${block}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        {optional ? <span className="field__optional"> · {optional}</span> : null}
      </label>
      {children({ id, className: 'control', 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !problem ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FormProblem id={`${id}-problem`} problem={problem} announce={announce} />
    </div>
  );
}
