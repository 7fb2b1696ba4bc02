import { MODAL_CLOSE_MS } from '@storefront/contract/constants';
import { useId, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { DialogLayer } from './dialog';
import { CloseIcon } from './icons';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** Centered dialog; closing plays a 250 ms animation before it unmounts. Focus handling: DialogLayer. */
export function Modal({ open, onClose, title, children, footer, className }: ModalProps) {
  const t = useT();
  const titleId = useId();
  return (
    <DialogLayer
      open={open}
      onClose={onClose}
      closeMs={MODAL_CLOSE_MS}
      backdropClassName="modal-backdrop"
      surfaceClassName={`modal${className ? ` ${className}` : ''}`}
      style={{ animationDuration: `${MODAL_CLOSE_MS}ms` }}
      labelledBy={title ? titleId : undefined}
    >
      <header className="modal__header">
        {title ? (
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
        ) : (
          <span />
        )}
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon size={20} />
        </button>
      </header>
      <div className="modal__body">{children}</div>
      {footer ? <footer className="modal__footer">{footer}</footer> : null}
    </DialogLayer>
  );
}
