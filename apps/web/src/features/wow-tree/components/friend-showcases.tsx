import { platform } from '../../../shared/lib/platform';
import { Loader } from '../../../shared/ui/loader';
import { useFriendShowcasesQuery } from '../api';
import { useWowTreeT } from '../messages';
import { TitledSection } from '../../../shared/ui/titled-section';

const logoSrc = (logo: string) => (logo === '' ? null : logo.startsWith('data:') ? logo : `data:image/png;base64,${logo}`);

/** Showcases run by the viewer's referrer and direct referrals (getFriendShowcases). */
export function FriendShowcases() {
  const t = useWowTreeT();
  const { data, isLoading } = useFriendShowcasesQuery();
  return (
    <TitledSection titleId="wow-friends-title" title={t('wowTree.friends.title')} className="wow-friends" titleClassName="wow-tree__subtitle">
      {isLoading ? <Loader variant="small-blue" /> : null}
      {data?.length === 0 ? <p className="muted">{t('wowTree.friends.empty')}</p> : null}
      <ul className="stack-list stack-list--tight wow-friends__list">
        {data?.map((s) => {
          const src = logoSrc(s.Logo);
          return (
            <li key={`${s.AgentID}-${s.ID}`}>
              <button type="button" className="wow-friends__item" onClick={() => platform.openLink(s.Url)}>
                {src ? <img src={src} alt="" width={40} height={40} /> : <span className="wow-friends__placeholder" aria-hidden="true" />}
                <span>
                  <span className="wow-friends__name">{s.Name}</span>
                  <span className="muted wow-friends__agent">
                    {t(s.Relation === 'referrer' ? 'wowTree.friends.referrer' : 'wowTree.friends.referral', { name: s.AgentName })}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
