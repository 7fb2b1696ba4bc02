import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Moves the fake timers on by `ms` inside act, so the state updates they fire are applied before the next check. */
export function advanceTimers(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
