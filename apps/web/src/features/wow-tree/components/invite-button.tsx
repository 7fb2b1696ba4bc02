import { useShareDialog } from '../../../shared/share/share-launcher';
import { ShareIcon } from '../../../shared/ui/icons';
import { useWowTreeT } from '../messages';

/** The tree page's share button: the referral share dialog. */
export function InviteButton() {
  const t = useWowTreeT();
  const share = useShareDialog();
  return (
    <>
      <button type="button" className="button button--primary" aria-haspopup="dialog" disabled={!share.canShare} onClick={() => share.show()}>
        <ShareIcon size={18} />
        {t('wowTree.invite')}
      </button>
      {share.dialog}
    </>
  );
}
