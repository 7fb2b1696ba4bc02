import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetLaunchParams } from '../shared/lib/launch';

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
