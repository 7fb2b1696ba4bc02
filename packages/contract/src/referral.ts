import { z } from 'zod';

/**
 * Referral links and the share dialog (spec §2 "Share dialog", §5, §8, §9; DESIGN §6).
 * Link builders and parsers live in links.ts; this file holds the share rules and the wire shapes.
 */

export const SHARE_TARGETS = ['telegram', 'copy', 'vk', 'ok', 'whatsapp', 'max'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];
export const DEFAULT_SHARE_TARGETS: readonly ShareTarget[] = ['telegram', 'copy'];
/** Inside MAX the messenger's own chats come first (issue 19). */
export const MAX_DEFAULT_SHARE_TARGETS: readonly ShareTarget[] = ['max', 'copy'];

export const SHARE_CONTENT_TYPES = ['link'] as const;
export type ShareContentType = (typeof SHARE_CONTENT_TYPES)[number];

/**
 * Share endpoints of the targets that open a page. Copy has none, nor has MAX: dev.max.ru documents no web share link,
 * so MAX shares through MAX Bridge's shareMaxContent inside MAX and the browser's share sheet elsewhere.
 */
export const SHARE_ENDPOINTS = {
  telegram: 'https://t.me/share/url',
  vk: 'https://vk.com/share.php',
  ok: 'https://connect.ok.ru/offer',
  whatsapp: 'https://wa.me/',
} as const satisfies Record<Exclude<ShareTarget, 'copy' | 'max'>, string>;

/** Error texts of spec §8, verbatim. */
export const SHARE_ERRORS = { unknownTarget: 'unknown share target', unknownContentType: 'unknown content type' } as const;

export function isShareTarget(value: unknown): value is ShareTarget {
  return typeof value === 'string' && (SHARE_TARGETS as readonly string[]).includes(value);
}

/**
 * The address a target opens for a link (and an optional accompanying text).
 * telegram: `https://t.me/share/url?url=&text=`, vk: `?url=`, ok: `?url=`, whatsapp: `?text=` (text and link in one).
 * Throws "unknown share target" for anything else, and for copy and max (which open no page).
 */
export function shareTargetUrl(target: string, link: string, text = ''): string {
  const enc = encodeURIComponent;
  switch (target) {
    case 'telegram':
      return `${SHARE_ENDPOINTS.telegram}?url=${enc(link)}&text=${enc(text)}`;
    case 'vk':
      return `${SHARE_ENDPOINTS.vk}?url=${enc(link)}`;
    case 'ok':
      return `${SHARE_ENDPOINTS.ok}?url=${enc(link)}`;
    case 'whatsapp':
      return `${SHARE_ENDPOINTS.whatsapp}?text=${enc(text.trim() ? `${text.trim()} ${link}` : link)}`;
    default:
      throw new Error(SHARE_ERRORS.unknownTarget);
  }
}

/** A Telegram bot username (empty when the showcase has no bot). */
export const botUsernameSchema = z.string().regex(/^[A-Za-z0-9_]{0,64}$/);

/** POST /api/tg {method:'saveLastLink', bot, url}: the last link the user sent through a bot's showcase. */
export const saveLastLinkBodySchema = z.object({
  method: z.literal('saveLastLink'),
  bot: botUsernameSchema,
  url: z
    .string()
    .trim()
    .max(2048)
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'https:' || url.protocol === 'http:';
        } catch {
          return false;
        }
      },
      { message: 'http(s) URL expected' },
    ),
});
export type SaveLastLinkBody = z.infer<typeof saveLastLinkBodySchema>;
