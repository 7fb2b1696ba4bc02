import { COPY_CONFIRM_MS } from '@storefront/contract/constants';
import { useT } from '../../../shared/lib/i18n';
import { copyText, referralLink, showcaseOrigin } from '../../../shared/lib/share';
import { useMenuConfig, useShowcase } from '../../../shared/lib/startup';
import { ShareIcon } from '../../../shared/ui/icons';
import { useNotify } from '../../use-notify';

/** Shares the referral link (system share sheet, else copy); disabled while the link would be empty. */
export function ShareButton() {
  const t = useT();
  const notify = useNotify();
  const showcase = useShowcase();
  const menu = useMenuConfig();
  const disabled = !showcase?.showcaseId;

  const share = async () => {
    const link = referralLink({
      origin: showcaseOrigin(showcase?.currentDomain, window.location),
      showcaseId: showcase?.showcaseId,
      refCode: showcase?.refCode,
      showcaseStateId: showcase?.showcaseStateId,
    });
    if (link === '') return;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url: link, title: showcase?.showcaseName, text: menu?.shareText || undefined });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (await copyText(link)) notify({ message: t('share.copied'), timeout: COPY_CONFIRM_MS });
  };

  return (
    <button type="button" className="button button--secondary" disabled={disabled} onClick={() => void share()}>
      <ShareIcon size={18} />
      {t('footer.share')}
    </button>
  );
}
