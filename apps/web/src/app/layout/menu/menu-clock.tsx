import { MENU_CLOCK_REFRESH_MS } from '@storefront/contract/constants';
import { useIntl } from '../../../shared/lib/intl';
import { formatTime, formatWeekdayDayMonth } from '../../../shared/lib/format';
import { useT } from '../../../shared/lib/i18n';
import { useNow } from '../../../shared/lib/use-now';
import { useDevModeTaps } from './use-dev-mode-taps';

/** Weekday, day and month plus the time, refreshed every 60 s. The time label is the dev-mode switch. */
export function MenuClock() {
  const t = useT();
  const intl = useIntl();
  const now = useNow(MENU_CLOCK_REFRESH_MS);
  const onTap = useDevModeTaps();
  return (
    <div className="menu-clock">
      <span className="menu-clock__date">{formatWeekdayDayMonth(now, intl.locale)}</span>
      <button type="button" className="menu-clock__time" aria-label={t('menu.clock.time', { time: formatTime(now) })} onClick={onTap}>
        {formatTime(now)}
      </button>
    </div>
  );
}
