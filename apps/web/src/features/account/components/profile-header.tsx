import type { Profile } from '@storefront/contract/account';
import { formatLongDate } from '../../../shared/lib/format';
import { useIntl } from '../../../shared/lib/intl';
import { useAccountT } from '../messages';
import { Avatar } from './avatar';

export function ProfileHeader({ profile, title }: { profile: Profile; title: string }) {
  const t = useAccountT();
  const { locale } = useIntl();
  return (
    <header className="account-header">
      <Avatar url={profile.avatarUrl} name={profile.name} label={t('account.avatar')} />
      <div className="account-header__text">
        <p className="account-header__kicker">{title}</p>
        <h1 className="account-header__name">{profile.name}</h1>
        {profile.username ? (
          <p className="account-header__username">
            <bdi dir="ltr">@{profile.username}</bdi>
          </p>
        ) : null}
        {profile.isAgent ? (
          <p className="chip account-header__agent" aria-pressed="true">
            {t('account.agent')}
          </p>
        ) : null}
        <p className="account-header__joined">{t('account.joined', { date: formatLongDate(new Date(profile.createdAt), locale) })}</p>
      </div>
    </header>
  );
}
