import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useMenuConfig, useSession } from '../../../shared/lib/startup';
import { useCountersQuery } from '../../../shared/lib/tg-api';
import { ChevronIcon } from '../../../shared/ui/icons';
import { useAccountT } from '../messages';

/** The account areas in their order; each links to the web path of the same name. */
const SECTIONS = [
  'profile',
  'orders',
  'saleOrders',
  'claims',
  'notifications',
  'phoneLink',
  'bonuses',
  'wowTree',
  'showcases',
  'companies',
  'agent',
  'lastLink',
  'operator',
] as const satisfies ReadonlyArray<keyof typeof paths>;
type SectionKey = (typeof SECTIONS)[number];

/** Links to the account areas; notifications show how many are unseen (the Counters group). */
export function AccountSections({ without }: { without?: SectionKey }) {
  const t = useAccountT();
  const { isLogged, isAdmin } = useSession();
  const unseen = useCountersQuery(undefined, { skip: !isLogged }).data?.UnseenNotifications ?? 0;
  const isOperator = useMenuConfig()?.clientInfo?.Role === 'operator';
  return (
    <nav className="titled-panel account-sections" aria-label={t('account.sections')}>
      <ul>
        {SECTIONS.filter((key) => key !== without && (key !== 'operator' || isOperator) && (key !== 'saleOrders' || isAdmin)).map((key) => (
          <li key={key}>
            <Link to={paths[key]} className="row-link account-sections__link">
              <span>{t(`account.section.${key}` as const)}</span>
              {key === 'notifications' && unseen > 0 ? (
                <span className="badge badge--inline account-sections__badge">{t('account.section.unseen', { count: unseen })}</span>
              ) : null}
              <ChevronIcon size={18} className="row-chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
