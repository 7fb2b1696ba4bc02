import { PATHS } from '@storefront/contract/constants';
import type { InlineConfig } from '@storefront/contract/startup';
import type { AppConfig } from '../../config';
import type { Showcase } from '../../lib/request-context';

export const IMAGE_BASE_URL = '/api/stat';

/** Spec §7: `{imageBaseUrl}/images/logos/{siteId}_mobile.png?t={updated_after}`. */
export function logoUrl(showcase: Showcase): string {
  return `${PATHS.logos}${showcase.id}_mobile.png?t=${showcase.updatedAfter}`;
}

/** The showcase-level part of the startup configuration: no user data, safe to inline into index.html. */
export function inlineConfig(showcase: Showcase, config: AppConfig): InlineConfig {
  return {
    showcaseId: showcase.id,
    showcaseAlias: showcase.alias,
    showcaseName: showcase.name,
    showcaseDescription: showcase.description,
    slogan: showcase.slogan,
    siteId: String(showcase.id),
    imageBaseUrl: IMAGE_BASE_URL,
    favicon: logoUrl(showcase),
    telegramBot: showcase.botUsername,
    showcaseStateId: showcase.stateId,
    networkName: config.NETWORK_NAME,
    updatedAfter: showcase.updatedAfter,
    demo: config.DEMO,
    phoneLogin: config.SMS_URL !== undefined || config.DEMO,
  };
}
