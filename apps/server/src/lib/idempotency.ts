import { randomToken } from './crypto';

/**
 * The one maker of idempotency keys (the ledger's entries, the provider's Idempotence-Key): the prefix names the
 * operation and its owner; the client's request id, when it sent one, makes a retry the same key; without it a fresh
 * random tail makes each call its own operation. The provider keys stay within YooKassa's 64 characters.
 */
export function idempotencyKey(prefix: string, requestId?: string | null): string {
  return `${prefix}${requestId || randomToken(12)}`;
}
