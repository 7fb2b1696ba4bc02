import { inspectHmacInitData, signHmacInitData, type InitDataUser } from './init-data';

/** Telegram Mini App init data (DESIGN §5): HMAC-SHA256 with key HMAC("WebAppData", bot token); see lib/init-data.ts. */
export type TelegramUser = InitDataUser;

export interface VerifiedInitData {
  user: TelegramUser;
  authDate: number;
  startParam: string | null;
  /** The signature, which identifies this init data (replay after logout is refused by it). */
  hash: string;
}

/** Signs init data the way Telegram does; for tests and the local "open as in Telegram" launcher. */
export function signInitData(botToken: string, fields: Record<string, string | number | object>): string {
  return signHmacInitData(botToken, fields);
}

/**
 * Checks the hash in constant time and the age of auth_date. Returns null for anything invalid:
 * missing or duplicated fields, wrong hash, expired or future auth_date, unusable user.
 */
export function verifyInitData(
  raw: string,
  botToken: string,
  maxAgeSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): VerifiedInitData | null {
  const inspected = inspectHmacInitData(raw, botToken, maxAgeSeconds, nowSeconds);
  if (!inspected?.fresh) return null;
  const { user, authDate, startParam, hash } = inspected;
  return { user, authDate, startParam, hash };
}
