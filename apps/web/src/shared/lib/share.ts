import { buildWebShareLink, randomCmp } from '@storefront/contract/links';
import { SHOWCASE_STATE } from '@storefront/contract/constants';

/** Copy failure is only logged (spec §8). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.error('Не удалось скопировать текст: ', error);
    return false;
  }
}

export function showcaseOrigin(currentDomain: string | undefined, location: Pick<Location, 'protocol' | 'origin'>): string {
  if (!currentDomain) return location.origin;
  return /^https?:\/\//.test(currentDomain) ? currentDomain : `${location.protocol}//${currentDomain}`;
}

/** The shopper's referral link; empty until the showcase is known. State 1 adds the landing marker. */
export function referralLink(input: {
  origin: string;
  showcaseId: number | undefined;
  refCode: string | null | undefined;
  showcaseStateId: number | undefined;
  random?: () => number;
}): string {
  if (!input.showcaseId) return '';
  return buildWebShareLink(input.origin, {
    showcaseId: input.showcaseId,
    refCode: input.refCode ?? null,
    cmp: randomCmp(input.random),
    landing: input.showcaseStateId === SHOWCASE_STATE.landing,
  });
}
