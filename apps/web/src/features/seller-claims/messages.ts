import { featureMessages } from '../../shared/lib/feature-messages';
import ru from './locales/ru-RU.json';

export const { FeatureMessages: SellerClaimsMessages, useFeatureT: useSellerClaimsT } = featureMessages(ru, {
  'en-US': () => import('./locales/en-US.json'),
  'ar-AR': () => import('./locales/ar-AR.json'),
});
