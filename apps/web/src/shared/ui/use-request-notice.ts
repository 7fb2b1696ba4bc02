import { useCallback } from 'react';
import { useNotify } from '../lib/use-notify';
import { errorMessageOf } from './error-fallback';

/**
 * Waits for a request and tells its outcome in a toast: `done` (when given) on success, the error's own words on
 * failure. Resolves to whether it succeeded, for what follows only then (leaving the screen, closing a form).
 */
export function useRequestNotice(): (request: Promise<unknown>, done?: string) => Promise<boolean> {
  const notify = useNotify();
  return useCallback(
    async (request: Promise<unknown>, done?: string) => {
      try {
        await request;
        if (done !== undefined) notify({ message: done });
        return true;
      } catch (error) {
        notify({ message: errorMessageOf(error), type: 'danger' });
        return false;
      }
    },
    [notify],
  );
}
