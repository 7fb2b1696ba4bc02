import { useCallback, useRef } from 'react';
import { translate } from '../../../shared/lib/i18n';
import { platform } from '../../../shared/lib/platform';
import { readDevMode, writeDevMode } from '../../../shared/lib/storage';
import { useChangeModeMutation } from '../../../shared/lib/tg-api';
import { flipDevMode, registerTap } from './dev-mode';

/** 5 taps on the clock within 1 s flip DevModeApp (and the stage flag), tell the server, reload. */
export function useDevModeTaps(): () => void {
  const [changeMode] = useChangeModeMutation();
  const taps = useRef<number[]>([]);

  const toggle = useCallback(async () => {
    const previous = readDevMode();
    const next = flipDevMode(previous);
    writeDevMode(next);
    try {
      await changeMode({ method: 'changeMode', devMode: next }).unwrap();
      platform.reload();
    } catch {
      writeDevMode(previous);
      platform.alert(translate('devMode.changeError'));
    }
  }, [changeMode]);

  return useCallback(() => {
    const result = registerTap(taps.current, Date.now());
    taps.current = result.taps;
    if (result.triggered) void toggle();
  }, [toggle]);
}
