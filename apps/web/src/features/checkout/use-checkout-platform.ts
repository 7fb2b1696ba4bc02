import { useEffect } from 'react';
import { platform } from '../../shared/lib/platform';

/**
 * While the checkout screen is open: Telegram asks before the shopper closes the app (a half-filled order would
 * be lost) and the focused field stays above the on-screen keyboard. Both end when the screen is left.
 */
export function useCheckoutPlatform(): void {
  useEffect(() => {
    const release = platform.holdClosingConfirmation();
    const stop = platform.keepFieldsAboveKeyboard(document.body);
    return () => {
      release();
      stop();
    };
  }, []);
}
