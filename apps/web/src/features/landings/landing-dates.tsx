import { formatDate } from '../../shared/lib/format';
import { useLandingsT } from './messages';

const day = (iso: string | null): string | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatDate(date);
};

/** "С 01.03.2025 по 31.03.2025", "С …", "До …"; nothing for an open-ended landing. */
export function LandingDates({ startsAt, endsAt }: { startsAt: string | null; endsAt: string | null }) {
  const t = useLandingsT();
  const start = day(startsAt);
  const end = day(endsAt);
  const text =
    start && end
      ? t('landings.dates.range', { start, end })
      : start
        ? t('landings.dates.from', { start })
        : end
          ? t('landings.dates.until', { end })
          : null;
  if (!text) return null;
  return <p className="landing-dates">{text}</p>;
}
