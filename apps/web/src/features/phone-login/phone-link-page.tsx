import { paths } from '../../shared/lib/paths';
import { BackLink } from '../../shared/ui/back-link';
import { PhoneLoginForm } from './phone-login-form';
import { PhoneLoginMessages, usePhoneLoginT } from './messages';
import './phone-login.css';
import { withMessages } from '../../shared/lib/feature-messages';

/** /account/profile/phone: a logged-in user (e.g. inside Telegram) confirms a phone; a phone-only account with it can be merged in. */
export const PhoneLinkPage = withMessages(PhoneLoginMessages, Page);

function Page() {
  const t = usePhoneLoginT();
  return (
    <section className="phone-link-page" aria-labelledby="phone-link-title">
      <BackLink to={paths.account}>{t('phoneLogin.back')}</BackLink>
      <h1 id="phone-link-title">{t('phoneLogin.page.title')}</h1>
      <p className="phone-link-page__lead">{t('phoneLogin.page.lead')}</p>
      <PhoneLoginForm mode="link" />
    </section>
  );
}
