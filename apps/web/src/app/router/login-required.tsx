import { BotLoginMessages, useBotLoginT } from '../../features/bot-login/messages';
import { useStartupQuery } from '../../shared/lib/config-api';
import { PageLoader } from '../../shared/ui/loader';
import { LoginOptions } from '../layout/header/login-options';
import '../layout/header/header.css';

/**
 * An account page opened without a session (a shared link, «Моя сеть» in the menu, a reload after logout): the
 * ways to log in, in place. Once logged in the route table gains the account routes and the page itself renders.
 */
export function LoginRequired() {
  const { isLoading } = useStartupQuery();
  if (isLoading) return <PageLoader />;
  return (
    <BotLoginMessages>
      <Screen />
    </BotLoginMessages>
  );
}

function Screen() {
  const t = useBotLoginT();
  return (
    <section className="login-required" aria-labelledby="login-required-title">
      <h1 id="login-required-title" className="login-required__title">
        {t('botLogin.required')}
      </h1>
      <LoginOptions />
    </section>
  );
}
