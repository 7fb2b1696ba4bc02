import type { ListingMessageId } from '../../shared/commerce/listing/listing-messages';
import { featureMessages } from '../../shared/lib/feature-messages';
import ru from './locales/ru-RU.json';

// The shared list controls read their texts from this feature's messages: none may be missing.
const listingTexts: Record<ListingMessageId, string> = ru;
void listingTexts;

export const { FeatureMessages: SearchMessages, useFeatureT: useSearchT } = featureMessages(ru, {
  'en-US': () => import('./locales/en-US.json'),
  'ar-AR': () => import('./locales/ar-AR.json'),
});
