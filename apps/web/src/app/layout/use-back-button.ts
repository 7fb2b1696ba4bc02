import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dialogStack, useOpenDialogCount } from '../../shared/lib/dialog-stack';
import { decideBackAction, platform, shouldShowBackButton } from '../../shared/lib/platform';

/** Index of the current entry in this app's history (react-router keeps it in history.state.idx). */
export function historyIndex(state: unknown): number {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}

/**
 * Wires the messenger back button to the spec §2 rule: open dialogs close first (the top one), then history goes
 * back, and at the first entry the app closes. Once the shopper has moved through the app, the button stays at
 * the first entry too, since that is where it closes the app.
 */
export function useBackButton(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const openDialogs = useOpenDialogCount();
  const deepest = useRef(0);

  useEffect(() => {
    const idx = historyIndex(window.history.state);
    deepest.current = Math.max(deepest.current, idx);
    const read = () => ({ historyIndex: historyIndex(window.history.state), dialogOpen: dialogStack.size() > 0, historyLength: deepest.current + 1 });
    if (!shouldShowBackButton(read())) {
      platform.setBackButton(null);
      return;
    }
    platform.setBackButton(() => {
      const action = decideBackAction(read());
      if (action === 'close-dialog') dialogStack.closeTop();
      else if (action === 'close-app') platform.close();
      else void navigate(-1);
    });
  }, [location.key, openDialogs, navigate]);

  useEffect(() => () => platform.setBackButton(null), []);
}
