import { ShareButton } from '../../../shared/share/share-launcher';
import { useWowTreeT } from '../messages';

/** The tree page's share button: the referral share dialog. */
export function InviteButton() {
  const t = useWowTreeT();
  return <ShareButton className="button button--primary">{t('wowTree.invite')}</ShareButton>;
}
