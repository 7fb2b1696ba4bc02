import { COUNTERS_POLL_MS } from '@storefront/contract/constants';
import { useShowcase, useSession } from '../../shared/lib/startup';
import { useShowcaseCountersQuery } from '../../shared/lib/tg-api';

export interface CountersView {
  newReferals: number;
  unseenTransactions: number;
  total: number;
}

/** NewReferals and UnseenTransactions of the current showcase, polled every 60 s for a logged-in user. */
export function useShowcaseCounters(): CountersView {
  const showcaseId = useShowcase()?.showcaseId;
  const { isLogged } = useSession();
  const { data } = useShowcaseCountersQuery(showcaseId ?? 0, {
    skip: !isLogged || !showcaseId,
    pollingInterval: COUNTERS_POLL_MS,
  });
  const newReferals = data?.NewReferals ?? 0;
  const unseenTransactions = data?.UnseenTransactions ?? 0;
  return { newReferals, unseenTransactions, total: newReferals + unseenTransactions };
}
