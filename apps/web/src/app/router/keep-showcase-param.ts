import type { Location } from 'react-router';
import { stickySParam } from '../../shared/lib/launch';
import type { AppHistory } from '../../shared/lib/history-router';

/**
 * Internal links name paths only, so a tab opened with `?s=` would lose its showcase from the address
 * after the first click, and a reload (or a shared address) would land on the default showcase. Every
 * location the router shows that dropped `s` gets it back in place, without a new history entry.
 */
export function keepShowcaseParam(location: Location, history: AppHistory): void {
  const s = stickySParam();
  if (!s) return;
  const { pathname, search, hash } = location;
  const params = new URLSearchParams(search);
  if (params.has('s')) return;
  params.set('s', s);
  history.replace({ pathname, search: `?${params.toString()}`, hash }, location.state);
}
