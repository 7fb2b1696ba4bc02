import { useT } from '../../../shared/lib/i18n';
import { ShareButton as ReferralShareButton } from '../../../shared/share/share-launcher';

/** Opens the share dialog with the shopper's referral link; disabled while the link would be empty. */
export function ShareButton() {
  const t = useT();
  return <ReferralShareButton className="button button--secondary">{t('footer.share')}</ReferralShareButton>;
}
