import { featureMessages } from '../lib/feature-messages';
import ru from './locales/ru-RU.json';

export const { FeatureMessages: ShareMessages, useFeatureT: useShareT } = featureMessages(ru, {
  'en-US': () => import('./locales/en-US.json'),
  'ar-AR': () => import('./locales/ar-AR.json'),
});
