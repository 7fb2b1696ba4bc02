import type { DemoUser } from '@storefront/contract/test-login';
import { useAuthQuery, useLogoutMutation } from '../../shared/lib/config-api';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { Loader } from '../../shared/ui/loader';
import { useSandboxSmsQuery, useTestLoginMutation, useTestUsersQuery } from './api';
import { TestMessages, useTestT, type TestMessageId } from './messages';
import './test-page.css';
import { withMessages } from '../../shared/lib/feature-messages';

const ROLE_LABELS: Record<DemoUser['role'], TestMessageId> = {
  shopper: 'test.role.shopper',
  showcase_admin: 'test.role.showcaseAdmin',
  operator: 'test.role.operator',
  banned: 'test.role.banned',
  referrer: 'test.role.referrer',
};

/** Demo login: pick a demo user to get a session; shows who is logged in and logs out. */
export const TestPage = withMessages(TestMessages, DemoLogin);

function DemoLogin() {
  const t = useTestT();
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
      {actionError ? (
        <p className="test-page__error" role="alert">
          {errorMessageOf(actionError)}
        </p>
      ) : null}
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
      <SandboxSmsList />
    </section>
  );
}

/** The SMS sandbox's outbox: phone login codes land here instead of on a phone. Polled while the page is open. */
function SandboxSmsList() {
  const t = useTestT();
  const sms = useSandboxSmsQuery(undefined, { pollingInterval: 3000 });
  return (
    <section className="test-page__sms" aria-labelledby="test-sms-title">
      <h2 id="test-sms-title">{t('test.sms.title')}</h2>
      <p className="test-page__description">{t('test.sms.lead')}</p>
      {sms.data?.messages.length === 0 ? <p>{t('test.sms.empty')}</p> : null}
      <ul className="test-page__users" aria-live="polite">
        {sms.data?.messages.map((m) => (
          <li key={m.id} className="test-page__user test-page__message">
            <p className="test-page__name" dir="ltr">
              {m.phone}
            </p>
            <p className="test-page__sms-text">{m.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
