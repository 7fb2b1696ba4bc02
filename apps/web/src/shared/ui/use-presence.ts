import { useEffect, useState } from 'react';

/**
 * Keeps a closing element mounted for its exit animation: `mounted` stays true for `exitMs`
 * after `open` turns false, and `closing` is true during that time.
 */
export function usePresence(open: boolean, exitMs: number): { mounted: boolean; closing: boolean } {
  const [mounted, setMounted] = useState(open);
  const [prevOpen, setPrevOpen] = useState(open);
  if (open !== prevOpen) {
    setPrevOpen(open);
    if (open) setMounted(true);
  }
  useEffect(() => {
    if (open || !mounted) return undefined;
    const timer = setTimeout(() => setMounted(false), exitMs);
    return () => clearTimeout(timer);
  }, [open, mounted, exitMs]);
  return { mounted: mounted || open, closing: mounted && !open };
}
