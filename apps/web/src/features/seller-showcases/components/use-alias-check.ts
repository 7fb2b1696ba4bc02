import type { AliasCheck } from '@storefront/contract/seller';
import { aliasProblem } from '@storefront/contract/seller-rules';
import { useEffect, useState } from 'react';
import { useCheckAliasMutation } from '../api';

const DEBOUNCE_MS = 400;

export interface AliasCheckState {
  state: 'idle' | 'checking' | 'done';
  result: AliasCheck | null;
}

/** Live alias check: the format and reserved words at once, uniqueness from the server after a pause. */
export function useAliasCheck(alias: string, showcaseId?: number): AliasCheckState {
  const [check] = useCheckAliasMutation();
  const [server, setServer] = useState<AliasCheck | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const normalised = alias.trim().toLowerCase();
  const local = normalised === '' ? null : aliasProblem(normalised);
  const needsServer = normalised !== '' && local === null;

  useEffect(() => {
    if (!needsServer) return;
    let live = true;
    const timer = setTimeout(() => {
      void check({ alias: normalised, ...(showcaseId ? { ShowcaseID: showcaseId } : {}) })
        .unwrap()
        .then(
          (r) => live && setServer(r),
          () => live && setFailed(normalised),
        );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [normalised, needsServer, showcaseId, check]);

  if (normalised === '' || failed === normalised) return { state: 'idle', result: null };
  if (local) return { state: 'done', result: { alias: normalised, available: false, problem: local } };
  if (server?.alias === normalised) return { state: 'done', result: server };
  return { state: 'checking', result: null };
}
