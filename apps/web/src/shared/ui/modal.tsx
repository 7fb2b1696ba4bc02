import { MODAL_CLOSE_MS } from '@storefront/contract/constants';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogRegistration } from '../lib/dialog-stack';
import { useT } from '../lib/i18n';
import { CloseIcon } from './icons';
import { usePresence } from './use-presence';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** Centered dialog; closing plays a 250 ms animation before it unmounts. */
export function Modal({ open, onClose, title, children, footer, className }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const { mounted, closing } = usePresence(open, MODAL_CLOSE_MS);
  const boxRef = useRef<HTMLDivElement>(null);
  useDialogRegistration(open, onClose);

  useEffect(() => {
    if (open) boxRef.current?.focus();
  }, [open]);

  if (!mounted) return null;
  return createPortal(
    <div
      className={`modal-backdrop${closing ? ' is-closing' : ''}`}
      style={{ animationDuration: `${MODAL_CLOSE_MS}ms` }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={boxRef}
        className={`modal${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
      >
        <header className="modal__header">
          {title ? <h2 id={titleId} className="modal__title">{title}</h2> : <span />}
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon size={20} />
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {footer ? <footer className="modal__footer">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
