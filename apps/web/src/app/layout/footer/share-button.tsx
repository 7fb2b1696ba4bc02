import { useT } from '../../../shared/lib/i18n';
import { useShareDialog } from '../../../shared/share/share-launcher';
import { ShareIcon } from '../../../shared/ui/icons';

/** Opens the share dialog with the shopper's referral link; disabled while the link would be empty. */
export function ShareButton() {
  const t = useT();
  const share = useShareDialog();
  return (
    <>
      <button type="button" className="button button--secondary" aria-haspopup="dialog" disabled={!share.canShare} onClick={() => share.show()}>
        <ShareIcon size={18} />
        {t('footer.share')}
      </button>
      {share.dialog}
    </>
  );
}
