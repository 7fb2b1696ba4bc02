/** A fresh Idempotency-Key for one checkout attempt (crypto.getRandomValues works outside secure contexts too). */
export function newAttemptKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `co-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
