import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/**
 * A button that asks first: it opens the confirm dialog (`title`, `children` as its text), and accepting closes the
 * dialog and runs `onConfirm`.
 */
export function ConfirmButton({
  className,
  disabled,
  label,
  title,
  acceptLabel,
  cancelLabel,
  children,
  onConfirm,
}: {
  className: string;
  disabled?: boolean;
  label: ReactNode;
  title: ReactNode;
  acceptLabel?: string;
  cancelLabel?: string;
  children?: ReactNode;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  const accept = () => {
    setOpen(false);
    onConfirm();
  };
  return (
    <>
      <button type="button" className={className} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </button>
      <ConfirmDialog open={open} title={title} acceptLabel={acceptLabel} cancelLabel={cancelLabel} onAccept={accept} onCancel={() => setOpen(false)}>
        {children}
      </ConfirmDialog>
    </>
  );
}
