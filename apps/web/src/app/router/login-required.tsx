import { BotLoginMessages, useBotLoginT } from '../../features/bot-login/messages';
import { useStartupQuery } from '../../shared/lib/config-api';
import { PageLoader } from '../../shared/ui/loader';
import { LoginOptions } from '../layout/header/login-options';
import '../layout/header/header.css';
import { TitledSection } from '../../shared/ui/titled-section';

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
    <TitledSection
      titleId="login-required-title"
      title={t('botLogin.required')}
      level={1}
      className="login-required"
      titleClassName="login-required__title"
    >
      <LoginOptions />
    </TitledSection>
  );
}
