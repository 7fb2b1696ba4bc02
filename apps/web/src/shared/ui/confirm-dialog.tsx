import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title?: ReactNode;
  children?: ReactNode;
  /** Defaults to "Удалить". */
  acceptLabel?: string;
  /** Defaults to "Продолжить покупки". */
  cancelLabel?: string;
  onAccept: () => void;
  onCancel: () => void;
  /** The close (×) button, Escape, the backdrop and the back button; defaults to onCancel. */
  onClose?: () => void;
}

export function ConfirmDialog({ open, title, children, acceptLabel, cancelLabel, onAccept, onCancel, onClose }: ConfirmDialogProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose ?? onCancel}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {cancelLabel ?? t('confirm.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={onAccept}>
            {acceptLabel ?? t('confirm.accept')}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
