import { featureMessages } from '../../shared/lib/feature-messages';
import ru from './locales/ru-RU.json';

/** The start-up block screen's texts travel with its lazy chunk, not the entry (issue 18's budget). */
export const { FeatureMessages: StartupMessages, useFeatureT: useStartupT } = featureMessages(ru, {
  'en-US': () => import('./locales/en-US.json'),
  'ar-AR': () => import('./locales/ar-AR.json'),
});
