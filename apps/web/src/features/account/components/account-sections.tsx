import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useSession } from '../../../shared/lib/startup';
import { useCountersQuery } from '../../../shared/lib/tg-api';
import { ChevronIcon } from '../../../shared/ui/icons';
import { useAccountT } from '../messages';

type SectionKey = 'profile' | 'orders' | 'claims' | 'notifications' | 'bonuses' | 'wowTree' | 'showcases' | 'lastLink';

const SECTIONS: ReadonlyArray<{ key: SectionKey; to: string }> = [
  { key: 'profile', to: paths.profile },
  { key: 'orders', to: paths.orders },
  { key: 'claims', to: paths.claims },
  { key: 'notifications', to: paths.notifications },
  { key: 'bonuses', to: paths.bonuses },
  { key: 'wowTree', to: paths.wowTree },
  { key: 'showcases', to: paths.showcases },
  { key: 'lastLink', to: paths.lastLink },
];

/** Links to the account areas; notifications show how many are unseen (the Counters group). */
export function AccountSections({ without }: { without?: SectionKey }) {
  const t = useAccountT();
  const { isLogged } = useSession();
  const unseen = useCountersQuery(undefined, { skip: !isLogged }).data?.UnseenNotifications ?? 0;
  return (
    <nav className="account-card account-sections" aria-label={t('account.sections')}>
      <ul>
        {SECTIONS.filter((s) => s.key !== without).map((s) => (
          <li key={s.key}>
            <Link to={s.to} className="account-sections__link">
              <span>{t(`account.section.${s.key}` as const)}</span>
              {s.key === 'notifications' && unseen > 0 ? (
                <span className="badge badge--inline account-sections__badge">{t('account.section.unseen', { count: unseen })}</span>
              ) : null}
              <ChevronIcon size={18} className="account-sections__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
