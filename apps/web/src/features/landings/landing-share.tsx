import { generatePath } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { useShareDialog } from '../../shared/share/share-launcher';
import { ShareIcon } from '../../shared/ui/icons';
import { useLandingsT } from './messages';

/** Shares a landing: its address with the shopper's referral query, the landing's title as the text. */
export function LandingShare({ landingId, title }: { landingId: number; title: string }) {
  const t = useLandingsT();
  const share = useShareDialog();
  return (
    <>
      <button
        type="button"
        className="button button--secondary landing__share"
        aria-haspopup="dialog"
        disabled={!share.canShare}
        onClick={() => share.show({ path: generatePath(paths.action, { actionId: String(landingId) }), comments: title })}
      >
        <ShareIcon size={18} />
        {t('landings.share')}
      </button>
      {share.dialog}
    </>
  );
}
