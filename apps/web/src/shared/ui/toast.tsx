import { NOTICE_PERSISTENT, type ToastType } from '@storefront/contract/constants';
import { useEffect, useRef } from 'react';
import { useT } from '../lib/i18n';
import { platform } from '../lib/platform';
import { CloseIcon } from './icons';
import './toast.css';

export interface ToastProps {
  type: ToastType;
  message: string;
  /** Milliseconds until it closes itself; -1 keeps it until the close button. */
  timeout: number;
  onClose: () => void;
}

/** Notice/toast: vibrates by type when shown and closes itself after its time-out. */
export function Toast({ type, message, timeout, onClose }: ToastProps) {
  const t = useT();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    platform.haptic(type);
  }, [type]);
  useEffect(() => {
    if (timeout === NOTICE_PERSISTENT) return undefined;
    const timer = setTimeout(() => closeRef.current(), timeout);
    return () => clearTimeout(timer);
  }, [timeout]);

  return (
    <div className={`toast toast--${type}`} role={type === 'success' ? 'status' : 'alert'}>
      <p className="toast__message">{message}</p>
      <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
