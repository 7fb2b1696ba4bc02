import type { WowTreeResponse } from '@storefront/contract/wow-tree';
import { useEffect, useRef } from 'react';
import { useMarkDocumentSeenMutation } from '../../shared/lib/tg-api';
import { newReferralIds } from './tree-model';

/**
 * New direct referrals are marked seen once they were shown (markDocumentSeen 'referal' invalidates Counters,
 * so the NewReferals badge drops); the highlight stays for this visit since the tree is not refetched.
 */
export function useMarkReferralsSeen(answer: WowTreeResponse | undefined): void {
  const [markSeen] = useMarkDocumentSeenMutation();
  const marked = useRef(new Set<number>());
  useEffect(() => {
    for (const id of newReferralIds(answer)) {
      if (marked.current.has(id)) continue;
      marked.current.add(id);
      void markSeen({ DocumentType: 'referal', DocumentId: id });
    }
  }, [answer, markSeen]);
}
