/**
 * Referral and share links (DESIGN §6). Web form: `?s={base36 showcase id}_r={refCode}&cmp={2 digits + 4 capitals}`.
 * Telegram form: `https://t.me/{bot}?startapp={base64url of that query}`; Telegram allows `[A-Za-z0-9_-]`, at most 64.
 */
export interface ReferralContext {
  showcaseId: number;
  refCode: string | null;
  cmp: string | null;
  landing: boolean;
}

const S_PARAM = /^([0-9a-z]{1,10})(?:_r=([A-Za-z0-9]{4,32}))?$/;
const CMP = /^[0-9]{2}[A-Z]{4}$/;
const START_PARAM = /^[A-Za-z0-9_-]{1,64}$/;
/** A deep-link start parameter (`p_{id}`, `a_{id}`, optionally `_{base64url query}`): see start-param.ts. */
export const START_DEEP_LINK = /^([pa])_([1-9][0-9]{0,11})(?:_([A-Za-z0-9_-]+))?$/;
export const LANDING_MARKER = 'land';

export function toBase36(id: number): string {
  return id.toString(36);
}

export function parseSParam(value: string | null | undefined): { showcaseId: number; refCode: string | null } | null {
  if (!value) return null;
  const m = S_PARAM.exec(value);
  if (!m?.[1]) return null;
  const showcaseId = parseInt(m[1], 36);
  if (!Number.isSafeInteger(showcaseId) || showcaseId <= 0) return null;
  return { showcaseId, refCode: m[2] ?? null };
}

export function randomCmp(random: () => number = Math.random): string {
  const digit = () => String(Math.floor(random() * 10));
  const letter = () => String.fromCharCode(65 + Math.floor(random() * 26));
  return digit() + digit() + letter() + letter() + letter() + letter();
}

export function buildReferralQuery(ctx: { showcaseId: number; refCode: string | null; cmp: string; landing?: boolean }): string {
  const s = ctx.refCode ? `${toBase36(ctx.showcaseId)}_r=${ctx.refCode}` : toBase36(ctx.showcaseId);
  const parts = [`s=${s}`, `cmp=${ctx.cmp}`];
  if (ctx.landing) parts.push(`${LANDING_MARKER}=1`);
  return parts.join('&');
}

export function buildWebShareLink(showcaseUrl: string, ctx: Parameters<typeof buildReferralQuery>[0]): string {
  return `${showcaseUrl.replace(/\/+$/, '')}/?${buildReferralQuery(ctx)}`;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string | null {
  try {
    const b64 = value.replace(/-/g, '+').replace(/_/g, '/');
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function buildTelegramShareLink(bot: string, ctx: Parameters<typeof buildReferralQuery>[0]): string {
  return `https://t.me/${bot}?startapp=${toBase64Url(buildReferralQuery(ctx))}`;
}

/** The same referral deep link into the showcase's Mini App in MAX (`https://max.ru/{bot}?startapp=…`, same start parameter forms). */
export function buildMaxShareLink(bot: string, ctx: Parameters<typeof buildReferralQuery>[0]): string {
  return `https://max.ru/${bot}?startapp=${toBase64Url(buildReferralQuery(ctx))}`;
}

/** A launch query as a start parameter (base64url, no padding). */
export function encodeStartQuery(query: string): string {
  return toBase64Url(query);
}

/** Reads the referral context from a page query or from a Telegram start parameter. */
export function parseReferralQuery(query: URLSearchParams): ReferralContext | null {
  const s = parseSParam(query.get('s'));
  if (!s) return null;
  const cmp = query.get('cmp');
  return { ...s, cmp: cmp && CMP.test(cmp) ? cmp : null, landing: query.get(LANDING_MARKER) === '1' };
}

/** The launch query a start parameter carries: all of it, or the tail of a deep link (`p_12_{query}`). */
export function decodeStartParam(startParam: string | null | undefined): URLSearchParams | null {
  if (!startParam || !START_PARAM.test(startParam)) return null;
  const link = START_DEEP_LINK.exec(startParam);
  const payload = link ? link[3] : startParam;
  if (!payload) return null;
  const text = fromBase64Url(payload);
  return text === null ? null : new URLSearchParams(text);
}

/** A public profile's handle (`/users/{handle}`): the user's ref code, unguessable, unlike the sequential id. */
export const PUBLIC_HANDLE_PATTERN = /^[A-Za-z0-9]{1,32}$/;
