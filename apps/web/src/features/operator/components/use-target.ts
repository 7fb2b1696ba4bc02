import { useCallback, useState } from 'react';

/**
 * The item a dialog acts on. It outlives `open`, so the dialog keeps its title while its closing animation plays.
 */
export function useTarget<T>() {
  const [state, setState] = useState<{ item: T | null; open: boolean }>({ item: null, open: false });
  const show = useCallback((item: T) => setState({ item, open: true }), []);
  const hide = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { item: state.item, open: state.open, show, hide };
}
