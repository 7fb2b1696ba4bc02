import { featureMessages } from '../../shared/lib/feature-messages';
import ru from './locales/ru-RU.json';

export type TestMessageId = keyof typeof ru;

export const { FeatureMessages: TestMessages, useFeatureT: useTestT } = featureMessages(ru, {
  'en-US': () => import('./locales/en-US.json'),
  'ar-AR': () => import('./locales/ar-AR.json'),
});
