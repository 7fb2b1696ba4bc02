import { useSyncExternalStore } from 'react';

/**
 * Open dialogs (modals, panels, the menu) in opening order. The messenger back button closes
 * the top one before it navigates, so the stack is global rather than per component.
 */
type Closer = () => void;

let entries: { id: number; close: Closer }[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const dialogStack = {
  /** Adds a dialog on top; the handle removes it and tells whether it is the top one (only the top one answers Escape and holds focus). */
  register: (close: Closer): { remove: () => void; isTop: () => boolean } => {
    const id = nextId++;
    entries = [...entries, { id, close }];
    emit();
    return {
      remove: () => {
        entries = entries.filter((e) => e.id !== id);
        emit();
      },
      isTop: () => entries.at(-1)?.id === id,
    };
  },
  /** Closes the most recently opened dialog; false when none is open. */
  closeTop: (): boolean => {
    const top = entries.at(-1);
    if (!top) return false;
    top.close();
    return true;
  },
  size: (): number => {
    return entries.length;
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useOpenDialogCount(): number {
  return useSyncExternalStore(dialogStack.subscribe, dialogStack.size, dialogStack.size);
}
