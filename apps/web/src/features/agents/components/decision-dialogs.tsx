import type { OperatorAgentRequest } from '@storefront/contract/agents';
import { useState } from 'react';
import { useNotify } from '../../../shared/lib/use-notify';
import type { ApiError } from '../../../shared/lib/api-error';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { Field } from '../../../shared/ui/form-field';
import { Modal } from '../../../shared/ui/modal';
import { useDecideAgentRequestMutation } from '../api';
import { useAgentsT } from '../messages';

const REASON_MIN = 3;
const REASON_MAX = 1000;

export type Decision = { kind: 'approve' | 'reject'; request: OperatorAgentRequest } | null;

/** Approve behind a confirm; reject with a required reason the user will see. */
export function DecisionDialogs({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const t = useAgentsT();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [decide, { isLoading }] = useDecideAgentRequestMutation();
  const close = () => {
    setReason('');
    setProblem(null);
    onClose();
  };
  const submit = async (approve: boolean) => {
    if (!decision) return;
    if (!approve && reason.trim().length < REASON_MIN) return setProblem(t('agents.operator.reason.required'));
    try {
      await decide({ id: decision.request.id, approve, ...(approve ? {} : { reason: reason.trim() }) }).unwrap();
      notify({ message: t(approve ? 'agents.operator.approved' : 'agents.operator.rejected') });
      close();
    } catch (error) {
      const fields = (error as ApiError).fields;
      if (!approve && fields?.reason) return setProblem(fields.reason);
      notify({ message: errorMessageOf(error), type: 'danger' });
      close();
    }
  };
  const name = decision?.request.user.name ?? '';
  return (
    <>
      <ConfirmDialog
        open={decision?.kind === 'approve'}
        title={t('agents.operator.approve.confirm', { name })}
        acceptLabel={t('agents.operator.approve')}
        cancelLabel={t('agents.cancel')}
        onAccept={() => void submit(true)}
        onCancel={close}
      >
        <p>{t('agents.operator.approve.text')}</p>
      </ConfirmDialog>
      <Modal
        open={decision?.kind === 'reject'}
        title={t('agents.operator.reject.title', { name })}
        onClose={close}
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={close}>
              {t('agents.cancel')}
            </button>
            <button type="button" className="button button--primary" disabled={isLoading} onClick={() => void submit(false)}>
              {t('agents.operator.reject')}
            </button>
          </>
        }
      >
        <Field
          label={t('agents.operator.reason')}
          value={reason}
          multiline
          maxLength={REASON_MAX}
          hint={t('agents.operator.reason.hint')}
          error={problem ?? undefined}
          onChange={(value) => {
            setReason(value);
            setProblem(null);
          }}
        />
      </Modal>
    </>
  );
}
