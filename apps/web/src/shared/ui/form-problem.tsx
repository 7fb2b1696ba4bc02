import type { ReactNode } from 'react';

/**
 * A form's or a field's problem in the shared look (`.field__problem`): nothing when there is none. `id` when a
 * control points at it with aria-describedby; `announce: false` when a summary alert speaks for it instead.
 */
export function FormProblem({ problem, id, announce = true }: { problem: ReactNode; id?: string | undefined; announce?: boolean }) {
  if (!problem) return null;
  return (
    <p id={id} className="field__problem" role={announce ? 'alert' : undefined}>
      {problem}
    </p>
  );
}

/** The end of a form: its problem (the server's words), then the primary submit button. */
export function FormSubmit({ problem, busy, children }: { problem: ReactNode; busy: boolean; children: ReactNode }) {
  return (
    <>
      <FormProblem problem={problem} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {children}
      </button>
    </>
  );
}
