import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useShowcase } from '../lib/startup';
import { ShareIcon } from '../ui/icons';
import type { ShareOptions } from './share-options';

// The dialog (QR renderer, link builders, its messages) is its own chunk: never in the home entry bundle.
const ReferralShareDialog = lazy(() => import('./referral-share-dialog').then((m) => ({ default: m.ReferralShareDialog })));

export interface ShareDialogHandle {
  /** False while the link would be empty (the showcase is not known yet). */
  canShare: boolean;
  show: (options?: ShareOptions) => void;
  /** Render it where the dialog belongs (it portals to the body). */
  dialog: ReactNode;
}

/** Opens the referral share dialog from anywhere: the footer, a product, a landing, the tree page. */
export function useShareDialog(): ShareDialogHandle {
  const showcase = useShowcase();
  const [state, setState] = useState<{ options: ShareOptions; open: boolean; nonce: number } | null>(null);
  const show = useCallback((options: ShareOptions = {}) => {
    setState((prev) => ({ options, open: true, nonce: (prev?.nonce ?? 0) + 1 }));
  }, []);
  const hide = useCallback(() => setState((prev) => (prev ? { ...prev, open: false } : prev)), []);
  const dialog = state ? (
    <Suspense fallback={null}>
      <ReferralShareDialog key={state.nonce} {...state.options} open={state.open} onClose={hide} />
    </Suspense>
  ) : null;
  return { canShare: Boolean(showcase?.showcaseId), show, dialog };
}

/** A button with the share icon that opens the referral share dialog; disabled while the link would be empty. */
export function ShareButton({ className, children }: { className: string; children: ReactNode }) {
  const share = useShareDialog();
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" disabled={!share.canShare} onClick={() => share.show()}>
        <ShareIcon size={18} />
        {children}
      </button>
      {share.dialog}
    </>
  );
}
