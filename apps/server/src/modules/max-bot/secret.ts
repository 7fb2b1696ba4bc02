import { createHmac } from 'node:crypto';
import { safeEqualHex } from '../../lib/crypto';

/**
 * The secret MAX sends back in X-Max-Bot-Api-Secret (set with POST /subscriptions): HMAC-SHA256 keyed with the MAX
 * bot token over `max-webhook:{showcaseId}`, so it differs per showcase even where they share the DEMO token.
 */
export function maxWebhookSecret(token: string, showcaseId: number): string {
  return createHmac('sha256', token).update(`max-webhook:${showcaseId}`).digest('hex');
}

export function isMaxWebhookSecret(token: string, showcaseId: number, candidate: string): boolean {
  return safeEqualHex(maxWebhookSecret(token, showcaseId), candidate.toLowerCase());
}
