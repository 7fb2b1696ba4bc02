import { FormProblem } from './form-problem';
import { useId, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  multiline?: boolean;
  type?: 'text' | 'number' | 'email' | 'tel';
  maxLength?: number;
  inputMode?: 'decimal' | 'text';
  dir?: 'ltr' | 'auto';
}

/**
 * The seller field look around a control the screen draws itself (a select, a date, a file, a search), labelled
 * through the control's `id`; an optional hint below it, then the problem.
 */
export function FieldFrame({
  id,
  label,
  hint,
  problem,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  problem?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="seller-field">
      <label className="seller-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? <p className="seller-field__hint">{hint}</p> : null}
      <FormProblem problem={problem} />
    </div>
  );
}

/** A labelled input with its hint and error wired to it for screen readers. */
export function Field({ label, value, onChange, error, hint, multiline, type = 'text', maxLength, inputMode, dir = 'auto' }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    maxLength,
    dir,
    className: 'control seller-field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div className="seller-field">
      <label className="seller-field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={3} /> : <input {...common} type={type} inputMode={inputMode} />}
      {hint ? (
        <div id={hintId} className="seller-field__hint">
          {hint}
        </div>
      ) : null}
      <FormProblem id={errorId} problem={error} />
    </div>
  );
}

/** A money amount: a decimal keyboard, left to right, at most 12 characters. */
export function AmountField(props: Omit<FieldProps, 'inputMode' | 'dir' | 'maxLength' | 'multiline' | 'type'>) {
  return <Field {...props} inputMode="decimal" dir="ltr" maxLength={12} />;
}

export function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="seller-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
