import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useMenuConfig, useSession } from '../../../shared/lib/startup';
import { useCountersQuery } from '../../../shared/lib/tg-api';
import { ChevronIcon } from '../../../shared/ui/icons';
import { useAccountT } from '../messages';

type SectionKey =
  | 'profile'
  | 'orders'
  | 'saleOrders'
  | 'claims'
  | 'notifications'
  | 'phoneLink'
  | 'bonuses'
  | 'wowTree'
  | 'showcases'
  | 'companies'
  | 'agent'
  | 'lastLink'
  | 'operator';

const SECTIONS: ReadonlyArray<{ key: SectionKey; to: string }> = [
  { key: 'profile', to: paths.profile },
  { key: 'orders', to: paths.orders },
  { key: 'saleOrders', to: paths.saleOrders },
  { key: 'claims', to: paths.claims },
  { key: 'notifications', to: paths.notifications },
  { key: 'phoneLink', to: paths.phoneLink },
  { key: 'bonuses', to: paths.bonuses },
  { key: 'wowTree', to: paths.wowTree },
  { key: 'showcases', to: paths.showcases },
  { key: 'companies', to: paths.companies },
  { key: 'agent', to: paths.agent },
  { key: 'lastLink', to: paths.lastLink },
  { key: 'operator', to: paths.operator },
];

/** Links to the account areas; notifications show how many are unseen (the Counters group). */
export function AccountSections({ without }: { without?: SectionKey }) {
  const t = useAccountT();
  const { isLogged, isAdmin } = useSession();
  const unseen = useCountersQuery(undefined, { skip: !isLogged }).data?.UnseenNotifications ?? 0;
  const isOperator = useMenuConfig()?.clientInfo?.Role === 'operator';
  return (
    <nav className="panel account-sections" aria-label={t('account.sections')}>
      <ul>
        {SECTIONS.filter((s) => s.key !== without && (s.key !== 'operator' || isOperator) && (s.key !== 'saleOrders' || isAdmin)).map((s) => (
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
