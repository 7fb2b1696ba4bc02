import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useProfileQuery } from './api';
import { AccountSections } from './components/account-sections';
import { ConsentsCard } from './components/consents-card';
import { HomeScreenButton } from './components/home-screen';
import { IdentitiesCard } from './components/identities-card';
import { LogoutButton } from './components/logout-button';
import { ProfileForm } from './components/profile-form';
import { ProfileHeader } from './components/profile-header';
import { RefCode } from './components/ref-code';
import { AccountMessages, useAccountT } from './messages';
import '../../shared/ui/panels.css';
import './account.css';

function AccountView({ withForm }: { withForm: boolean }) {
  const t = useAccountT();
  const { data: profile, error, refetch, isFetching } = useProfileQuery();
  if (error && !isFetching) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!profile) return <PageLoader />;
  return (
    <div className="account-page">
      <ProfileHeader profile={profile} title={withForm ? t('account.profile.title') : t('account.title')} />
      <RefCode code={profile.refCode} />
      {withForm ? <ProfileForm key={profile.id} profile={profile} /> : null}
      {withForm ? <ConsentsCard /> : null}
      <IdentitiesCard />
      <AccountSections without={withForm ? 'profile' : undefined} />
      <HomeScreenButton />
      <LogoutButton />
    </div>
  );
}

/** /account: the account root — who is logged in, the referral code and the account areas. */
export function AccountPage() {
  return (
    <AccountMessages>
      <AccountView withForm={false} />
    </AccountMessages>
  );
}

/** /account/profile: the same, with the personal details form. */
export function ProfilePage() {
  return (
    <AccountMessages>
      <AccountView withForm />
    </AccountMessages>
  );
}
