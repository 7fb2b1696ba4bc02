import { COPY_CONFIRM_MS } from '@storefront/contract/constants';
import { useCallback } from 'react';
import { useNotify } from '../../app/use-notify';
import { productPath } from '../../shared/commerce/product-card';
import { useT } from '../../shared/lib/i18n';
import { copyText, referralLink, showcaseOrigin } from '../../shared/lib/share';
import { useShowcase } from '../../shared/lib/startup';

/**
 * Share hook of the product page: the product's address with the shopper's referral query.
 * The share dialog of the referral issue replaces the body of this hook; the page keeps calling it.
 * Until then: the system share sheet, else a copy with the "link copied" notice.
 */
export function useShareProduct(product: { id: number; name: string } | undefined): { canShare: boolean; onShare: () => Promise<void> } {
  const t = useT();
  const notify = useNotify();
  const showcase = useShowcase();
  const canShare = Boolean(product && showcase?.showcaseId);

  const onShare = useCallback(async () => {
    if (!product) return;
    const link = referralLink({
      origin: `${showcaseOrigin(showcase?.currentDomain, window.location)}${productPath(product.id)}`,
      showcaseId: showcase?.showcaseId,
      refCode: showcase?.refCode,
      showcaseStateId: showcase?.showcaseStateId,
    });
    if (link === '') return;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url: link, title: product.name });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (await copyText(link)) notify({ message: t('share.copied'), timeout: COPY_CONFIRM_MS });
  }, [product, showcase, notify, t]);

  return { canShare, onShare };
}
