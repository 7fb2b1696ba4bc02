import { useT } from '../../../shared/lib/i18n';
import { MenuIcon } from '../../../shared/ui/icons';
import { useShowcaseCounters } from '../use-counters';

/** Opens the navigation menu; the badge sums new referrals and unseen transactions. */
export function MenuButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  const { total } = useShowcaseCounters();
  const label = total > 0 ? t('header.menuWithNews', { count: total }) : t('header.menu');
  return (
    <button type="button" className="icon-button" aria-label={label} onClick={onClick}>
      <MenuIcon />
      {total > 0 ? (
        <span className="badge badge--dot" aria-hidden="true">
          {total > 99 ? '99+' : total}
        </span>
      ) : null}
    </button>
  );
}
