import type { ReactNode } from 'react';
import { productPath } from '../../shared/commerce/product-card';
import { useShareDialog } from '../../shared/share/share-launcher';

/**
 * Share hook of the product page: the share dialog with the product's address and the shopper's referral
 * query. The page renders `shareDialog` (it portals to the body).
 */
export function useShareProduct(product: { id: number; name: string } | undefined): {
  canShare: boolean;
  onShare: () => void;
  shareDialog: ReactNode;
} {
  const share = useShareDialog();
  return {
    canShare: Boolean(product) && share.canShare,
    onShare: () => {
      if (product) share.show({ path: productPath(product.id), productId: product.id, comments: product.name });
    },
    shareDialog: share.dialog,
  };
}
