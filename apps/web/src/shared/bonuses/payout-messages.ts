import { featureMessages } from '../lib/feature-messages';
import ru from './locales/ru-RU.json';

/** Texts of the payout destination picker, shared by the member's and the showcase owner's withdrawals. */
export const { FeatureMessages: PayoutMessages, useFeatureT: usePayoutT } = featureMessages(ru, {
  'en-US': () => import('./locales/en-US.json'),
  'ar-AR': () => import('./locales/ar-AR.json'),
});
