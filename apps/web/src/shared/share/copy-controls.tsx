import { COPY_CONFIRM_MS } from '@storefront/contract/constants';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useNotify } from '../lib/use-notify';
import { copyText } from './copy-text';

/** Whether "Ссылка скопирована" shows: set it with the copy's outcome; once true it goes back to false after COPY_CONFIRM_MS. */
export function useCopiedState(): [boolean, (copied: boolean) => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return [copied, setCopied];
}

interface CopyButtonProps {
  text: string;
  /** The toast after a successful copy. */
  copiedMessage: string;
  className: string;
  children: ReactNode;
}

/** A button that copies `text` and says so in a toast; a refused copy is only logged (copyText). */
export function CopyButton({ text, copiedMessage, className, children }: CopyButtonProps) {
  const notify = useNotify();
  return (
    <button type="button" className={className} onClick={() => void copyText(text).then((ok) => ok && notify({ message: copiedMessage }))}>
      {children}
    </button>
  );
}

interface LinkFieldProps {
  label: string;
  value: string;
  placeholder?: string;
  /** The screen's own classes on the input, after the shared "control". */
  className: string;
  /** The screen's own class on the label, after the shared quiet look. */
  labelClassName?: string;
}

/** A link to select and copy by hand: a quiet label, a read-only control, left to right, selected whole on focus. */
export function LinkField({ label, value, placeholder, className, labelClassName }: LinkFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelClassName ? `field__label--quiet ${labelClassName}` : 'field__label--quiet'}>
        {label}
      </label>
      <input
        id={id}
        className={`control ${className}`}
        value={value}
        placeholder={placeholder}
        readOnly
        dir="ltr"
        onFocus={(e) => e.currentTarget.select()}
      />
    </>
  );
}
