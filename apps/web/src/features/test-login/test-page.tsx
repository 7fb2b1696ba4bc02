import type { DemoUser } from '@storefront/contract/test-login';
import { useAuthQuery, useLogoutMutation } from '../../shared/lib/config-api';
import { useT, type MessageId } from '../../shared/lib/i18n';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { Loader } from '../../shared/ui/loader';
import { useTestLoginMutation, useTestUsersQuery } from './api';
import './test-page.css';

const ROLE_LABELS: Record<DemoUser['role'], MessageId> = {
  shopper: 'test.role.shopper',
  showcase_admin: 'test.role.showcaseAdmin',
  operator: 'test.role.operator',
  banned: 'test.role.banned',
  referrer: 'test.role.referrer',
};

/** Demo login: pick a demo user to get a session; shows who is logged in and logs out. */
export function TestPage() {
  const t = useT();
  const auth = useAuthQuery();
  const users = useTestUsersQuery();
  const [login, loginState] = useTestLoginMutation();
  const [logout, logoutState] = useLogoutMutation();
  const me = auth.data?.isLogged ? auth.data.clientInfo : null;
  const busy = loginState.isLoading || logoutState.isLoading;
  const actionError = loginState.error ?? logoutState.error;

  return (
    <section className="test-page" aria-labelledby="test-page-title">
      <h1 id="test-page-title">{t('test.title')}</h1>
      <div className="test-page__status" role="status">
        {me ? t('test.loggedInAs', { name: me.Name }) : t('test.anonymous')}
        {me ? (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void logout()}>
            {t('test.logout')}
          </button>
        ) : null}
      </div>
      {actionError ? <p className="test-page__error" role="alert">{errorMessageOf(actionError)}</p> : null}
      {users.isLoading ? <Loader /> : null}
      {users.error ? <ErrorFallback message={errorMessageOf(users.error)} onRetry={() => void users.refetch()} /> : null}
      <ul className="test-page__users">
        {users.data?.users.map((user) => (
          <li key={user.id} className="test-page__user">
            <div>
              <p className="test-page__name">{user.name}</p>
              <p className="test-page__role">{t(ROLE_LABELS[user.role])}</p>
              {user.description ? <p className="test-page__description">{user.description}</p> : null}
            </div>
            <button
              type="button"
              className="button button--primary"
              disabled={busy || me?.Id === user.id}
              aria-label={t('test.loginAs', { name: user.name })}
              onClick={() => void login({ userId: user.id })}
            >
              {t('test.login')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
