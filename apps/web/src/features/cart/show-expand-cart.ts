import { STORAGE_KEYS } from '@storefront/contract/constants';
import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../../shared/lib/storage';

/** The cart's details section remembers whether it was open (spec §9 key showExpandCart: "true"/"false"). */
export function readShowExpandCart(): boolean {
  return readStorage(STORAGE_KEYS.showExpandCart) === 'true';
}

export function useShowExpandCart(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(readShowExpandCart);
  const update = useCallback((next: boolean) => {
    setOpen(next);
    writeStorage(STORAGE_KEYS.showExpandCart, String(next));
  }, []);
  return [open, update];
}
