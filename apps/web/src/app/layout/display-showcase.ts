import type { ShowcaseInfo } from '../../shared/lib/startup';

export interface DisplayShowcase {
  showcaseName: string;
  showcaseDescription: string;
  slogan: string;
  imageBaseUrl: string;
  siteId: string;
  updatedAfter: number;
  showcaseStateId: number;
  telegramBot: string;
}

/** In wow-tree mode the shell presents the wow showcase (wowShowcaseId ≠ -1), else the current one. */
export function displayShowcase(showcase: ShowcaseInfo, wowTreeMode: boolean): DisplayShowcase {
  const wow = showcase.wowShowcaseData;
  if (wowTreeMode && wow && showcase.wowShowcaseId !== -1) return { ...wow };
  return {
    showcaseName: showcase.showcaseName,
    showcaseDescription: showcase.showcaseDescription,
    slogan: showcase.slogan,
    imageBaseUrl: showcase.imageBaseUrl,
    siteId: showcase.siteId,
    updatedAfter: showcase.updatedAfter,
    showcaseStateId: showcase.showcaseStateId,
    telegramBot: showcase.telegramBot,
  };
}
