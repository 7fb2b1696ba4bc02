import { SHOWCASE_STATE } from '@storefront/contract/constants';
import { paths } from '../../../shared/lib/paths';

/** The footer logo leads to the landings when the showcase is in landing mode (state 1) and has some. */
export function footerLogoTarget(showcaseStateId: number | undefined, actionsCount: number): string {
  return showcaseStateId === SHOWCASE_STATE.landing && actionsCount > 0 ? paths.actions : paths.home;
}

/** The footer shows the bonus balance floored. */
export function flooredBalance(balance: number | undefined): number {
  return typeof balance === 'number' && Number.isFinite(balance) ? Math.floor(balance) : 0;
}
