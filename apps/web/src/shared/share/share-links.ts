import { SHOWCASE_STATE } from '@storefront/contract/constants';
import { buildTelegramShareLink, buildWebShareLink, randomCmp } from '@storefront/contract/links';

/**
 * Referral share links (DESIGN §6, spec §9): the web link `{showcase url}{path}/?s={base36 id}_r={refCode}&cmp=…`
 * and the Telegram link `https://t.me/{bot}?startapp={base64url of the same query}`. One campaign suffix (cmp)
 * serves both, so the QR and the shared link count as one campaign. State 1 showcases add the landing marker.
 */
export interface ReferralLinkInput {
  origin: string;
  /** A page of the showcase (product, landing); the showcase root when absent. */
  path?: string;
  showcaseId: number | undefined;
  refCode: string | null | undefined;
  showcaseStateId: number | undefined;
  bot: string | undefined;
  cmp?: string;
}

export interface ReferralLinks {
  web: string;
  /** Null when the showcase has no bot. */
  telegram: string | null;
}

export function referralLinks(input: ReferralLinkInput): ReferralLinks {
  if (!input.showcaseId) return { web: '', telegram: null };
  const ctx = {
    showcaseId: input.showcaseId,
    refCode: input.refCode ?? null,
    cmp: input.cmp ?? randomCmp(),
    landing: input.showcaseStateId === SHOWCASE_STATE.landing,
  };
  const base = `${input.origin.replace(/\/+$/, '')}${input.path && input.path !== '/' ? input.path : ''}`;
  const bot = input.bot?.trim().replace(/^@/, '') ?? '';
  return { web: buildWebShareLink(base, ctx), telegram: bot ? buildTelegramShareLink(bot, ctx) : null };
}

/**
 * The showcase's own address. `currentDomain` is the host the startup call saw; on the page's own host the
 * page's origin (with its scheme and port) is used, elsewhere https.
 */
export function showcaseOrigin(currentDomain: string | undefined, location: Pick<Location, 'origin' | 'host' | 'hostname'>): string {
  const domain = currentDomain?.trim().toLowerCase() ?? '';
  if (domain === '' || domain === location.hostname || domain === location.host) return location.origin;
  if (/^https?:\/\//.test(domain)) return domain.replace(/\/+$/, '');
  return `https://${domain}`;
}

/** Spec §7: `{imageBaseUrl}/images/logos/{siteId}_mobile.png?t={updated_after}` (the QR code's logo). */
export function showcaseLogoUrl(imageBaseUrl: string, siteId: string, updatedAfter: number | undefined): string {
  return `${imageBaseUrl.replace(/\/+$/, '')}/images/logos/${encodeURIComponent(siteId)}_mobile.png?t=${updatedAfter ?? 0}`;
}
