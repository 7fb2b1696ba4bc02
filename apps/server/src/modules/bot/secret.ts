import { createHmac } from 'node:crypto';
import { safeEqualHex } from '../../lib/crypto';

/**
 * The secret path segment of a showcase bot's webhook: HMAC-SHA256 keyed with the bot token over
 * `webhook:{showcaseId}`. Only whoever holds the token (Telegram, the operator) can compute it, and it
 * differs per showcase even where showcases share a bot token (the DEMO token).
 */
export function webhookSecret(botToken: string, showcaseId: number): string {
  return createHmac('sha256', botToken).update(`webhook:${showcaseId}`).digest('hex');
}

export function isWebhookSecret(botToken: string, showcaseId: number, candidate: string): boolean {
  return safeEqualHex(webhookSecret(botToken, showcaseId), candidate.toLowerCase());
}

/** The webhook path for a showcase (its alias in the URL keeps setWebhook readable). */
export function webhookPath(alias: string, botToken: string, showcaseId: number): string {
  return `/api/bot/${encodeURIComponent(alias)}/${webhookSecret(botToken, showcaseId)}`;
}
