import { createHmac } from 'node:crypto';
import { safeEqualHex } from './crypto';

/** Telegram Mini App init data (DESIGN §5): HMAC-SHA256 with key HMAC("WebAppData", bot token). */
export interface TelegramUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  language_code?: string;
}

export interface VerifiedInitData {
  user: TelegramUser;
  authDate: number;
  startParam: string | null;
  /** The signature, which identifies this init data (replay after logout is refused by it). */
  hash: string;
}

function secretKey(botToken: string): Buffer {
  return createHmac('sha256', 'WebAppData').update(botToken).digest();
}

function dataCheckString(fields: Iterable<[string, string]>): string {
  return [...fields]
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

function hashOf(botToken: string, fields: Iterable<[string, string]>): string {
  return createHmac('sha256', secretKey(botToken)).update(dataCheckString(fields)).digest('hex');
}

/** Signs init data the way Telegram does; for tests and the local "open as in Telegram" launcher. */
export function signInitData(botToken: string, fields: Record<string, string | number | object>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  params.set('hash', hashOf(botToken, params.entries()));
  return params.toString();
}

function parseUser(raw: string | undefined): TelegramUser | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as Partial<TelegramUser> | null;
    const id = user?.id;
    if (!user || typeof user !== 'object' || typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
    const str = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : undefined);
    return {
      id,
      first_name: str(user.first_name, 256),
      last_name: str(user.last_name, 256),
      username: str(user.username, 64),
      photo_url: str(user.photo_url, 1024),
      language_code: str(user.language_code, 16),
    };
  } catch {
    return null;
  }
}

/**
 * Checks the hash in constant time and the age of auth_date. Returns null for anything invalid:
 * missing or duplicated fields, wrong hash, expired or future auth_date, unusable user.
 */
export function verifyInitData(raw: string, botToken: string, maxAgeSeconds: number, nowSeconds = Math.floor(Date.now() / 1000)): VerifiedInitData | null {
  const params = new URLSearchParams(raw);
  const entries = [...params.entries()];
  if (new Set(entries.map(([k]) => k)).size !== entries.length) return null;
  const hash = params.get('hash');
  if (!hash || !/^[0-9a-f]{64}$/.test(hash)) return null;
  if (!safeEqualHex(hashOf(botToken, entries), hash)) return null;
  const authDate = Number(params.get('auth_date'));
  if (!Number.isSafeInteger(authDate) || authDate <= 0) return null;
  if (nowSeconds - authDate > maxAgeSeconds || authDate - nowSeconds > 60) return null;
  const user = parseUser(params.get('user') ?? undefined);
  if (!user) return null;
  return { user, authDate, startParam: params.get('start_param'), hash };
}
