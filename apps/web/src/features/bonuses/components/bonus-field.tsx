import { FormProblem } from '../../../shared/ui/form-problem';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface BonusFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input of the bonus forms (the shared field look of controls.css on the surface colour), its error announced and wired to it for screen readers. */
export function BonusField({ label, value, onChange, error, hint, ...input }: BonusFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <>
      <label className="field bonus-field">
        <span className="field__label">{label}</span>
        <input
          {...input}
          id={id}
          className="control bonus-field__input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <FormProblem id={errorId} problem={error} />
    </>
  );
}
