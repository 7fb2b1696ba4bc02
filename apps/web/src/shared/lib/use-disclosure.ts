import { useCallback, useState } from 'react';

/**
 * Open state for a lazily loaded dialog: `requested` turns true on the first open and stays,
 * so the dialog's chunk loads only when needed and its closing animation can still play.
 */
export function useDisclosure(): { open: boolean; requested: boolean; show: () => void; hide: () => void } {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const show = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  return { open, requested, show, hide };
}
