import { useState, type ReactNode } from 'react';
import { Modal } from '../../../shared/ui/modal';
import { Field } from '../../../shared/ui/form-field';
import { useOperatorT } from '../messages';

const REASON_MIN = 3;
const REASON_MAX = 500;

interface ReasonDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  acceptLabel: string;
  busy: boolean;
  /** The server's refusal, shown under the field. */
  problem?: string | undefined;
  onAccept: (reason: string) => void;
  onCancel: () => void;
  /** The field's label and hint when it asks for something else than a reason (a transfer's reference). */
  label?: string;
  hint?: string;
  short?: string;
}

/** A confirm dialog that asks why: blocks, bans and refused withdrawals carry a reason the person is told. */
export function ReasonDialog({
  open,
  title,
  text,
  acceptLabel,
  busy,
  problem,
  onAccept,
  onCancel,
  label,
  hint,
  short: shortText,
}: ReasonDialogProps) {
  const t = useOperatorT();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  // A fresh field each time the dialog opens (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason('');
      setTouched(false);
    }
  }
  const short = reason.trim().length < REASON_MIN;
  const accept = () => {
    setTouched(true);
    if (!short) onAccept(reason.trim());
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('operator.cancel')}
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={accept}>
            {acceptLabel}
          </button>
        </>
      }
    >
      <div className="operator-dialog">
        <p>{text}</p>
        <Field
          label={label ?? t('operator.reason')}
          value={reason}
          onChange={setReason}
          multiline
          maxLength={REASON_MAX}
          hint={hint ?? t('operator.reason.hint')}
          error={touched && short ? (shortText ?? t('operator.reason.short')) : problem}
        />
      </div>
    </Modal>
  );
}
