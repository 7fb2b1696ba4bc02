import { Link } from 'react-router';
import { BotLoginMessages, useBotLoginT } from '../../../features/bot-login/messages';
import { useShowcase } from '../../../shared/lib/startup';
import { BotIcon } from '../../../shared/ui/icons';
import { SlidePanel } from '../../../shared/ui/slide-panel';
import { paths } from '../../paths';

interface AccountPanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Anonymous visitor's bottom panel: the messenger bot and, on demo servers, the test login. The bot link starts
 * the bot with `login`, and the bot answers with a one-time login link for this site (server: modules/bot).
 * Its texts travel with this lazy chunk (bot-login messages), not with the entry.
 */
export function AccountPanel(props: AccountPanelProps) {
  return (
    <BotLoginMessages>
      <Panel {...props} />
    </BotLoginMessages>
  );
}

function Panel({ open, onClose }: AccountPanelProps) {
  const t = useBotLoginT();
  const showcase = useShowcase();
  const bot = showcase?.telegramBot ?? '';
  return (
    <SlidePanel open={open} onClose={onClose} label={t('botLogin.panel')} side="bottom" width="100%">
      <div className="account-panel">
        <p className="account-panel__lead">{t('botLogin.panel.lead')}</p>
        {bot ? (
          <a className="button button--primary" href={`https://t.me/${bot}?start=login`} target="_blank" rel="noreferrer">
            <BotIcon size={20} />
            {t('botLogin.panel.bot', { bot })}
          </a>
        ) : null}
        {showcase?.demo !== false ? (
          <Link className="button button--secondary" to={paths.test} onClick={onClose}>
            {t('botLogin.panel.test')}
          </Link>
        ) : null}
      </div>
    </SlidePanel>
  );
}
