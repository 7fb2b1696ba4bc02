import { createHmac, createPublicKey, verify as verifySignature, type KeyObject } from 'node:crypto';
import { safeEqualHex } from './crypto';

/**
 * Mini App init data of both hosts. Telegram (core.telegram.org/bots/webapps) and MAX (dev.max.ru/docs/webapps/validation)
 * sign it the same way: every field but `hash`, URL-decoded, sorted by key, joined as `key=value` lines, then
 * HMAC-SHA256 with the key HMAC-SHA256("WebAppData", bot token), hex. Telegram adds `signature`: Ed25519 over
 * `{bot_id}:WebAppData\n` + the same lines without `hash` and `signature`, so that a third party holding only the
 * bot id and Telegram's published public key can check it.
 */
export interface InitDataUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  language_code?: string;
}

export interface InspectedInitData {
  user: InitDataUser;
  /** Epoch seconds the host signed it at. */
  authDate: number;
  startParam: string | null;
  /** The HMAC (or, third-party, the signature), which identifies this init data (replay after logout is refused by it). */
  hash: string;
  /** False once older than the allowed age: the signature is right but the data no longer logs anyone in by itself. */
  fresh: boolean;
}

/** Telegram's published Ed25519 keys for third-party validation (production and test environment), hex. */
export const TELEGRAM_PUBLIC_KEYS = {
  production: 'e7bf03a2fa4602af4580703d88dda5bb59f32ed8b02a56c187fe7d34caed242d',
  test: '40055058a4ee38156a06562e52eece92a771bcd8346a8c4615cb7376eddf72ec',
} as const;

const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export function ed25519PublicKey(hex: string): KeyObject {
  return createPublicKey({ key: Buffer.concat([SPKI_ED25519_PREFIX, Buffer.from(hex, 'hex')]), format: 'der', type: 'spki' });
}

function secretKey(botToken: string): Buffer {
  return createHmac('sha256', 'WebAppData').update(botToken).digest();
}

function checkLines(fields: Iterable<[string, string]>, skip: readonly string[]): string {
  return [...fields]
    .filter(([key]) => !skip.includes(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

export function hmacOf(botToken: string, fields: Iterable<[string, string]>): string {
  return createHmac('sha256', secretKey(botToken))
    .update(checkLines(fields, ['hash']))
    .digest('hex');
}

/** What Telegram signs with Ed25519 for third parties. */
export function thirdPartyCheckString(botId: string, fields: Iterable<[string, string]>): string {
  return `${botId}:WebAppData\n${checkLines(fields, ['hash', 'signature'])}`;
}

function toParams(fields: Record<string, string | number | object>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  return params;
}

/** Signs init data as the host does (HMAC only); for tests and the DEMO launchers. */
export function signHmacInitData(botToken: string, fields: Record<string, string | number | object>): string {
  const params = toParams(fields);
  params.set('hash', hmacOf(botToken, params.entries()));
  return params.toString();
}

function parseUser(raw: string | null): InitDataUser | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as Partial<InitDataUser> | null;
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

/** The fields once each, or null (a duplicated key is refused, as both hosts' docs require). */
function uniqueFields(raw: string): { params: URLSearchParams; entries: [string, string][] } | null {
  const params = new URLSearchParams(raw);
  const entries = [...params.entries()];
  return new Set(entries.map(([k]) => k)).size === entries.length ? { params, entries } : null;
}

/** The fields (each named once) and their proof — the `hash` or the `signature` field — when it has its form. */
function withProof(raw: string, name: 'hash' | 'signature', form: RegExp) {
  const fields = uniqueFields(raw);
  const proof = fields?.params.get(name);
  return fields && proof && form.test(proof) ? { ...fields, proof } : null;
}

const epochSeconds = () => Math.floor(Date.now() / 1000);

/**
 * auth_date in epoch seconds; a value in milliseconds (13 digits) is read as such. Null when missing, not a
 * positive integer or more than a minute in the future.
 */
function authDateOf(params: URLSearchParams, nowSeconds: number): number | null {
  const value = Number(params.get('auth_date'));
  if (!Number.isSafeInteger(value) || value <= 0) return null;
  const seconds = value > 1e12 ? Math.floor(value / 1000) : value;
  return seconds - nowSeconds > 60 ? null : seconds;
}

function finish(params: URLSearchParams, hash: string, maxAgeSeconds: number, nowSeconds: number): InspectedInitData | null {
  const authDate = authDateOf(params, nowSeconds);
  const user = parseUser(params.get('user'));
  if (authDate === null || !user) return null;
  return { user, authDate, startParam: params.get('start_param'), hash, fresh: nowSeconds - authDate <= maxAgeSeconds };
}

/** First-party check with the bot token (both hosts). Null for a wrong or missing hash, duplicated fields, no user. */
export function inspectHmacInitData(raw: string, botToken: string, maxAgeSeconds: number, nowSeconds = epochSeconds()): InspectedInitData | null {
  const signed = withProof(raw, 'hash', /^[0-9a-f]{64}$/);
  if (!signed || !safeEqualHex(hmacOf(botToken, signed.entries), signed.proof)) return null;
  return finish(signed.params, signed.proof, maxAgeSeconds, nowSeconds);
}

/** Telegram's third-party check: the Ed25519 `signature` (base64url) over the bot id and the fields, with Telegram's public key. */
export function inspectThirdPartyInitData(
  raw: string,
  botId: string,
  publicKey: KeyObject,
  maxAgeSeconds: number,
  nowSeconds = epochSeconds(),
): InspectedInitData | null {
  const signed = withProof(raw, 'signature', /^[A-Za-z0-9_-]{86}$/);
  if (!signed) return null;
  const ok = verifySignature(null, Buffer.from(thirdPartyCheckString(botId, signed.entries)), publicKey, Buffer.from(signed.proof, 'base64url'));
  return ok ? finish(signed.params, signed.proof, maxAgeSeconds, nowSeconds) : null;
}
