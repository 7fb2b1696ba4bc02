import { useState, type FormEvent } from 'react';
import { useNotify } from '../../../shared/lib/use-notify';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useEscalateClaimMutation } from '../api';
import { useClaimsT } from '../messages';
import { FormSubmit } from '../../../shared/ui/form-problem';
import { TextAreaField } from '../../../shared/ui/text-area-field';

/** A rejected claim may go to the network's operator once, with an optional note. */
export function EscalateForm({ claimId }: { claimId: number }) {
  const t = useClaimsT();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [escalate, { isLoading }] = useEscalateClaimMutation();

  if (!open)
    return (
      <button type="button" className="button button--secondary claim-card__escalate" onClick={() => setOpen(true)}>
        {t('claims.escalate')}
      </button>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await escalate({ id: claimId, note: note.trim() || undefined }).unwrap();
      notify({ message: t('claims.escalate.sent') });
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <form className="claim-escalate" onSubmit={(e) => void onSubmit(e)} aria-label={t('claims.escalate')}>
      <p className="claim-card__meta">{t('claims.escalate.hint')}</p>
      <TextAreaField
        label={t('claims.escalate.note')}
        labelClassName="claim-field__label"
        className="claim-field__control"
        rows={3}
        maxLength={2000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <FormSubmit problem={problem} busy={isLoading}>
        {t('claims.escalate.submit')}
      </FormSubmit>
    </form>
  );
}
