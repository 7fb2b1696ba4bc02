import { paths } from '../../shared/lib/paths';
import { ScreenState } from '../../shared/commerce/screen-state';
import { platform } from '../../shared/lib/platform';
import { CopyButton } from '../../shared/lib/share';
import { useSession, useShowcase } from '../../shared/lib/startup';
import { BotIcon } from '../../shared/ui/icons';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useLastLinkQuery } from './api';
import { LastLinkMessages, useLastLinkT } from './messages';
import './last-link.css';
import { withMessages } from '../../shared/lib/feature-messages';
import { TitledSection } from '../../shared/ui/titled-section';

function LinkCard({ url, bot }: { url: string; bot: string }) {
  const t = useLastLinkT();
  return (
    <div className="card last-link__card">
      <p className="last-link__lead">{t('lastLink.lead', { bot })}</p>
      <p className="last-link__url" dir="ltr">
        {url}
      </p>
      <div className="last-link__actions">
        <button type="button" className="button button--primary" onClick={() => platform.openExternal(url)}>
          {t('lastLink.open')}
        </button>
        <CopyButton text={url} copiedMessage={t('lastLink.copied')} className="button button--secondary">
          {t('lastLink.copy')}
        </CopyButton>
      </div>
    </div>
  );
}

function LastLinkView() {
  const t = useLastLinkT();
  const { isLogged } = useSession();
  const bot = useShowcase()?.telegramBot ?? '';
  const { data, error, refetch } = useLastLinkQuery(bot, { skip: !isLogged || bot === '' });
  let body;
  if (!isLogged) {
    body = (
      <ScreenState title={t('lastLink.login.title')} text={t('lastLink.login.text')} link={{ to: paths.test, label: t('lastLink.login.action') }} />
    );
  } else if (bot === '') body = <ScreenState title={t('lastLink.noBot')} />;
  else if (error) body = <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  else if (!data) body = <PageLoader />;
  else if (data.LastSentUrl && /^https?:\/\//i.test(data.LastSentUrl)) body = <LinkCard url={data.LastSentUrl} bot={bot} />;
  else
    body = <ScreenState icon={<BotIcon size={48} className="last-link__icon" />} title={t('lastLink.empty.title')} text={t('lastLink.empty.text')} />;
  return (
    <TitledSection titleId="last-link-title" title={t('lastLink.title')} level={1} className="last-link" titleClassName="last-link__title">
      {body}
    </TitledSection>
  );
}

/** /lastLink: the link the showcase's bot last sent the user (getLastLink → LastSentUrl). */
export const LastLinkPage = withMessages(LastLinkMessages, LastLinkView);
