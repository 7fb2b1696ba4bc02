/** One retry for a screen built from several queries: refetches each of them. */
export function retryAll(...refetches: Array<() => unknown>): () => void {
  return () => refetches.forEach((refetch) => void refetch());
}
