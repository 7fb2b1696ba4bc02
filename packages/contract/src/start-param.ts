import { decodeStartParam, encodeStartQuery, parseReferralQuery, START_DEEP_LINK, type ReferralContext } from './links';

/**
 * Telegram start parameters (`https://t.me/{bot}?startapp=…`, `[A-Za-z0-9_-]{1,64}`), README "Telegram start parameters":
 * - `{base64url of a launch query}`: the referral query of DESIGN §6 (`s={base36}_r={ref}&cmp=…`) or any launch
 *   query such as `rd=1&alias=sport` (spec §2); its parameters join the launch query.
 * - `p_{id}` / `a_{id}`: open the product / the landing with that id;
 * - `p_{id}_{base64url query}` / `a_{id}_{base64url query}`: both at once.
 */
export type StartRoute = { kind: 'product' | 'landing'; id: number };

export interface StartParam {
  route: StartRoute | null;
  /** The launch query the parameter carries (referral, `rd`), or null. */
  query: URLSearchParams | null;
  referral: ReferralContext | null;
}

const START_PARAM = /^[A-Za-z0-9_-]{1,64}$/;
const QUERY_KEY = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
const KINDS = { p: 'product', a: 'landing' } as const;
const PREFIX = { product: 'p', landing: 'a' } as const;

export function parseStartParam(value: string | null | undefined): StartParam | null {
  if (!value || !START_PARAM.test(value)) return null;
  const link = START_DEEP_LINK.exec(value);
  const route: StartRoute | null = link ? { kind: KINDS[link[1] as 'p' | 'a'], id: Number(link[2]) } : null;
  const decoded = decodeStartParam(value);
  // Random base64url decodes to noise: only a real query (plain parameter names) counts.
  const query = decoded && [...decoded.keys()].length > 0 && [...decoded.keys()].every((k) => QUERY_KEY.test(k)) ? decoded : null;
  if (!route && !query) return null;
  return { route, query, referral: query ? parseReferralQuery(query) : null };
}

/** The start parameter for a route and/or a launch query; null when it would not fit Telegram's 64 characters. */
export function buildStartParam(input: { route?: StartRoute | null; query?: string | null }): string | null {
  const tail = input.query ? encodeStartQuery(input.query) : '';
  const head = input.route ? `${PREFIX[input.route.kind]}_${input.route.id}` : '';
  const value = head && tail ? `${head}_${tail}` : head || tail;
  return value !== '' && START_PARAM.test(value) && parseStartParam(value) !== null ? value : null;
}

/**
 * The launch query with the start parameter expanded under it (the page's own parameters win). The start parameter
 * itself is left out, so a redirect built from the result cannot carry it (and its `rd=1`) along again.
 */
export function mergeStartQuery(query: Record<string, string>, startParam: string | null | undefined): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const [key, value] of parseStartParam(startParam)?.query ?? []) merged[key] = value;
  for (const [key, value] of Object.entries(query)) {
    if (key !== 'tgWebAppStartParam' && key !== 'startapp') merged[key] = value;
  }
  return merged;
}
