import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dialogStack, useOpenDialogCount } from '../../shared/lib/dialog-stack';
import { decideBackAction, platform, shouldShowBackButton } from '../../shared/lib/platform';

/** Index of the current entry in this app's history (react-router keeps it in history.state.idx). */
export function historyIndex(state: unknown): number {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}

/** Wires the messenger back button to the spec §2 rule. */
export function useBackButton(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const openDialogs = useOpenDialogCount();

  useEffect(() => {
    const read = () => ({ historyIndex: historyIndex(window.history.state), dialogOpen: dialogStack.size() > 0 });
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
