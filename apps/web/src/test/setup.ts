import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetLaunchParams } from '../shared/lib/launch';

// findBy*/waitFor wait up to 15 s: on a loaded CI machine (two cores, three suites at once) the first import of a
// lazy chunk (a screen, a dialog) has taken over 5 s. A wait that finds its element returns at once, so a longer
// limit costs nothing when things are right.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout: scrolling is a no-op here (tests spy on it where it matters).
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  resetLaunchParams();
  delete (window as unknown as Record<string, unknown>).__STOREFRONT__;
});
