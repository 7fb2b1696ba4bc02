import { useState, type FormEvent } from 'react';
import { useNotify } from '../../../shared/lib/use-notify';
import type { ApiError } from '../../../shared/lib/api-error';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { Field } from '../../../shared/ui/form-field';
import { useCreateAgentRequestMutation } from '../api';
import { useAgentsT } from '../messages';

const COMMENT_MAX = 1000;

/** "create agent request": a comment about the applicant; documents are attached to the request afterwards. */
export function ApplyForm({ again }: { again: boolean }) {
  const t = useAgentsT();
  const notify = useNotify();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [apply, { isLoading }] = useCreateAgentRequestMutation();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await apply({ comment: comment.trim() }).unwrap();
      notify({ message: t('agents.apply.done') });
    } catch (error) {
      setProblem((error as ApiError).fields?.comment ?? errorMessageOf(error));
    }
  };
  return (
    <form className="card seller-card" aria-labelledby="agent-apply-title" onSubmit={(e) => void onSubmit(e)}>
      <h2 id="agent-apply-title" className="seller-card__title">
        {t(again ? 'agents.apply.again' : 'agents.apply.title')}
      </h2>
      <Field
        label={t('agents.apply.comment')}
        value={comment}
        onChange={setComment}
        multiline
        maxLength={COMMENT_MAX}
        hint={t('agents.apply.comment.hint')}
        error={problem ?? undefined}
      />
      <div className="seller__row">
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {t(isLoading ? 'agents.apply.sending' : 'agents.apply.submit')}
        </button>
      </div>
    </form>
  );
}
