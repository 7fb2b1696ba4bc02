import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';
import { AppError } from './app-error';

/**
 * Secrets at rest (payout card numbers, phones, wallets): AES-256-GCM with a random 96-bit IV per value and its
 * 128-bit tag, stored as "v1.<iv>.<tag>.<ciphertext>" (base64url). The key is PAYOUT_ENCRYPTION_KEY; with DEMO=1 and no
 * key, a fixed demo key (derived from a public string: not a secret) lets the demo run. Values are never logged.
 */
const DEMO_KEY = createHash('sha256').update('storefront demo payout key — not a secret').digest();

export function payoutKey(config: Pick<AppConfig, 'PAYOUT_ENCRYPTION_KEY' | 'DEMO'>): Buffer {
  const raw = config.PAYOUT_ENCRYPTION_KEY;
  if (raw) return /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (config.DEMO) return DEMO_KEY;
  throw new AppError('PAYOUTS_UNAVAILABLE');
}

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function open(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown sealed value format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
